import { createVerifiedUser } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

test('the app follows a dark system theme with body.dark, and a light one without it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a driver without the admin role gets the no-permission page at /admin', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/admin');
  await expect(page.getByText('You do not have the required permissions to view this page')).toBeVisible();
});

test('a stored user entry holding the text "undefined" is removed at start', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('auth_user', 'undefined');
      window.sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByText('Share, use, earn')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_user'))).toBeNull();
});

for (const [language, skip, heading] of [
  ['en', 'Skip to content', 'My vehicles'],
  ['pl', 'Przejdź do treści', 'Moje pojazdy'],
] as const) {
  test(`the first Tab reaches 'skip to content', shown on focus, which leads past the menu to the page (${language})`, async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { language });
    if (language === 'pl') await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
    await signInWithToken(page, user.token);
    await page.goto('/vehicles');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const link = page.getByRole('link', { name: skip });
    await expect(link).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab is in the page, not in the header or the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // On the public screens too.
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: skip })).toBeFocused();
  });
}
