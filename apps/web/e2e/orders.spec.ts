import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { createDriver, createParking } from './support/marketplace';
import { expect, signInWithToken, test } from './support/fixtures';

// Issue 13: /orders fits its page — at 1280 px the status badges were cut ('OP…') and VAT and total hid behind a
// horizontal scroll that a keyboard could not reach; at 360 px Polish badges were cut. Every order's status
// reads whole, nothing scrolls sideways, and axe finds nothing; in English and Polish, desktop and 360 px.
// More than a page of orders: 'Load more' brings the rest (decision 064).

async function userWithOrders(request: APIRequestContext, language: 'en' | 'pl', count: number): Promise<string> {
  const user = await createVerifiedUser(request, { language });
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Ewa Kowalska',
        street: 'Marszałkowska',
        buildingNumber: '10',
        postcode: '00-950',
        city: 'Warszawa',
        invoiceEmail: user.email,
      },
    },
    user.token,
  );
  for (let i = 0; i < count; i += 1) {
    await gql(
      request,
      'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
      { input: { billingAccountId: createBillingAccount.id, amount: 100_000 - i } },
      user.token,
    );
  }
  return user.token;
}

for (const language of ['en', 'pl'] as const) {
  test(`/orders: whole statuses, no sideways scroll, no axe finding, and Load more (${language})`, async ({
    page,
    request,
  }) => {
    const token = await userWithOrders(request, language, 52);
    await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
    await signInWithToken(page, token);
    await page.goto('/orders');
    const wide = page.viewportSize()!.width >= 992;
    const rows = page.getByTestId(wide ? 'order-row' : 'order-card');
    await expect(rows).toHaveCount(50);
    // Every badge shows its whole label; the page and every part of it fit the width.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main .mantine-Badge-label, main .mantine-Badge-root')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    const sideways = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('main *')]
        .filter(
          (element) =>
            getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1,
        )
        .map((element) => element.tagName),
    );
    expect(sideways).toEqual([]);
    await expect(rows.first().getByText(language === 'en' ? 'Placed' : 'Złożone')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: language === 'en' ? 'Load more' : 'Pokaż więcej' }).click();
    await expect(rows).toHaveCount(52);
    await expect(page.getByRole('button', { name: language === 'en' ? 'Load more' : 'Pokaż więcej' })).toHaveCount(0);
  });
}

// Issue 13, at 360 px in Polish: the badges of every money list and of the parking history read whole, nothing
// reaches past the screen's edge (the header's 'Zapłać w ciągu 9m 59s' pill was cut there), and a spot number never
// breaks inside itself ('KOP-' / '0001' in a title squeezed by a long status).

const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';

async function pay(request: APIRequestContext, token: string, orderId: string, blikCode: string) {
  await gql(
    request,
    'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
    { input: { orderId, method: 'BLIK', blikCode } },
    token,
  );
}

/**
 * A Polish driver with a row of every kind: a top-up paid and one declined (orders, payments, the wallet), a
 * payout to a verified bank account (/balance), and a reservation ahead held for payment at spot KOP-0001 (the
 * history's longest status and the header's longest pill).
 */
async function polishDriverWithEverything(request: APIRequestContext): Promise<string> {
  const driver = await createDriver(request, 'pl');
  const topUp = async (amount: number) =>
    (
      await gql<{ createTopUp: { id: string } }>(
        request,
        'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
        { input: { billingAccountId: driver.billingId, amount } },
        driver.token,
      )
    ).createTopUp.id;
  await pay(request, driver.token, await topUp(10_000), '777001');
  await pay(request, driver.token, await topUp(2_000), '500500');
  const balance = async () =>
    (await gql<{ me: { balance: number } }>(request, '{ me { balance } }', {}, driver.token)).me.balance;
  await expect.poll(balance, { timeout: 20_000 }).toBe(10_000);

  const { createBankAccount } = await gql<{ createBankAccount: { id: string } }>(
    request,
    'mutation($input: BankAccountInput!) { createBankAccount(input: $input) { id } }',
    { input: { accountNumber: IBAN, name: 'Konto osobiste' } },
    driver.token,
  );
  const admin = await loginToken(request, demo.admin);
  await gql(request, 'mutation($id: ID!) { verifyBankAccount(id: $id) { id } }', { id: createBankAccount.id }, admin);
  await gql(
    request,
    'mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { id } }',
    { input: { amount: 3_000, bankAccountId: createBankAccount.id } },
    driver.token,
  );

  // Away from the demo parkings in central Warsaw (the map journeys' pins).
  const parking = await createParking(request, {
    latitude: 52.33,
    longitude: 20.74,
    spots: [{ template: 'KOP-XXXX', from: 1, to: 1 }],
  });
  const start = Date.now() + 3 * 60 * 60_000;
  await gql(
    request,
    'mutation($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } } }',
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
  return driver.token;
}

/** What is cut or sticks out on the page as it is: badges and button labels narrower than their words, anything past the screen's edge. */
async function cutOrOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} '${(element.textContent ?? '').trim().slice(0, 40)}'`;
    const found: string[] = [];
    for (const element of document.querySelectorAll('header *, main *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && (box.right > width + 1 || box.left < -1)) {
        found.push(`outside: ${describe(element)}`);
      }
    }
    for (const element of document.querySelectorAll(
      '.mantine-Badge-root, .mantine-Badge-label, .mantine-Button-label',
    )) {
      if (element.scrollWidth > element.clientWidth + 1) found.push(`cut: ${describe(element)}`);
    }
    return found;
  });
}

/** On how many lines `text` is laid out inside the element (one text node holds it, with or without a wrapper). */
async function linesOf(locator: Locator, text: string): Promise<number> {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, text);
}

test('in Polish every money list and the parking history read whole at 360 px and on desktop, spot numbers unbroken', async ({
  page,
  request,
}) => {
  const token = await polishDriverWithEverything(request);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, token);
  const wide = page.viewportSize()!.width >= 992;
  const screens = [
    { path: '/orders', heading: 'Moje zamówienia', rows: 'order-card', badge: 'Zakończone' },
    { path: '/payments', heading: 'Moje płatności', rows: 'payment', badge: 'Nieudana' },
    { path: '/transactions', heading: 'Moje transakcje', rows: 'transaction', badge: 'Zakończona' },
    { path: '/balance', heading: 'Moje saldo', rows: 'payout', badge: null },
    { path: '/reservations', heading: 'Historia parkowania', rows: 'history-card', badge: 'Czeka na płatność' },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.getByTestId('reservation-countdown')).toHaveText(/[Zz]apłać w ciągu \d+m \d+s$/);
    const rows = page.getByTestId(screen.rows === 'order-card' && wide ? 'order-row' : screen.rows);
    await expect(rows.first()).toBeVisible();
    if (screen.badge) await expect(rows.getByText(screen.badge, { exact: true }).first()).toBeVisible();
    expect.soft(await cutOrOutside(page), screen.path).toEqual([]);
  }
  const title = page.getByTestId('history-card').first().locator('[id^="reservation-"]');
  await expect(title).toContainText('Miejsce KOP-0001 ·');
  expect(await linesOf(title, 'KOP-0001')).toBe(1);
});
