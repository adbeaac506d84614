import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { fieldText, pickDateTime, toMinute } from './support/date-time-field';
import { expect, signInWithToken, PHONE_SKIP, test } from './support/fixtures';
import { createParking, uniqueStreetNumber } from './support/marketplace';

// /map: markers and the list of the demo parkings (Warsaw, Kraków), the card with the price for the window and
// the parking page, vehicle size filters, address search, locate-me, and a booking made elsewhere turning a
// marker full without a reload (spotStatesChanged over SSE). Desktop and 360 px, English and Polish.

/**
 * Zooms out step by step like a person does: Leaflet ignores a zoom click while the previous zoom (or a flight
 * after an address search) is still animating, so each click waits for the map to settle first.
 */
async function zoomOut(page: Page, steps: number) {
  const animating = page.locator('.leaflet-zoom-anim');
  for (let i = 0; i < steps; i += 1) {
    await expect(animating).toHaveCount(0);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForTimeout(350);
  }
  await expect(animating).toHaveCount(0);
}

const listItem = (page: Page, address: string) => page.getByTestId('map-list-item').filter({ hasText: address });

async function openMap(page: Page, request: APIRequestContext, language: 'en' | 'pl' = 'en') {
  const user = await createVerifiedUser(request, { language });
  if (language === 'pl') await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, user.token);
  await page.goto('/map');
  return user;
}

let counter = 0;

/** An active parking with one spot at its own place (the owner's and the admin's API, as they would do it). */
async function oneSpotParking(
  request: APIRequestContext,
): Promise<{ parkingId: string; identifier: string; address: string; latitude: number; longitude: number }> {
  counter += 1;
  const number = uniqueStreetNumber();
  // West of Wola, away from the demo parkings: each parking of each worker process (a retry runs in a new one) on a
  // row of its own, 0.004° (450 m) from the next, so no other journey's marker is ever grouped with it.
  const row = test.info().workerIndex * 12 + counter;
  const latitude = 52.1 + row * 0.004;
  const longitude = 20.955;
  const { parkingId, identifier } = await createParking(request, {
    street: 'Wolska',
    number,
    postcode: '01-001',
    latitude,
    longitude,
    spots: [{ template: 'W-X', from: 1, to: 1 }],
    parking: { name: 'One spot yard', hasRestrictions: false },
  });
  return { parkingId, identifier, address: `Wolska ${number}, Warszawa`, latitude, longitude };
}

/** Another driver reserves the parking's free spot for the next hour (held while the payment waits). */
async function reserveElsewhere(request: APIRequestContext, identifier: string) {
  const driver = await createVerifiedUser(request);
  const startAt = new Date(Date.now() + 60_000).toISOString();
  const endAt = new Date(Date.now() + 61 * 60_000).toISOString();
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Jan Kowalski',
        street: 'Złota',
        buildingNumber: '2',
        postcode: '00-001',
        city: 'Warszawa',
        invoiceEmail: 'jan@example.com',
      },
    },
    driver.token,
  );
  const plate = `WA${String(10000 + ((Date.now() + process.pid) % 89999))}`;
  const { createVehicle } = await gql<{ createVehicle: { id: string } }>(
    request,
    'mutation($input: VehicleInput!) { createVehicle(input: $input) { id } }',
    { input: { registrationNumber: plate, billingAccountId: createBillingAccount.id } },
    driver.token,
  );
  const { reservationQuote } = await gql<{ reservationQuote: { spotId: string | null } }>(
    request,
    'query($input: ReservationQuoteInput!) { reservationQuote(input: $input) { spotId } }',
    { input: { identifier, spotNumber: null, startAt, endAt } },
    driver.token,
  );
  expect(reservationQuote.spotId).toBeTruthy();
  await gql(
    request,
    'mutation($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } } }',
    {
      input: {
        spotId: reservationQuote.spotId,
        vehicleId: createVehicle.id,
        billingAccountId: createBillingAccount.id,
        startAt,
        endAt,
        terms: true,
      },
    },
    driver.token,
  );
}

test('the demo parkings of Warsaw are on the map and in the list, and a card gives the price and the parking page', async ({
  page,
  request,
}) => {
  await openMap(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a parking spot' })).toBeVisible();
  const mokotow = listItem(page, 'Puławska 38, Warszawa');
  const centre = listItem(page, 'Marszałkowska 104, Warszawa');
  await expect(mokotow).toBeVisible();
  await expect(centre).toBeVisible();
  await expect(mokotow.getByText(/\d+ free spots?/)).toBeVisible();
  await expect(page.getByTestId('map-pin').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scan a QR code' })).toHaveAttribute('href', '/scan');

  await mokotow.getByRole('button', { name: 'Details of Puławska 38, Warszawa' }).click();
  const card = page.getByRole('dialog', { name: 'Puławska 38, Warszawa' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('map-card-price')).toHaveText(/PLN\s?\d+\.\d{2}|£|zł/);
  // What the booking presets cost from the window's start (WAR-MOK12 bills by the hour: never a day's price).
  await expect(card.getByTestId('map-card-presets')).toHaveText(
    /^30 min: PLN\s?[568]\.00\s*1 hour: PLN\s?[568]\.00\s*2 hours: PLN\s?(9|11|14)\.00$/,
  );
  await expect(card.getByText(/from the map centre$/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open the parking page' })).toHaveAttribute('href', '/WAR-MOK12');
  await card.getByRole('button', { name: 'Reserve' }).click();
  await expect(page).toHaveURL(/\/reservation/);
  const draft = await page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem('reservation_draft') ?? 'null') as unknown,
  );
  expect(draft).toMatchObject({
    parkingId: 'WAR-MOK12',
    spotNumber: null,
    rentalPeriod: '1h',
    terms: false,
    estimatedAmount: 0,
  });
});

test('a marker opens the same card, and vehicle size filters hide parkings the vehicle does not fit in', async ({
  page,
  context,
  request,
}) => {
  await openMap(page, request);
  await expect(listItem(page, 'Marszałkowska 104, Warszawa')).toBeVisible();
  await page.getByRole('button', { name: 'Vehicle size' }).click();
  await page.getByLabel('Height (cm)').fill('230');
  await expect(listItem(page, 'Marszałkowska 104, Warszawa')).toHaveCount(0);
  await expect(listItem(page, 'Puławska 38, Warszawa')).toBeVisible();
  await page.getByRole('button', { name: 'Clear sizes' }).click();
  await expect(listItem(page, 'Marszałkowska 104, Warszawa')).toBeVisible();

  // Parkings other journeys add near the centre group with it at the start zoom: standing at Marszałkowska 104
  // (Locate me flies to zoom 16) shows its own marker. Markers are keyboard buttons; Enter opens the card.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 52.2335, longitude: 21.0085 });
  await page.getByRole('button', { name: 'Locate me' }).click();
  const marker = page.getByRole('button', { name: /^Marszałkowska 104, Warszawa: (Free|Full)/ });
  await marker.focus();
  await marker.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Marszałkowska 104, Warszawa' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Vehicle limits: height 210 cm')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
});

// A group zooming in on its parkings is checked on parkings of its own in map-markers.spec.ts: here the parkings
// other journeys add on this shared server join the demo ones' groups, in an order no test controls.
test('zoomed out, nearby parkings are grouped', async ({ page, request, isMobile }) => {
  test.skip(isMobile, PHONE_SKIP);
  await openMap(page, request);
  await expect(page.getByRole('button', { name: /^Puławska 38, Warszawa: (Free|Full)/ })).toBeVisible();
  await zoomOut(page, 4);
  const group = page.getByRole('button', { name: /^\d+ parkings here, \d+ with free spots\. Zoom in\.$/ }).first();
  await expect(group).toBeVisible();
  await expect(page.getByRole('button', { name: /^Puławska 38, Warszawa: / })).toHaveCount(0);
});

test('an address search flies the map to Kraków; an empty area says so', async ({ page, request, isMobile }) => {
  test.skip(isMobile, PHONE_SKIP);
  await openMap(page, request);
  await expect(listItem(page, 'Marszałkowska 104, Warszawa')).toBeVisible();
  await page.getByLabel('Search for an address').fill('Floriańska Kraków');
  await page.getByRole('button', { name: /Floriańska, Stare Miasto, Kraków/ }).click();
  await expect(listItem(page, 'Marszałkowska 104, Warszawa')).toHaveCount(0);
  await expect(page.getByText('No parkings here. Zoom out or move the map.').first()).toBeVisible();
  await zoomOut(page, 3);
  await expect(listItem(page, 'Miodowa 15, Kraków')).toBeVisible();
});

/**
 * A new one-spot parking on an open map, found by locating the driver there: its list item once it shows its free
 * spot and the map's subscription has had a moment to be registered on the server.
 */
async function watchOneSpotParking(page: Page, context: BrowserContext, request: APIRequestContext) {
  const parking = await oneSpotParking(request);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: parking.latitude, longitude: parking.longitude });
  await openMap(page, request);
  await page.getByRole('button', { name: 'Locate me' }).click();
  const item = listItem(page, parking.address);
  await expect(item.getByText('1 free spot')).toBeVisible();
  // The subscription is open once the area has settled; give it a moment to be registered on the server.
  await page.waitForTimeout(1000);
  return { parking, item };
}

test('a booking made elsewhere turns the marker full within 2 seconds, without a reload', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  test.skip(isMobile, PHONE_SKIP);
  const { parking, item } = await watchOneSpotParking(page, context, request);
  await expect(page.getByRole('button', { name: `${parking.address}: Free, 1 free spot` })).toBeVisible();
  await expect(item.getByText(/^(10|[1-9]0) m away$/)).toBeVisible();

  await reserveElsewhere(request, parking.identifier);
  await expect(item.getByText('Full')).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('button', { name: `${parking.address}: Full, No free spot` })).toBeVisible({
    timeout: 500,
  });
  await item.getByRole('button', { name: `Details of ${parking.address}` }).click();
  const card = page.getByRole('dialog', { name: parking.address });
  await expect(card.getByTestId('map-card-unavailable')).toHaveText('No free spot at this time');
  await expect(card.getByRole('button', { name: 'Reserve' })).toBeDisabled();
  await expect(card.getByText(/from you$/)).toBeVisible();
});

test('an owner taking the parking off the marketplace removes it from an open map within 2 seconds', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  test.skip(isMobile, PHONE_SKIP);
  const { parking, item } = await watchOneSpotParking(page, context, request);
  const owner = await loginToken(request, demo.owner);
  await gql(request, 'mutation($id: ID!) { deactivateParking(id: $id) { id } }', { id: parking.parkingId }, owner);
  await expect(item).toHaveCount(0, { timeout: 2000 });
  await expect(page.getByRole('button', { name: new RegExp(`^${parking.address}: `) })).toHaveCount(0);
});

test.describe('po polsku', () => {
  test('markery i lista z polską odmianą, karta z ceną, filtry i rezerwacja gdzie indziej na żywo', async ({
    page,
    context,
    request,
  }) => {
    const parking = await oneSpotParking(request);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: parking.latitude, longitude: parking.longitude });
    await openMap(page, request, 'pl');
    await expect(page.getByRole('heading', { level: 1, name: 'Znajdź miejsce parkingowe' })).toBeVisible();
    const mokotow = listItem(page, 'Puławska 38, Warszawa');
    await expect(mokotow).toBeVisible();
    await expect(mokotow.getByText(/^\d+ (wolne miejsce|wolne miejsca|wolnych miejsc)$/)).toBeVisible();
    await expect(mokotow.getByText('Wolne', { exact: true })).toBeVisible();
    await mokotow.getByRole('button', { name: 'Szczegóły: Puławska 38, Warszawa' }).click();
    const card = page.getByRole('dialog', { name: 'Puławska 38, Warszawa' });
    await expect(card.getByTestId('map-card-price')).toHaveText(/\d+,\d{2}\s?zł/);
    await expect(card.getByRole('link', { name: 'Otwórz stronę parkingu' })).toHaveAttribute('href', '/WAR-MOK12');
    await card.getByRole('button', { name: 'Zamknij' }).click();

    await page.getByRole('button', { name: 'Rozmiar pojazdu' }).click();
    await page.getByLabel('Wysokość (cm)').fill('230');
    await expect(listItem(page, 'Marszałkowska 104, Warszawa')).toHaveCount(0);
    await page.getByRole('button', { name: 'Wyczyść rozmiary' }).click();

    await page.getByRole('button', { name: 'Pokaż moją lokalizację' }).click();
    const item = listItem(page, parking.address);
    await expect(item.getByText('1 wolne miejsce', { exact: true })).toBeVisible();
    await page.waitForTimeout(1000);
    await reserveElsewhere(request, parking.identifier);
    await expect(item.getByText('Brak miejsc', { exact: true })).toBeVisible({ timeout: 2000 });
    await expect(item.getByText('Brak wolnych miejsc', { exact: true })).toBeVisible();
  });

  test('czas parkowania w formacie aplikacji (dd.mm.rr), nie przeglądarki, a kalendarz nad mapą', async ({
    page,
    request,
  }) => {
    await openMap(page, request, 'pl');
    await page.getByRole('button', { name: 'Zmień' }).click();
    await expect(page.getByRole('button', { name: 'Od', exact: true })).toHaveText('Teraz');
    const until = page.getByRole('button', { name: 'Do', exact: true });
    await expect(until).toHaveText(/^\d{2}\.\d{2}\.\d{2} \d{2}:\d{2}$/);

    // Picked over the map (a click the map caught would fail here), then shown in the fields and the summary.
    const end = toMinute(new Date(Date.now() + 3 * 3_600_000));
    await pickDateTime(page, until, end, 'pl');
    await expect(until).toHaveText(fieldText(end, 'pl'));
    await expect(page.getByTestId('map-window')).toContainText(fieldText(end, 'pl').slice(-5));
  });
});

test.describe('locate me', () => {
  test('with location allowed, the map moves to where the driver is', async ({ page, context, request, isMobile }) => {
    test.skip(isMobile, PHONE_SKIP);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 50.0614, longitude: 19.9366 });
    await signInWithToken(page, (await createVerifiedUser(request)).token);
    await page.goto('/map');
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await page.getByRole('button', { name: 'Locate me' }).click();
    await expect(page.locator('.leaflet-interactive').first()).toBeVisible();
  });

  test('with location denied, the driver is told how to allow it', async ({ page, context, request }) => {
    await context.clearPermissions();
    await signInWithToken(page, (await createVerifiedUser(request)).token);
    await page.goto('/map');
    await page.getByRole('button', { name: 'Locate me' }).click();
    await expect(page.getByText('Location access was denied.', { exact: false })).toBeVisible();
  });
});
