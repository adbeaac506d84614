import { createVerifiedUser, demo, loginToken } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

test('an admin impersonates a user, sees the banner everywhere, and stops back on /admin', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { name: 'Jan Impersonowany' });
  await signInWithToken(page, await loginToken(request, demo.admin));
  await page.goto('/admin');

  await page.getByLabel('Search users').fill(user.email);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Impersonate Jan Impersonowany' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('You will act as Jan Impersonowany until you stop impersonating. Continue?'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('You are acting as Jan Impersonowany')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_impersonate'))).toBeTruthy();
  await page.goto('/settings');
  await expect(page.getByLabel('Name')).toHaveValue('Jan Impersonowany');
  await expect(page.getByText('You are acting as Jan Impersonowany')).toBeVisible();

  await page.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('You are acting as Jan Impersonowany')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_impersonate'))).toBeNull();
});
