import type { Page } from '@playwright/test';
import { gql } from './support/api';
import { fieldText, pickDateTime, toMinute } from './support/date-time-field';
import { createDriver, createParking, type Driver } from './support/marketplace';
import { expect, signInWithToken, ONE_LANGUAGE_A_WIDTH, PHONE_SKIP, test } from './support/fixtures';

// Issue 5, the booking: from a spot's public page through /reservation and /reservations/new (1 hour, the price
// from the pricing engine, the terms) to /reservation/payments, paid with BLIK in the sandbox (777xxx approves),
// then 'Parking spot reserved', the reservation's page and the countdown in the header. The draft survives a
// reload and is cleared by Clear; a second reservation is refused with its SPEC §8 message. English and Polish,
// on desktop and at 360 px. Each journey has its own parking and driver, made through the public API.

const texts = {
  en: {
    reserveSpot: (number: string) => `Reserve spot ${number}`,
    title: 'New reservation',
    oneHour: '1 hour',
    twoHours: '2 hours',
    custom: 'Custom',
    customEnd: 'Ends at',
    customEndShape: /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
    terms: 'I accept the terms of service and the parking rules',
    submit: 'Reserve and pay',
    mustBeChecked: 'This field must be checked',
    payTitle: 'Pay for the reservation',
    holdDeadline: /^Pay within (10m 0s|9m \d{1,2}s) or the spot is released\.$/,
    blik: 'BLIK code',
    pay: /^Pay PLN\s?5\.00$/,
    amount: /^PLN\s?5\.00$/,
    zero: /^PLN\s?0\.00$/,
    twoHoursAmount: /^PLN\s?9\.00$/,
    threeHoursAmount: /^PLN\s?13\.00$/,
    waiting: 'Confirm the payment in your bank app',
    reserved: 'Parking spot reserved',
    clear: 'Clear',
    clearTitle: 'Clear the reservation',
    noDraft: 'No reservation started',
    exists: 'You already have an active or pending reservation',
    toReservation: 'Go to my reservation',
    countdown: /^(5\dm \d{1,2}s|1h 0m 0s)$/,
    headerHold: /^Spot held — pay within (10m 0s|9m \d{1,2}s)$/,
    headerHoldShort: /^Pay within (10m 0s|9m \d{1,2}s)$/,
    notInPast: 'The time cannot be earlier than the present time.',
    invalidData: 'The given data was invalid.',
  },
  pl: {
    reserveSpot: (number: string) => `Zarezerwuj miejsce ${number}`,
    title: 'Nowa rezerwacja',
    oneHour: '1 godz.',
    twoHours: '2 godz.',
    custom: 'Inny czas',
    customEnd: 'Koniec',
    customEndShape: /^\d{2}\.\d{2}\.\d{2} \d{2}:\d{2}$/,
    terms: 'Akceptuję regulamin serwisu i zasady parkingu',
    submit: 'Zarezerwuj i zapłać',
    mustBeChecked: 'To pole musi być zaznaczone',
    payTitle: 'Zapłać za rezerwację',
    holdDeadline: /^Zapłać w ciągu (10m 0s|9m \d{1,2}s), inaczej miejsce zostanie zwolnione\.$/,
    blik: 'Kod BLIK',
    pay: /^Zapłać 5,00\s?zł$/,
    amount: /^5,00\s?zł$/,
    zero: /^0,00\s?zł$/,
    twoHoursAmount: /^9,00\s?zł$/,
    threeHoursAmount: /^13,00\s?zł$/,
    waiting: 'Potwierdź płatność w aplikacji banku',
    reserved: 'Miejsce parkingowe zarezerwowane',
    clear: 'Wyczyść',
    clearTitle: 'Wyczyść rezerwację',
    noDraft: 'Nie rozpoczęto rezerwacji',
    exists: 'Masz już aktywną lub oczekującą rezerwację',
    toReservation: 'Przejdź do mojej rezerwacji',
    countdown: /^(5\dm \d{1,2}s|1g 0m 0s)$/,
    headerHold: /^Miejsce zatrzymane — zapłać w ciągu (10m 0s|9m \d{1,2}s)$/,
    headerHoldShort: /^Zapłać w ciągu (10m 0s|9m \d{1,2}s)$/,
    notInPast: 'Czas nie może być wcześniejszy niż obecny.',
    invalidData: 'Przesłane dane są nieprawidłowe.',
  },
} as const;

type Language = keyof typeof texts;

async function signIn(page: Page, driver: Driver, language: Language) {
  await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
  await signInWithToken(page, driver.token);
}

const storedDraft = (page: Page) =>
  page.evaluate(() => JSON.parse(window.sessionStorage.getItem('reservation_draft') ?? 'null') as unknown);

/** From the spot's public page: Reserve → /reservation → /reservations/new. */
async function startFromSpotPage(page: Page, identifier: string, spot: string, language: Language) {
  const t = texts[language];
  await page.goto(`/${identifier}/${spot}`);
  await page.getByRole('button', { name: t.reserveSpot(spot) }).click();
  await expect(page).toHaveURL(/\/reservations\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

/** At 360 px the header keeps the short forms. */
const narrowScreen = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 400;

async function choosePeriod(page: Page, label: string) {
  // Mantine's SegmentedControl: a visually hidden radio with its label on top.
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

for (const language of ['en', 'pl'] as const) {
  const t = texts[language];

  test(`reserve a spot for 1 hour and pay with BLIK: reserved, the reservation and the countdown (${language})`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile !== (language === 'pl'), ONE_LANGUAGE_A_WIDTH);
    const [parking, driver] = await Promise.all([createParking(request), createDriver(request, language)]);
    await signIn(page, driver, language);
    await startFromSpotPage(page, parking.identifier, 'B-2', language);

    await expect(page.getByTestId('booking-parking')).toHaveText('Marszałkowska 10, Warszawa');
    await expect(page.getByTestId('booking-spot')).toContainText('B-2');
    // The car and its billing account are preselected; nothing is priced before a period is chosen.
    await expect(page.getByLabel(language === 'en' ? 'Vehicle' : 'Pojazd')).toHaveValue(driver.vehicleId);
    await expect(page.getByLabel(language === 'en' ? 'Billing account' : 'Dane rozliczeniowe')).toHaveValue(
      driver.billingId,
    );
    await expect(page.getByTestId('estimated-amount')).toHaveText(t.zero);

    await choosePeriod(page, t.oneHour);
    await expect(page.getByTestId('estimated-amount')).toHaveText(t.amount);

    // The terms must be accepted.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.mustBeChecked)).toBeVisible();
    await expect(page).toHaveURL(/\/reservations\/new$/);
    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page).toHaveURL(/\/reservation\/payments\?orderId=.+/);
    await expect(page.getByRole('heading', { level: 1, name: t.payTitle })).toBeVisible();
    const summary = page.getByTestId('order-summary');
    await expect(summary).toContainText('B-2');
    await expect(summary).toContainText('WA 12345');
    await expect(page.getByTestId('checkout-amount')).toHaveText(t.amount);
    await expect(page.getByTestId('hold-deadline')).toHaveText(t.holdDeadline);
    // Not paid yet: the header says the spot is held and how long is left to pay (not an hour of parking), and
    // leads to this payment.
    const held = page.getByTestId('reservation-countdown');
    await expect(held).toHaveAttribute('data-phase', 'hold');
    await expect(held).toHaveText(narrowScreen(page) ? t.headerHoldShort : t.headerHold);
    await expect(held).toHaveAttribute('href', `${new URL(page.url()).pathname}${new URL(page.url()).search}`);
    // The reservation is in the draft now, and the balance is offered (too low here).
    expect(await storedDraft(page)).toMatchObject({ parkingId: parking.identifier, spotNumber: 'B-2' });
    expect(((await storedDraft(page)) as { reservationId: string | null }).reservationId).toBeTruthy();
    await expect(page.getByRole('radio')).toHaveCount(3);

    await page.getByLabel(t.blik).fill('777123');
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page.getByText(t.waiting)).toBeVisible();

    await expect(page.getByText(t.reserved)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
    expect(await storedDraft(page)).toBeNull();
    const countdown = page.getByTestId('reservation-countdown');
    await expect(countdown).toBeVisible();
    await expect(countdown).toHaveText(t.countdown);
    await expect(countdown).toHaveAttribute('data-phase', 'running');
    const reservationUrl = page.url();
    await expect(countdown).toHaveAttribute('href', new URL(reservationUrl).pathname);

    // A reload keeps the countdown (it is fetched again when the shell starts).
    await page.reload();
    await expect(page.getByTestId('reservation-countdown')).toHaveText(t.countdown);
  });

  test(`the draft survives a reload and Clear empties it (${language})`, async ({ page, request, isMobile }) => {
    test.skip(isMobile, PHONE_SKIP);
    const [parking, driver] = await Promise.all([createParking(request), createDriver(request, language)]);
    await signIn(page, driver, language);
    await startFromSpotPage(page, parking.identifier, 'B-1', language);
    await choosePeriod(page, t.twoHours);
    await expect(page.getByTestId('estimated-amount')).toHaveText(t.twoHoursAmount);
    await page.getByLabel(t.terms).check();

    await page.reload();
    await expect(page.getByRole('radio', { name: t.twoHours })).toBeChecked();
    await expect(page.getByLabel(t.terms)).toBeChecked();
    await expect(page.getByTestId('estimated-amount')).toHaveText(t.twoHoursAmount);
    expect(await storedDraft(page)).toMatchObject({
      parkingId: parking.identifier,
      spotNumber: 'B-1',
      vehicleId: driver.vehicleId,
      billingId: driver.billingId,
      rentalPeriod: '2h',
      terms: true,
      estimatedAmount: 900,
    });

    await page.getByRole('button', { name: t.clear, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.clearTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.clear, exact: true }).click();
    await expect(page).toHaveURL(/\/map$/);
    expect(await storedDraft(page)).toBeNull();

    await page.goto('/reservation');
    await expect(page.getByRole('heading', { level: 1, name: t.noDraft })).toBeVisible();
  });

  test(`a custom end in the app's date format (${language === 'en' ? 'mm/dd/yy' : 'dd.mm.yy'}), priced and booked until then (${language})`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile !== (language === 'pl'), ONE_LANGUAGE_A_WIDTH);
    const [parking, driver] = await Promise.all([createParking(request), createDriver(request, language)]);
    await signIn(page, driver, language);
    await startFromSpotPage(page, parking.identifier, 'B-2', language);
    await choosePeriod(page, t.custom);

    // Three hours from now to start with, written as the UI language writes dates, whatever the browser's.
    const field = page.getByRole('button', { name: t.customEnd });
    await expect(field).toHaveText(t.customEndShape);
    await expect(field).not.toHaveAttribute('aria-busy');

    // 2 h 30 min from now: three started hours, 5 + 4 + 4 PLN.
    const end = toMinute(new Date(Date.now() + 150 * 60_000));
    await pickDateTime(page, field, end, language);
    await expect(field).toHaveText(fieldText(end, language));
    await expect(page.getByTestId('estimated-amount')).toHaveText(t.threeHoursAmount);
    // The draft keeps the end as an ISO instant (SPEC §3), and a reload shows it again.
    await expect
      .poll(() => storedDraft(page))
      .toMatchObject({ rentalPeriod: 'custom', customEndAt: end.toISOString(), estimatedAmount: 1300 });
    await page.reload();
    await expect(page.getByRole('button', { name: t.customEnd })).toHaveText(fieldText(end, language));

    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/reservation\/payments\?orderId=.+/);
    await expect(page.getByTestId('checkout-amount')).toHaveText(t.threeHoursAmount);
    const { reservationId } = (await storedDraft(page)) as { reservationId: string };
    const { reservation } = await gql<{ reservation: { endAt: string } }>(
      request,
      'query($id: ID!) { reservation(id: $id) { endAt } }',
      { id: reservationId },
      driver.token,
    );
    expect(new Date(reservation.endAt).toISOString()).toBe(end.toISOString());
  });

  test(`a custom end before now stays as typed and says so under the field, once, before and after submit (${language})`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, PHONE_SKIP);
    const [parking, driver] = await Promise.all([createParking(request), createDriver(request, language)]);
    await signIn(page, driver, language);
    await startFromSpotPage(page, parking.identifier, 'B-3', language);
    await choosePeriod(page, t.custom);
    const field = page.getByRole('button', { name: t.customEnd });
    // An hour ago (or midnight, just after it): today, so the calendar offers the day.
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const past = toMinute(new Date(Math.max(midnight.getTime(), Date.now() - 3_600_000)));
    await pickDateTime(page, field, past, language);

    // Not moved to now: the end reads as typed, the message stands under the field once, and nothing is priced.
    await expect(field).toHaveText(fieldText(past, language));
    const wrapper = page.locator('.mantine-InputWrapper-root', { has: field });
    await expect(wrapper.getByText(t.notInPast)).toBeVisible();
    await expect(page.getByText(t.notInPast)).toHaveCount(1);
    await expect(page.getByTestId('booking-window')).toHaveCount(0);
    await expect(page.getByTestId('estimated-amount')).toHaveText(t.zero);

    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/reservations\/new$/);
    await expect(wrapper.getByText(t.notInPast)).toBeVisible();
    await expect(page.getByText(t.notInPast)).toHaveCount(1);
    await expect(page.getByText(t.invalidData)).toHaveCount(0);
    expect(((await storedDraft(page)) as { reservationId: string | null }).reservationId).toBeNull();
  });

  test(`a second reservation is refused: 'You already have an active or pending reservation' (${language})`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, PHONE_SKIP);
    const [parking, driver] = await Promise.all([createParking(request), createDriver(request, language)]);
    const spot = parking.spots.find((item) => item.number === 'B-1');
    const { createReservation } = await gql<{ createReservation: { reservation: { id: string } } }>(
      request,
      'mutation($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } } }',
      {
        input: {
          spotId: spot?.id,
          vehicleId: driver.vehicleId,
          billingAccountId: driver.billingId,
          startAt: new Date().toISOString(),
          endAt: new Date(Date.now() + 3_600_000).toISOString(),
          terms: true,
        },
      },
      driver.token,
    );
    await signIn(page, driver, language);
    await startFromSpotPage(page, parking.identifier, 'B-3', language);
    await choosePeriod(page, t.oneHour);
    await page.getByLabel(t.terms).check();
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page).toHaveURL(/\/reservation\/error\/active-reservation-exists$/);
    await expect(page.getByRole('heading', { level: 1, name: t.exists })).toBeVisible();
    await page.getByRole('link', { name: t.toReservation }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${createReservation.reservation.id}$`));
  });
}

test('an unknown error type reads as the unknown error, with the way back to the map', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, PHONE_SKIP);
  const driver = await createDriver(request, 'en');
  await signIn(page, driver, 'en');
  await page.goto('/reservation/error/%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown error' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the map' }).click();
  await expect(page).toHaveURL(/\/map$/);
});

test('online transfer: rejected at the bank, Try again on the reservation’s payment screen, then paid and back to the reservation', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, PHONE_SKIP);
  const [parking, driver] = await Promise.all([createParking(request), createDriver(request, 'en')]);
  const t = texts.en;
  await signIn(page, driver, 'en');
  await startFromSpotPage(page, parking.identifier, 'B-1', 'en');
  await choosePeriod(page, t.oneHour);
  await expect(page.getByTestId('estimated-amount')).toHaveText(t.amount);
  await page.getByLabel(t.terms).check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/reservation\/payments\?orderId=.+/);
  const checkout = new URL(page.url());

  await page.getByRole('radio', { name: /Online bank transfer/ }).check();
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Reject payment' }).click();
  await expect(page).toHaveURL(/\/payment\/failure\?paymentId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment could not be processed' })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`${checkout.pathname}${checkout.search}`);
  await expect(page.getByTestId('checkout-amount')).toHaveText(t.amount);

  await page.getByRole('radio', { name: /Online bank transfer/ }).check();
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\//);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/success\?paymentId=/, { timeout: 20_000 });
  await expect(page.getByText('Parking reservation')).toBeVisible();
  await page.getByRole('link', { name: 'Go to reservation' }).click();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  expect(await storedDraft(page)).toBeNull();
  await expect(page.getByTestId('reservation-countdown')).toHaveText(t.countdown);
});
