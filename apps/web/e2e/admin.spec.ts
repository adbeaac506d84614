import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';
import { expectNothingSideways } from './support/layout';
import { createDriver, createParking } from './support/marketplace';

test('an admin impersonates a user, sees the banner everywhere, and stops back on /admin', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { name: 'Jan Impersonowany' });
  await signInWithToken(page, await loginToken(request, demo.admin));
  await page.goto('/admin');

  await page.getByLabel('Search users').fill(user.email);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Impersonate Jan Impersonowany' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('You will act as Jan Impersonowany until you stop impersonating. Continue?'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('You are acting as Jan Impersonowany')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_impersonate'))).toBeTruthy();
  await page.goto('/settings');
  await expect(page.getByLabel('Name')).toHaveValue('Jan Impersonowany');
  await expect(page.getByText('You are acting as Jan Impersonowany')).toBeVisible();

  await page.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('You are acting as Jan Impersonowany')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_impersonate'))).toBeNull();
});

test('an admin opens a user’s account: their reservations, payments and tickets (pl)', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'Jan Sprawdzany', language: 'pl' });
  await gql(
    request,
    'mutation($input: TicketInput!) { createTicket(input: $input) { id } }',
    { input: { type: 'compensation', subject: 'Podwójne obciążenie', description: 'Zapłaciłem dwa razy.' } },
    user.token,
  );
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, await loginToken(request, demo.admin));
  await page.goto('/admin');
  await page.getByLabel('Szukaj użytkowników').fill(user.email);
  await expect(page.getByText('1 użytkownik', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Otwórz konto użytkownika Jan Sprawdzany' }).click();
  await expect(page.getByRole('heading', { name: 'Jan Sprawdzany', level: 1 })).toBeVisible();
  await expect(page.getByText('Brak rezerwacji')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Płatności' }).click();
  await expect(page.getByText('Brak płatności')).toBeVisible();
  await page.getByRole('tab', { name: 'Zgłoszenia' }).click();
  await page.getByRole('link', { name: /Podwójne obciążenie/ }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Podwójne obciążenie', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A paid reservation of a company buyer with a NIP who wants a VAT invoice per payment: its invoice is issued. */
async function invoiceToNipBuyer(request: APIRequestContext): Promise<{ number: string; ksefNumber: string | null }> {
  const driver = await createDriver(request, 'en', {
    companyName: 'Żółta Łódź sp. z o.o.',
    vatId: '1234563218',
    wantsVatInvoice: true,
    isMonthlyBilling: false,
  });
  // Away from the demo parkings in central Warsaw (the map journeys' pins).
  const parking = await createParking(request, {
    latitude: 52.33,
    longitude: 20.81,
    spots: [{ template: 'K-X', from: 1, to: 1 }],
  });
  const start = Date.now() + 3 * 60 * 60_000;
  const { createReservation } = await gql<{ createReservation: { order: { id: string } } }>(
    request,
    'mutation($input: CreateReservationInput!) { createReservation(input: $input) { order { id } } }',
    {
      input: {
        spotId: parking.spots[0]!.id,
        vehicleId: driver.vehicleId,
        billingAccountId: driver.billingId,
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 60 * 60_000).toISOString(),
        terms: true,
      },
    },
    driver.token,
  );
  await gql(
    request,
    'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
    { input: { orderId: createReservation.order.id, method: 'BLIK', blikCode: '777001' } },
    driver.token,
  );
  // Asking for the payment's document issues its invoice (and puts it in the KSeF queue, in the same transaction).
  const document = async () =>
    (
      await gql<{
        myPayments: { items: { status: string; document: { number: string; ksefNumber: string | null } | null }[] };
      }>(request, '{ myPayments { items { status document { number ksefNumber } } } }', {}, driver.token)
    ).myPayments.items[0]?.document ?? null;
  await expect.poll(async () => (await document())?.number ?? '', { timeout: 20_000 }).toMatch(/^FV\//);
  return (await document())!;
}

const queued = async (request: APIRequestContext, admin: string) =>
  (await gql<{ ksefQueue: { counts: { queued: number } } }>(request, '{ ksefQueue { counts { queued } } }', {}, admin))
    .ksefQueue.counts.queued;

test('an admin watches the KSeF queue without KSeF configured: the new invoice to a NIP buyer waits (en light, pl dark)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await loginToken(request, demo.admin);
  // Nothing leaves the queue while sending is off, so what waited before plus this invoice is the least it shows.
  const before = await queued(request, admin);
  const invoice = await invoiceToNipBuyer(request);
  expect(invoice.ksefNumber).toBeNull();
  expect(await queued(request, admin)).toBeGreaterThanOrEqual(before + 1);

  const screens = [
    {
      language: 'en',
      colorScheme: 'light',
      nav: 'e-Invoices (KSeF)',
      off: 'Sending to KSeF is off',
      none: 'No refused invoices',
    },
    {
      language: 'pl',
      colorScheme: 'dark',
      nav: 'e-Faktury (KSeF)',
      off: 'Wysyłka do KSeF jest wyłączona',
      none: 'Brak odrzuconych faktur',
    },
  ] as const;
  await signInWithToken(page, admin);
  for (const words of screens) {
    await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), words.language);
    await page.emulateMedia({ colorScheme: words.colorScheme });
    await page.goto('/admin');
    // The tab of the admin navigation, by keyboard.
    await page.getByRole('link', { name: words.nav }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/ksef$/);
    await expect(page.getByRole('heading', { name: words.nav, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: words.nav })).toHaveAttribute('aria-current', 'page');
    const sending = page.getByTestId('ksef-sending');
    await expect(sending).toContainText(words.off);
    await expect(sending).toContainText(/KSEF_TOKEN .+ KSEF_NIP/);
    const waiting = Number((await page.getByTestId('ksef-count-queued').innerText()).replace(/\D/g, ''));
    expect(waiting).toBeGreaterThanOrEqual(before + 1);
    await expect(page.getByTestId('ksef-count-accepted')).toHaveText('0');
    await expect(page.getByTestId('ksef-oldest-number')).toHaveText(/^FV\/\d{4}\/\d{2}\/\d{6}$/);
    await expect(page.getByRole('heading', { name: words.none })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (testInfo.project.name === 'mobile-360') {
      await expectNothingSideways(page);
    }
  }
});
