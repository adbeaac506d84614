import { uniqueEmail } from './support/api';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail';

test('a new driver signs up, verifies the e-mail with the code from the outbox and lands on the map', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  await page.goto('/');
  await expect(page.getByText('Share, use, earn')).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).first().click();

  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('This field must be checked')).toBeVisible();

  await page.getByLabel('Name').fill('Ewa Kowalska');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Zaq1@wsx-Parking');
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email/);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Code invalid. Enter the code again.')).toBeVisible();

  const code = await waitForMail(email, /\b(\d{6})\b/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/map$/);
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
});

test('a taken e-mail is refused under the field and creates nothing', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Second Driver');
  await page.getByLabel('E-mail').fill('DRIVER@parkshare.test');
  await page.getByLabel('Password', { exact: true }).fill('Zaq1@wsx-Parking');
  await page.getByLabel('I accept the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});
