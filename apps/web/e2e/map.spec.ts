import { createVerifiedUser } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

test.describe('locate me', () => {
  test('with location allowed, the map moves to where the driver is', async ({ page, context, request }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 50.0614, longitude: 19.9366 });
    await signInWithToken(page, (await createVerifiedUser(request)).token);
    await page.goto('/map');
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await page.getByRole('button', { name: 'Locate me' }).click();
    await expect(page.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeVisible();
  });

  test('with location denied, the driver is told how to allow it', async ({ page, context, request }) => {
    await context.clearPermissions();
    await signInWithToken(page, (await createVerifiedUser(request)).token);
    await page.goto('/map');
    await page.getByRole('button', { name: 'Locate me' }).click();
    await expect(page.getByText('Location access was denied.', { exact: false })).toBeVisible();
  });
});
