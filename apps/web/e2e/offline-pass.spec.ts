import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { createDriver, createParking } from './support/marketplace';
import { paidStay } from './support/stays';
import { expect, signInWithToken, test } from './support/fixtures';

// Issue 17 §4, the pass with no signal (decision 091): a driver opens an upcoming reservation once online (its
// pass is saved and the service worker keeps the files of the screen), the phone loses the network and the pass
// URL is loaded cold: the saved pass shows — address, spot, time window, plate and the spot's QR code — under the
// "Offline" mark, in light and dark with axe. Back online the page asks again and the mark goes. Desktop only:
// the pass is the reservation page, which reservations.spec checks at 360 px.

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Every built file the page has loaded is in the worker's cache (it was asked to keep them). */
const uncachedAssets = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('parkshare-shell-v1');
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const missing: string[] = [];
    for (const asset of assets) if (!(await cache.match(asset))) missing.push(asset);
    return missing;
  });

test('the pass of an upcoming stay shows offline from a cold start, marked, and refreshes once back online', async ({
  page,
  context,
  request,
}) => {
  const parking = await createParking(request, {
    latitude: 52.28,
    longitude: 20.81,
    spots: [{ template: 'O-X', from: 1, to: 1 }],
  });
  const spot = parking.spots[0]!;
  const driver = await createDriver(request, 'en');
  const reservationId = await paidStay(request, driver, {
    spotId: spot.id,
    startAt: inMinutes(120),
    endAt: inMinutes(180),
    expected: 'confirmed',
    method: 'BLIK',
  });
  await signInWithToken(page, driver.token);

  // Online: the live reservation with the spot's QR code; the pass is saved and the screen's files are kept.
  await page.goto(`/reservation/${reservationId}`);
  await expect(page.getByTestId('reservation-status').first()).toHaveText('Upcoming');
  await expect(page.getByRole('img', { name: `QR code of spot ${spot.number}` })).toBeVisible();
  const range = await page.getByTestId('reservation-range').innerText();
  // Installable: the page links the manifest of its language, whose icons are there.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    short_name: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect([manifest.short_name, manifest.display]).toEqual(['Parkshare', 'standalone']);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('offline_passes') ?? '')).toContain(reservationId);
  await expect.poll(() => uncachedAssets(page), { timeout: 15_000 }).toEqual([]);

  // No signal, a cold load of the pass URL: the saved pass, marked.
  await context.setOffline(true);
  await page.reload();
  const mark = page.getByTestId('offline-pass-mark');
  await expect(mark).toContainText(/^Offline — showing the pass saved at \d{2}:\d{2}/);
  await expect(page.getByTestId('reservation-spot')).toHaveText(spot.number);
  await expect(page.getByTestId('reservation-range')).toHaveText(range);
  await expect(page.getByTestId('reservation-vehicle')).toHaveText('WA 12345');
  await expect(page.getByTestId('reservation-address')).not.toBeEmpty();
  const qr = page.getByRole('img', { name: `QR code of spot ${spot.number}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-text', new RegExp(`/${parking.identifier}/${spot.number}$`));
  await expectNoAxeViolations(page);

  // The text axe cannot judge on the gradient is worked out in the dark scheme (support/axe.ts).
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);

  // An offline start left the service worker in place: a second cold load offline shows the pass again.
  await page.reload();
  await expect(mark).toBeVisible();
  await expect(qr).toBeVisible();

  // Back online: the page asks again, the live reservation replaces the copy and the mark goes, and so does the
  // app's offline banner.
  await expect(page.getByRole('status', { name: 'Connection' })).toBeVisible();
  await context.setOffline(false);
  await expect(mark).toBeHidden();
  await expect(page.getByRole('status', { name: 'Connection' })).toBeHidden();
  await expect(page.getByTestId('reservation-amount')).toBeVisible();
  await expect(page.getByTestId('reservation-spot')).toHaveText(spot.number);
});
