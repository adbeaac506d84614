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
  // The birthday through the calendar, as a person picks it: month view, up to the year, the decade, back to 1990.
  const birthday = page.getByRole('textbox', { name: 'Birthday' });
  await birthday.click();
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar.locator('thead th').first()).toHaveText('Su');
  await calendar.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ }).click();
  await calendar.getByRole('button', { name: /^\d{4}$/ }).click();
  for (let i = 0; i < 10 && !(await calendar.getByRole('button', { name: '1990', exact: true }).isVisible()); i += 1) {
    await calendar.getByRole('button', { name: 'Previous decade' }).click();
  }
  await calendar.getByRole('button', { name: '1990', exact: true }).click();
  await calendar.getByRole('button', { name: 'May', exact: true }).click();
  await calendar.getByRole('button', { name: '17 May 1990' }).click();
  await expect(calendar).toBeHidden();
  // SPEC §9: English dates are mm/dd/yy.
  await expect(birthday).toHaveValue('05/17/90');
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

test('a Polish driver types the birthday as dd.mm.yy and the calendar starts on Monday', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { language: 'pl' });
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, user.token);
  await page.goto('/settings');

  const birthday = page.getByRole('textbox', { name: 'Data urodzenia' });
  await expect(birthday).toHaveAttribute('placeholder', 'DD.MM.RR');
  await birthday.pressSequentially('17.05.90');
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar.locator('thead th').first()).toHaveText('Pn');
  await expect(calendar.getByRole('button', { name: '17 maja 1990' })).toHaveAttribute('data-selected', 'true');
  await page.getByRole('button', { name: 'Zapisz profil' }).click();
  await expect(page.getByText('Profil został zapisany.')).toBeVisible();
  await expect(birthday).toHaveValue('17.05.90');

  const { me } = await gql<{ me: { birthdayOn: string } }>(request, '{ me { birthdayOn } }', {}, user.token);
  expect(me.birthdayOn).toBe('1990-05-17');

  // The clear button has a name, and clearing saves no birthday at all.
  await page.getByRole('button', { name: 'Wyczyść datę urodzenia' }).click();
  await expect(birthday).toHaveValue('');
  await page.getByRole('button', { name: 'Zapisz profil' }).click();
  await expect(page.getByText('Profil został zapisany.').first()).toBeVisible();
  const birthdayOn = async () =>
    (await gql<{ me: { birthdayOn: string | null } }>(request, '{ me { birthdayOn } }', {}, user.token)).me.birthdayOn;
  await expect.poll(birthdayOn).toBeNull();
});
