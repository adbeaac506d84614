import { createVerifiedUser, gql, loginToken } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';

test('a driver changes name, time zone and birthday, then the password, and other devices are signed out', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const otherDevice = await loginToken(request, user.email, user.password);
  await signInWithToken(page, user.token);
  await page.goto('/settings');

  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByLabel('Name').fill('Ewa Nowak');
  await page.getByRole('textbox', { name: 'Time zone' }).fill('Europe/Lon');
  await page.getByRole('option', { name: 'Europe/London' }).click();
  await page.getByLabel('Birthday').fill('1990-05-17');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  const { me } = await gql<{ me: { name: string; timezone: string; birthdayOn: string } }>(
    request,
    '{ me { name timezone birthdayOn } }',
    {},
    user.token,
  );
  expect(me).toEqual({ name: 'Ewa Nowak', timezone: 'Europe/London', birthdayOn: '1990-05-17' });

  await page.getByLabel('Current password').fill('Not-my-password1!');
  await page.getByLabel('New password', { exact: true }).fill('An0ther-Secret!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();

  // This browser stays signed in with its fresh token; the other device's token no longer works.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const response = await request.post('/api/graphql', {
    data: { query: '{ me { id } }' },
    headers: { authorization: `Bearer ${otherDevice}` },
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors?.[0]?.message).toBe('Unauthenticated.');
});
