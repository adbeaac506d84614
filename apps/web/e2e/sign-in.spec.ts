import { createVerifiedUser, DEMO_PASSWORD, demo } from './support/api';
import { expect, test } from './support/fixtures';

test('signing in brings the driver back to the page asked for before', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel('E-mail').fill(demo.driver);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email address or password.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_default'))).toBeTruthy();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'auth_token_default')).toBeTruthy();

  // Guest-only screens send a signed-in user to the map.
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/map$/);
});

test('signing out asks first, clears the session and goes home; protected pages then ask to sign in', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/map$/);

  const menuToggle = page.getByRole('button', { name: 'Toggle menu' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole('button', { name: 'Log out' }).or(page.getByRole('link', { name: 'Log out' })).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Do you want to log out?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_default'))).toBeNull();
  await page.goto('/map');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('an expired session is announced, cleared locally and sent to sign in', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('auth_token_default', 'not-a-real-token'));
  await page.goto('/map');
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_default'))).toBeNull();
});
