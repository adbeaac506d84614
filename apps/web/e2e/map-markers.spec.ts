import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';
import { createParking } from './support/marketplace';

// /map's markers: parkings close together are one numbered group at every zoom, never pins drawn over each other;
// a group zooms in on its parkings, and one that no zoom can split (parkings at one place) lists them, each
// opening its card. The zoom buttons speak the UI's language. Desktop and 360 px, English and Polish.

let made = 0;

/**
 * A free place for this test alone, far west of Warsaw and away from every other journey's parkings: each test of each
 * worker process (a retry runs in a new one, so it never meets the parkings of the attempt before) gets its own
 * row, 0.012° (1.3 km) of latitude from the next — more than the map shows at zoom 16 even at 360 × 740 px, so no
 * other test's group is ever on screen beside this one's.
 */
function freePlace(): { latitude: number; longitude: number } {
  made += 1;
  const row = test.info().workerIndex * 8 + made;
  return { latitude: 52.25 + row * 0.012, longitude: 20.6 };
}

/** Active one-spot parkings at the given places (the owner's and the admin's API); their addresses. */
async function parkingsAt(request: APIRequestContext, places: { latitude: number; longitude: number }[]) {
  const stamp = Date.now() % 100_000;
  return Promise.all(
    places.map(async (place, i) => {
      const number = `${stamp + i}`;
      await createParking(request, {
        street: 'Kasprowicza',
        number,
        postcode: '01-949',
        ...place,
        spots: [{ template: 'K-X', from: 1, to: 1 }],
        parking: { name: 'Group yard', hasRestrictions: false },
      });
      return `Kasprowicza ${number}, Warszawa`;
    }),
  );
}

/**
 * The map opened by a driver standing at `place` (Locate me flies there, zoom 16), once the list under it shows
 * `ownAddress`: until the flight ends and the area's answer arrives, the map still shows Warsaw's centre, where
 * other journeys' groups may carry the very name this test looks for.
 */
async function mapAt(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  place: { latitude: number; longitude: number },
  { language = 'en', ownAddress }: { language?: 'en' | 'pl'; ownAddress?: string } = {},
) {
  const user = await createVerifiedUser(request, { language });
  if (language === 'pl') await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(place);
  await signInWithToken(page, user.token);
  await page.goto('/map');
  await page.getByRole('button', { name: language === 'en' ? 'Locate me' : 'Pokaż moją lokalizację' }).click();
  if (ownAddress) await expect(page.getByText(ownAddress, { exact: true }).first()).toBeVisible();
}

/** Zooms in as far as the map goes, waiting for each step's animation like a person would. */
async function zoomInFully(page: Page, name: string) {
  const zoomIn = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 4 && (await zoomIn.getAttribute('aria-disabled')) !== 'true'; i += 1) {
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
    await zoomIn.click();
    await page.waitForTimeout(400);
  }
  await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
}

test('parkings at one place are one group even fully zoomed in; it lists them and each opens its card', async ({
  page,
  context,
  request,
}) => {
  const place = freePlace();
  const addresses = await parkingsAt(request, [place, place, place]);
  await mapAt(page, context, request, place, { ownAddress: addresses[0] });
  const group = page.getByRole('button', { name: '3 parkings at this place, 3 with free spots. Show the list.' });
  await expect(group).toBeVisible();
  for (const address of addresses) {
    await expect(page.getByRole('button', { name: new RegExp(`^${address}: `) })).toHaveCount(0);
  }

  await zoomInFully(page, 'Zoom in');
  await expect(group).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${addresses[0]}: `) })).toHaveCount(0);

  await group.click();
  const list = page.getByRole('dialog', { name: '3 parkings at this place' });
  for (const address of addresses) {
    await expect(list.getByRole('button', { name: new RegExp(`^${address}`) })).toBeVisible();
  }
  await list.getByRole('button', { name: new RegExp(`^${addresses[1]}`) }).click();
  await expect(list).toBeHidden();
  await expect(page.getByRole('dialog', { name: addresses[1] })).toBeVisible();
});

test('parkings a few metres apart are one group that zooms in until each has its own pin', async ({
  page,
  context,
  request,
}) => {
  const place = freePlace();
  // About 25 m apart: one marker's width at zoom 16, well apart at the closest zoom.
  const addresses = await parkingsAt(request, [
    place,
    { latitude: place.latitude + 0.0002, longitude: place.longitude + 0.0002 },
  ]);
  await mapAt(page, context, request, place, { ownAddress: addresses[0] });
  const group = page.getByRole('button', { name: '2 parkings here, 2 with free spots. Zoom in.' });
  await expect(group).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${addresses[0]}: `) })).toHaveCount(0);
  await group.click();
  for (const address of addresses) {
    await expect(page.getByRole('button', { name: `${address}: Free, 1 free spot` })).toBeVisible();
  }
});

test.describe('po polsku', () => {
  test('przyciski powiększenia i grupa parkingów w jednym miejscu mówią po polsku', async ({
    page,
    context,
    request,
  }) => {
    const place = freePlace();
    const addresses = await parkingsAt(request, [place, place]);
    await mapAt(page, context, request, place, { language: 'pl', ownAddress: addresses[0] });
    await expect(page.getByRole('button', { name: 'Przybliż', exact: true })).toHaveAttribute('title', 'Przybliż');
    await expect(page.getByRole('button', { name: 'Oddal', exact: true })).toHaveAttribute('title', 'Oddal');
    await expect(page.getByRole('button', { name: /Zoom/ })).toHaveCount(0);

    const group = page.getByRole('button', {
      name: '2 parkingi w\u00a0jednym miejscu, z\u00a0wolnymi miejscami: 2. Pokaż listę.',
    });
    await group.click();
    const list = page.getByRole('dialog', { name: '2 parkingi w\u00a0jednym miejscu' });
    await expect(list.getByRole('button', { name: new RegExp(`^${addresses[0]}`) })).toContainText('1 wolne miejsce');
    await list.getByRole('button', { name: 'Zamknij' }).click();
    await expect(list).toBeHidden();
  });
});

test('the zoom buttons say Zoom in and Zoom out in English', async ({ page, context, request }) => {
  await mapAt(page, context, request, freePlace());
  await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toHaveAttribute('title', 'Zoom in');
  await expect(page.getByRole('button', { name: 'Zoom out', exact: true })).toHaveAttribute('title', 'Zoom out');
});
