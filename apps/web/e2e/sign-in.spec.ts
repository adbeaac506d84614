import { createVerifiedUser, DEMO_PASSWORD, demo } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

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
  await page
    .getByRole('button', { name: 'Log out' })
    .or(page.getByRole('link', { name: 'Log out' }))
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Do you want to log out?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_default'))).toBeNull();
  // The map again without a reload: the protected page asks to sign in (it used to go home).
  await page.getByRole('main').getByRole('link', { name: 'Go to app' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
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

test('signing out in one tab signs out the others at once, to sign-in and without the expired warning', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { name: 'My vehicles', level: 1 })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/billings');
  await expect(other.getByRole('heading', { name: 'My billing accounts', level: 1 })).toBeVisible();

  const menuToggle = page.getByRole('button', { name: 'Toggle menu' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page
    .getByRole('button', { name: 'Log out' })
    .or(page.getByRole('link', { name: 'Log out' }))
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The other tab follows by itself, with no click: sign-in, and it comes back to where it was afterwards.
  await expect(other).toHaveURL(/\/sign-in/);
  await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(other.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
  await other.getByLabel('E-mail').fill(user.email);
  await other.getByLabel('Password', { exact: true }).fill(user.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/billings$/);
});

for (const [language, texts] of [
  ['en', { failed: 'Failed to fetch the user data.', offline: /You are offline/, retry: 'Try again' }],
  ['pl', { failed: 'Nie udało się pobrać danych użytkownika.', offline: /Jesteś offline/, retry: 'Spróbuj ponownie' }],
] as const) {
  test(`a failed user fetch says so and the app shows it is offline until a retry succeeds (${language})`, async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { language });
    if (language === 'pl') await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    await signInWithToken(page, user.token);
    let failing = true;
    await page.route('**/api/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (failing && /"operationName":"Me"/.test(body)) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.fallback();
    });
    await page.goto('/vehicles');
    await expect(page.getByText(texts.failed)).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: texts.offline });
    await expect(banner).toBeVisible();

    failing = false;
    await banner.getByRole('button', { name: texts.retry }).click();
    await expect(banner).toHaveCount(0);
  });
}
