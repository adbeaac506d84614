import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { fieldText, pickDateTime, toMinute } from './support/date-time-field';
import {
  createDriver as createMarketplaceDriver,
  createParking as createMarketplaceParking,
  type Driver,
} from './support/marketplace';
import { pdfText } from './support/pdf';
import { paidStay, topUp } from './support/stays';
import { downloaded } from './support/download';
import { expect, signInWithToken, test } from './support/fixtures';
import { expand } from './support/layout';

// Issue 5, after the booking: a reservation's details, extending it (paid with BLIK in the sandbox), finishing it
// early, the parking history with the invoice, cancelling an upcoming one paid from the balance with the refund back
// on the balance (a BLIK-paid one goes back to the BLIK account: book-ahead.spec), and the
// owner's list of the parking's reservations — in English and Polish, on desktop and at 360 px. The data is made
// through the public API as the owner, the admin and the driver would make it.

/** An active parking of the demo owner with spots R-1..R-3, 5 PLN the first hour, 4 PLN each next. */
const createParking = (request: APIRequestContext) =>
  createMarketplaceParking(request, { spots: [{ template: 'R-X', from: 1, to: 3 }] });

/** A driver who wants VAT invoices, with a car and `funds` grosze on the balance (a BLIK top-up). */
async function createDriver(request: APIRequestContext, language: 'en' | 'pl', funds: number): Promise<Driver> {
  const driver = await createMarketplaceDriver(request, language, {
    companyName: 'Kowalska Transport sp. z o.o.',
    vatId: '5260250274',
    wantsVatInvoice: true,
  });
  await topUp(request, driver, funds);
  return driver;
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The owner's list of the parking's reservations, in a second browser signed in as the demo owner. */
async function openOwnerList(browser: Browser, page: Page, parkingId: string, locale: 'en' | 'pl'): Promise<Page> {
  const owner = await loginToken(page.request, demo.owner);
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    baseURL: new URL(page.url()).origin,
  });
  const ownerPage = await context.newPage();
  await ownerPage.addInitScript((language) => window.localStorage.setItem('locale', language), locale);
  await signInWithToken(ownerPage, owner);
  await ownerPage.goto(`/parking/${parkingId}/editor`);
  await ownerPage.getByRole('link', { name: locale === 'pl' ? /^Rezerwacje/ : /^Reservations/ }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`/parking/${parkingId}/reservations$`));
  return ownerPage;
}

test('details, extend by an hour with BLIK, finish early, then the history with the invoice and the owner’s list', async ({
  page,
  request,
  browser,
}) => {
  const parking = await createParking(request);
  const driver = await createDriver(request, 'en', 5_000);
  const [spot] = parking.spots;
  const reservationId = await paidStay(request, driver, {
    spotId: spot!.id,
    startAt: new Date(),
    endAt: inMinutes(60),
    expected: 'active',
  });
  await signInWithToken(page, driver.token);

  // Details: status in plain words, the facts, time left, the map links and the paid order's invoice.
  await page.goto(`/reservation/${reservationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservation' })).toBeVisible();
  await expect(page.getByTestId('reservation-status').first()).toHaveText('In progress');
  await expect(page.getByTestId('reservation-spot')).toHaveText(spot!.number);
  await expect(page.getByText('WA 12345')).toBeVisible();
  await expect(page.getByText('Kowalska Transport sp. z o.o.')).toBeVisible();
  await expect(page.getByTestId('reservation-amount')).toHaveText('PLN 5.00');
  await expect(page.getByTestId('time-left')).toHaveText(/^(1h 0m 0s|[45]\dm \d+s)$/);
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?route=%3B52\.360000%2C20\.930000$/,
  );
  await expect(page.getByRole('link', { name: 'Open in a map app' })).toHaveAttribute(
    'href',
    /^geo:52\.360000,20\.930000\?/,
  );
  await expect(page.getByRole('link', { name: /Marszałkowska 10/ })).toHaveAttribute('href', `/${parking.identifier}`);
  await expect(page.getByTestId('reservation-order')).toHaveCount(1);
  const endBefore = await page.getByTestId('reservation-range').innerText();

  // Extend by one hour: the extra amount is the engine's (9 PLN for two hours − 5 PLN paid), then BLIK.
  await page.getByRole('link', { name: 'Extend' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${reservationId}/extension-creator$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Extend the reservation' })).toBeVisible();
  await page.getByText('+1 h', { exact: true }).click();
  await expect(page.getByTestId('extension-amount')).toHaveText('PLN 4.00');
  await page.getByRole('button', { name: 'Pay PLN 4.00' }).click();
  await expect(page).toHaveURL(/\/reservation\/extension-payments\?reservationId=[^&]+&orderId=/);
  await page.locator('input[type="radio"][value="BLIK"]').check();
  await page.getByRole('textbox', { name: /BLIK code/ }).fill('777123');
  await page.getByRole('button', { name: /^Pay PLN 4\.00/ }).click();
  await expect
    .poll(
      async () =>
        (
          await gql<{ reservation: { amount: number } }>(
            request,
            'query($id: ID!) { reservation(id: $id) { amount } }',
            { id: reservationId },
            driver.token,
          )
        ).reservation.amount,
      { timeout: 30_000 },
    )
    .toBe(900);

  // The new end is shown, with a second order and its invoice.
  await page.goto(`/reservation/${reservationId}`);
  await expect(page.getByTestId('reservation-amount')).toHaveText('PLN 9.00');
  await expect(page.getByTestId('reservation-range')).not.toHaveText(endBefore);
  await expect(page.getByTestId('time-left')).toHaveText(/^(2h 0m 0s|1h \d+m \d+s)$/);
  await expect(page.getByTestId('reservation-order')).toHaveCount(2);

  // Finish now: the confirmation says to leave within 5 minutes; the reservation is finished.
  await page.getByRole('button', { name: 'Finish now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Please leave the spot within 5 minutes', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByText('Parking finished. Please leave the spot within 5 minutes.')).toBeVisible();
  await expect(page.getByTestId('reservation-status').first()).toHaveText('Finished');
  await expect(page.getByRole('button', { name: 'Finish now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Extend' })).toHaveCount(0);

  // History: the stay with its facts and a downloadable VAT invoice.
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Parking history' })).toBeVisible();
  const card = page.getByTestId('history-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('reservation-status')).toHaveText('Finished');
  await expect(card.getByText(`Spot ${spot!.number}`, { exact: false })).toBeVisible();
  await expect(card.getByTestId('reservation-amount')).toHaveText('PLN 9.00');
  const invoice = await downloaded(page, () =>
    card
      .getByRole('button', { name: /^Download invoice/ })
      .first()
      .click(),
  );
  expect(invoice.name).toMatch(/\.pdf$/);
  const text = await pdfText(invoice.bytes);
  expect(text).toContain('Faktura VAT');
  expect(text).toContain('Kowalska Transport');
  expect(text).toMatch(/5,00\s*zł/);
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${reservationId}$`));

  // The owner sees the reservation in the parking's past ones, with the car's registration number.
  const ownerPage = await openOwnerList(browser, page, parking.parkingId, 'en');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await ownerPage.getByText(/^Past$/).click();
  const row = ownerPage.getByTestId('owner-reservation');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('WA 12345')).toBeVisible();
  await expect(row.getByText(`Spot ${spot!.number}`)).toBeVisible();
  await expect(row.getByTestId('reservation-status')).toHaveText('Finished');
  await expect(ownerPage.getByRole('link', { name: 'Back to my parkings' })).toHaveAttribute('href', '/parkings');
  await ownerPage.context().close();
});

const customEndTexts = {
  en: {
    other: 'Other',
    newEnd: 'New end',
    extra: /^PLN\s?8\.00$/,
    pay: /^Pay PLN\s?8\.00$/,
    blik: /BLIK code/,
    payBlik: /^Pay PLN\s?8\.00/,
  },
  pl: {
    other: 'Inny czas',
    newEnd: 'Nowy koniec',
    extra: /^8,00\s?zł$/,
    pay: /^Zapłać 8,00\s?zł$/,
    blik: /Kod BLIK/,
    payBlik: /^Zapłać 8,00\s?zł/,
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  const t = customEndTexts[language];

  test(`extend until a custom end typed in the app's date format, then pay with BLIK (${language})`, async ({
    page,
    request,
  }) => {
    const parking = await createParking(request);
    const driver = await createDriver(request, language, 500);
    const [spot] = parking.spots;
    const reservationId = await paidStay(request, driver, {
      spotId: spot!.id,
      startAt: new Date(),
      endAt: inMinutes(60),
      expected: 'active',
    });
    const endAt = async () =>
      (
        await gql<{ reservation: { endAt: string } }>(
          request,
          'query($id: ID!) { reservation(id: $id) { endAt } }',
          { id: reservationId },
          driver.token,
        )
      ).reservation.endAt;
    await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
    await signInWithToken(page, driver.token);
    await page.goto(`/reservation/${reservationId}/extension-creator`);
    await page.getByText(t.other, { exact: true }).click();

    // 1 h 30 min after the current end: two and a half hours in all, 13 PLN less the 5 PLN paid.
    const end = toMinute(new Date(Date.parse(await endAt()) + 90 * 60_000));
    const field = page.getByRole('button', { name: t.newEnd });
    await pickDateTime(page, field, end, language);
    await expect(field).toHaveText(fieldText(end, language));
    await expect(page.getByTestId('new-end')).toHaveText(fieldText(end, language).replace(' ', ', '));
    await expect(page.getByTestId('extension-amount')).toHaveText(t.extra);

    await page.getByRole('button', { name: t.pay }).click();
    await expect(page).toHaveURL(/\/reservation\/extension-payments\?reservationId=[^&]+&orderId=/);
    await page.locator('input[type="radio"][value="BLIK"]').check();
    await page.getByRole('textbox', { name: t.blik }).fill('777123');
    await page.getByRole('button', { name: t.payBlik }).click();
    await expect.poll(async () => new Date(await endAt()).toISOString(), { timeout: 30_000 }).toBe(end.toISOString());
  });
}

test('an upcoming reservation paid from the balance is cancelled and the money is back there (Polish); the owner sees it', async ({
  page,
  request,
  browser,
}) => {
  const parking = await createParking(request);
  const driver = await createDriver(request, 'pl', 2_000);
  const spot = parking.spots[1]!;
  const reservationId = await paidStay(request, driver, {
    spotId: spot.id,
    startAt: inMinutes(180),
    endAt: inMinutes(240),
    expected: 'confirmed',
  });
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, driver.token);

  await page.goto('/balance');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^15,00\s*zł$/);

  await page.goto(`/reservation/${reservationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rezerwacja' })).toBeVisible();
  await expect(page.getByTestId('reservation-status').first()).toHaveText('Nadchodząca');
  await expect(page.getByText('Czas parkowania zaczyna się', { exact: false })).toBeVisible();
  // Not started yet: nothing to extend or finish.
  await expect(page.getByRole('link', { name: 'Przedłuż' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zakończ teraz' })).toHaveCount(0);

  // Cancelling asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Anuluj rezerwację' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/zapłacona kwota \(5,00\s*zł\) wróci na Twoje saldo/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Zostaw' }).click();
  await expect(page.getByTestId('reservation-status').first()).toHaveText('Nadchodząca');
  await page.getByRole('button', { name: 'Anuluj rezerwację' }).click();
  await dialog.getByRole('button', { name: 'Tak, anuluj' }).click();
  await expect(
    page.getByText(/^Rezerwacja anulowana\. Kwota 5,00\s*zł wróciła na Twoje saldo w Parkshare\.$/),
  ).toBeVisible();
  await expect(page.getByTestId('reservation-status').first()).toHaveText('Anulowana');
  await expect(page.getByRole('button', { name: 'Anuluj rezerwację' })).toHaveCount(0);
  // Paid from the balance, refunded to the balance (decision 085): the order says so.
  await expect(page.getByTestId('order-refund')).toHaveText(/^Zwrot 5,00\s*zł trafił na Twoje saldo w Parkshare, /);

  // The extension creator explains why a reservation that is not in progress cannot be extended.
  await page.goto(`/reservation/${reservationId}/extension-creator`);
  await expect(page.getByText('Tej rezerwacji nie można przedłużyć')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Wróć do rezerwacji' }).last()).toHaveAttribute(
    'href',
    `/reservation/${reservationId}`,
  );

  await page.goto('/balance');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^20,00\s*zł$/);

  // The payment lists its refund: where it went and that it is done.
  await page.goto('/payments');
  const payment = page.getByTestId('payment').filter({ hasText: /Zwrócono 5,00\s*zł/ });
  await expand(payment.getByRole('button').first());
  await expect(payment.getByTestId('payment-refund')).toContainText(/5,00\s*zł na Twoje saldo w Parkshare/);
  await expect(payment.getByTestId('payment-refund')).toContainText('Zwrócony');
  // A VAT buyer: the refund to the balance is a correction invoice all the same.
  await expect(
    payment
      .getByTestId('payment-refund')
      .getByRole('button', { name: /^Faktura korygująca KOR\/\d{4}\/\d{2}\/\d{6} \(PDF\)$/ }),
  ).toBeVisible();

  await page.goto('/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Historia parkowania' })).toBeVisible();
  await expect(page.getByTestId('history-card').getByTestId('reservation-status')).toHaveText('Anulowana');

  // Someone else's or an unknown reservation: said plainly, with the way back.
  await page.goto('/reservation/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Ta rezerwacja nie istnieje albo nie jest Twoja.')).toBeVisible();

  const ownerPage = await openOwnerList(browser, page, parking.parkingId, 'pl');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Rezerwacje' })).toBeVisible();
  await ownerPage.getByText(/^Minione$/).click();
  const row = ownerPage.getByTestId('owner-reservation');
  await expect(row.getByText('WA 12345')).toBeVisible();
  await expect(row.getByTestId('reservation-status')).toHaveText('Anulowana');
  await ownerPage.context().close();
});

test('a new driver’s history is empty and leads to the map', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/reservations');
  await expect(page.getByText('No parking yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find a spot on the map' })).toHaveAttribute(
    'href',
    '/map',
  );
});
