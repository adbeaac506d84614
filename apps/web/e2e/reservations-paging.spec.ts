import type { APIRequestContext } from '@playwright/test';
import { gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';
import { createDriver, createParking, type Driver } from './support/marketplace';

// Issue 13: the parking history stopped silently at 200 reservations. /reservations shows a page of the history and
// "Load more" brings the rest (decision 064); the live reservations, a list of their own (decision 077: a driver may
// hold several), lead the page however long the history is. A dedicated driver gets 52 cancelled bookings and one
// upcoming one through the API; in English and Polish, on desktop and at 360 px, with axe.

const PAST = 52;
const DAY = 24 * 60 * 60_000;

/** A booking of the spot for [start, start + 1 h); cancelled at once unless it is to stay upcoming. */
async function book(request: APIRequestContext, driver: Driver, spotId: string, start: Date, keep: boolean) {
  const { createReservation } = await gql<{ createReservation: { reservation: { id: string } } }>(
    request,
    'mutation($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } } }',
    {
      input: {
        spotId,
        vehicleId: driver.vehicleId,
        billingAccountId: driver.billingId,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 60 * 60_000).toISOString(),
        terms: true,
      },
    },
    driver.token,
  );
  if (!keep) {
    await gql(
      request,
      'mutation($id: ID!) { cancelReservation(id: $id) { id } }',
      { id: createReservation.reservation.id },
      driver.token,
    );
  }
}

const texts = {
  en: {
    upcoming: 'Upcoming',
    past: 'Current and past',
    more: 'Load more',
    cancelled: 'Cancelled',
    title: 'Parking history',
  },
  pl: {
    upcoming: 'Nadchodzące',
    past: 'Bieżące i wcześniejsze',
    more: 'Pokaż więcej',
    cancelled: 'Anulowana',
    title: 'Historia parkowania',
  },
} as const;

for (const language of ['en', 'pl'] as const) {
  test(`/reservations: the upcoming booking first, a page of the history, and Load more for the rest (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const l = texts[language];
    const info = test.info();
    const parking = await createParking(request, {
      street: 'Wał Miedzeszyński',
      number: String(600 + info.parallelIndex),
      postcode: '03-994',
      latitude: 52.12 + info.parallelIndex * 0.01 + (info.project.name === 'mobile-360' ? 0.005 : 0),
      longitude: 21.25 + (language === 'pl' ? 0.005 : 0),
      spots: [{ template: 'H-X', from: 1, to: 1 }],
    });
    const driver = await createDriver(request, language);
    const spotId = parking.spots[0]!.id;
    const tomorrow = new Date(Math.ceil((Date.now() + DAY) / 3_600_000) * 3_600_000);
    for (let i = 0; i < PAST; i += 1) await book(request, driver, spotId, tomorrow, false);
    await book(request, driver, spotId, new Date(tomorrow.getTime() + DAY), true);

    await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
    await signInWithToken(page, driver.token);
    await page.goto('/reservations');
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    const upcoming = page.getByTestId('upcoming-reservations');
    await expect(upcoming.getByRole('heading', { level: 2, name: l.upcoming })).toBeVisible();
    await expect(upcoming.getByTestId('history-card')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: l.past })).toBeVisible();

    // The first pages: the upcoming booking and the 50 newest of the history.
    const cards = page.getByTestId('history-card');
    await expect(cards).toHaveCount(51);
    await expect(page.getByRole('button', { name: l.more })).toHaveCount(1);
    await expect(cards.nth(1).getByTestId('reservation-status')).toHaveText(l.cancelled);
    await expectNoAxeViolations(page);

    const more = page.getByRole('button', { name: l.more });
    await more.click();
    await expect(cards).toHaveCount(PAST + 1);
    await expect(more).toHaveCount(0);
    await expect(upcoming.getByTestId('history-card')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
