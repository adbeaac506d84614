import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
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

test('an admin opens a user’s account: their reservations, payments and tickets (pl)', async ({ page, request }) => {
  const user = await createVerifiedUser(request, { name: 'Jan Sprawdzany', language: 'pl' });
  await gql(
    request,
    'mutation($input: TicketInput!) { createTicket(input: $input) { id } }',
    { input: { type: 'compensation', subject: 'Podwójne obciążenie', description: 'Zapłaciłem dwa razy.' } },
    user.token,
  );
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, await loginToken(request, demo.admin));
  await page.goto('/admin');
  await page.getByLabel('Szukaj użytkowników').fill(user.email);
  await expect(page.getByText('1 użytkownik', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Otwórz konto użytkownika Jan Sprawdzany' }).click();
  await expect(page.getByRole('heading', { name: 'Jan Sprawdzany', level: 1 })).toBeVisible();
  await expect(page.getByText('Brak rezerwacji')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Płatności' }).click();
  await expect(page.getByText('Brak płatności')).toBeVisible();
  await page.getByRole('tab', { name: 'Zgłoszenia' }).click();
  await page.getByRole('link', { name: /Podwójne obciążenie/ }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Podwójne obciążenie', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
