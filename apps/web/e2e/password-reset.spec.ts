import { createVerifiedUser } from './support/api';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';

test('a driver who forgot the password resets it from the e-mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();

  const link = await waitForMail(user.email, /(https?:\/\/\S+\/reset-password\?token=[^\s"<>]+)/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This field should be at least 8 characters long.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('N3w-Password!x');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('N3w-Password!x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/map$/);
});
