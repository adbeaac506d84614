import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { bookingTexts, type Language, payWithBlik } from './support/booking-form';
import { dayText, fieldText, pickDateTime } from './support/date-time-field';
import { createDriver, createParkingNear } from './support/marketplace';
import { expect, signInWithToken, test } from './support/fixtures';

// Issue 13 follow-up, several reservations per driver (decision 077): a driver who has booked tomorrow 10:00–11:00
// can still park now somewhere else. Both are paid with BLIK and both show on /reservations (tomorrow under
// "Upcoming", today's stay as the current one); the header counts down the stay under way. Today's stay cannot be
// extended into tomorrow's, and the extension form says so; a third booking that overlaps today's stay is refused
// with SPEC §8's 'You already have an active or pending reservation', saying why. English and Polish, desktop and
// 360 px, axe on every screen visited.

const texts = {
  en: {
    ...bookingTexts.en,
    reserveSpot: (number: string) => `Reserve spot ${number}`,
    current: 'Current',
    exists: 'You already have an active or pending reservation',
    overlapText: 'You already have a reservation at this time.',
    myReservations: 'See my reservations',
    other: 'Other',
    newEnd: 'New end',
    nextTitle: (date: string) => `Your next reservation starts on ${date} at 10:00`,
    extendUntil: 'Extend until 10:00',
  },
  pl: {
    ...bookingTexts.pl,
    reserveSpot: (number: string) => `Zarezerwuj miejsce ${number}`,
    current: 'Bieżąca',
    exists: 'Masz już aktywną lub oczekującą rezerwację',
    overlapText: 'Masz już rezerwację w tym czasie.',
    myReservations: 'Zobacz moje rezerwacje',
    other: 'Inny czas',
    newEnd: 'Nowy koniec',
    nextTitle: (date: string) => `Twoja następna rezerwacja zaczyna się ${date} o 10:00`,
    extendUntil: 'Przedłuż do 10:00',
  },
} as const;

/** Away from the demo parkings. */
const near = { latitude: 52.31, longitude: 20.9 };

/** From the spot's public page to the booking form. */
async function openForm(page: Page, identifier: string, spot: string, language: Language) {
  const t = texts[language];
  await page.goto(`/${identifier}/${spot}`);
  await page.getByRole('button', { name: t.reserveSpot(spot) }).click();
  await expect(page).toHaveURL(/\/reservations\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
}

async function chooseOneHourAndSubmit(page: Page, language: Language) {
  const t = texts[language];
  // Mantine's SegmentedControl: a visually hidden radio with its label on top.
  await page.getByText(t.oneHour, { exact: true }).click();
  await expect(page.getByRole('radio', { name: t.oneHour })).toBeChecked();
  await page.getByLabel(t.terms).check();
  await page.getByRole('button', { name: t.submit }).click();
}

/** On /reservation/payments: its title and the BLIK field (axe on the screen when asked), then paid with BLIK. */
async function payOnPaymentScreen(page: Page, language: Language, axe = false) {
  const t = texts[language];
  await expect(page).toHaveURL(/\/reservation\/payments\?orderId=.+/);
  await expect(page.getByRole('heading', { level: 1, name: t.payTitle })).toBeVisible();
  await expect(page.getByLabel(t.blik)).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  return payWithBlik(page, language);
}

for (const language of ['en', 'pl'] as const) {
  const t = texts[language];

  test(`booked for tomorrow, the driver parks now elsewhere; both on /reservations; an overlap is refused (${language})`, async ({
    page,
    request,
  }) => {
    // Two bookings paid through the BLIK sandbox, the extension search and the refusal: longer than one journey.
    test.setTimeout(150_000);
    const [home, work, driver] = await Promise.all([
      createParkingNear(request, { street: 'Puławska', postcode: '01-001', near }),
      createParkingNear(request, { street: 'Wołoska', postcode: '01-001', near }),
      createDriver(request, language),
    ]);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(10, 0, 0, 0);
    const date = dayText(tomorrow, language);

    await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
    await signInWithToken(page, driver.token);

    // Tomorrow 10:00–11:00 at home.
    await openForm(page, home.identifier, 'B-1', language);
    await page.getByText(t.later, { exact: true }).click();
    const startField = page.getByRole('button', { name: t.startAt });
    await pickDateTime(page, startField, tomorrow, language);
    await expect(startField).toHaveText(fieldText(tomorrow, language));
    await chooseOneHourAndSubmit(page, language);
    const ahead = await payOnPaymentScreen(page, language);
    const header = page.getByTestId('reservation-countdown');
    await expect(header).toHaveAttribute('data-phase', 'upcoming');
    await expect(header).toHaveText(t.header(date));

    // Now, for an hour, at work: the booking ahead does not stand in the way.
    await openForm(page, work.identifier, 'B-2', language);
    await expect(page.getByRole('radio', { name: t.later })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await chooseOneHourAndSubmit(page, language);
    const now = await payOnPaymentScreen(page, language, true);
    expect(now).not.toBe(ahead);
    // The stay under way is what the header counts down.
    await expect(header).toHaveAttribute('data-phase', 'running');
    await expect(header).toHaveAttribute('href', `/reservation/${now}`);

    await page.goto('/reservations');
    const upcoming = page.getByTestId('upcoming-reservations');
    await expect(upcoming.getByRole('heading', { level: 2, name: t.upcoming })).toBeVisible();
    await expect(upcoming.getByTestId('history-card')).toHaveCount(1);
    await expect(upcoming.getByTestId('history-card')).toContainText(home.address);
    await expect(upcoming.getByTestId('reservation-range')).toContainText(`${date}, 10:00`);
    const current = page.getByTestId('history-card').filter({ hasText: work.address });
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-current', 'true');
    await expect(current.getByText(t.current, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Today's stay cannot be extended into tomorrow's reservation: the form says why and how far it can go.
    await page.goto(`/reservation/${now}/extension-creator`);
    await page.getByText(t.other, { exact: true }).click();
    const intoTomorrow = new Date(tomorrow.getTime() + 30 * 60_000);
    await pickDateTime(page, page.getByRole('button', { name: t.newEnd }), intoTomorrow, language);
    const taken = page.getByTestId('extension-taken');
    await expect(taken).toContainText(t.nextTitle(date));
    await expect(taken.getByRole('button', { name: t.extendUntil })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    // A third stay from now, at home: it would overlap the one under way.
    await openForm(page, home.identifier, 'B-3', language);
    await chooseOneHourAndSubmit(page, language);
    await expect(page).toHaveURL(/\/reservation\/error\/active-reservation-exists$/);
    await expect(page.getByRole('heading', { level: 1, name: t.exists })).toBeVisible();
    await expect(page.getByText(t.overlapText)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.myReservations }).click();
    await expect(page).toHaveURL(/\/reservations$/);
    await expect(page.getByTestId('history-card')).toHaveCount(2);
  });
}
