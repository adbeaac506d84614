import { createVerifiedUser, gql } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

test('a driver switches to Polish, sees the app in Polish with html lang="pl", and it stays after reload', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/languages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The whole screen re-renders in Polish at once, so a click (not check(), which re-reads the old node).
  await page.getByRole('radio', { name: 'Polski' }).click();

  await expect(page.getByRole('heading', { name: 'Język' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByText('Język został zapisany.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Język' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('pl');

  await page.goto('/map');
  await expect(page.getByRole('button', { name: 'Pokaż moją lokalizację' })).toBeVisible();

  // The profile keeps the choice too, so e-mails come in Polish.
  const { me } = await gql<{ me: { language: string } }>(request, '{ me { language } }', {}, user.token);
  expect(me.language).toBe('pl');
});

test('a guest sees the landing page and sign-in in Polish when the browser prefers Polish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Udostępniaj, korzystaj, zarabiaj')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('link', { name: 'Zaloguj się' }).first().click();
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('To pole jest wymagane.').first()).toBeVisible();
  await context.close();
});
