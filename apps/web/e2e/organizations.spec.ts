import type { Browser } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { expect, signInWithToken, test } from './support/fixtures';
import { waitForMail } from './support/mail';

// A neighbour joins a housing community only through the invitation sent to their own address (issue 3).

async function openAs(browser: Browser, options: { token?: string; locale?: 'pl' } = {}) {
  const context = await browser.newContext();
  // The same guard as the `page` fixture: nothing may leave this machine.
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]).+/, (route) =>
    route.abort('blockedbyclient'),
  );
  if (options.locale) {
    await context.addInitScript((locale) => window.localStorage.setItem('locale', locale), options.locale);
  }
  const page = await context.newPage();
  if (options.token) await signInWithToken(page, options.token);
  return page;
}

test('an owner creates a housing community and invites a neighbour, who joins from the e-mail; others are refused', async ({
  page,
  request,
  browser,
}) => {
  const owner = await createVerifiedUser(request, { name: 'Alicja Nowak' });
  const neighbour = await createVerifiedUser(request, { name: 'Bartek Wiśniewski', language: 'pl' });
  const stranger = await createVerifiedUser(request, { name: 'Celina Obca' });
  const organizationName = `Wspólnota Słoneczna ${Date.now().toString(36)}`;

  // The owner starts from an empty list and creates the organization.
  await signInWithToken(page, owner.token);
  await page.goto('/organizations');
  await expect(page.getByRole('heading', { name: 'My organizations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are not in any organization yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the map' })).toBeVisible();
  await page.getByRole('link', { name: 'Add organization' }).first().click();
  await expect(page.getByRole('heading', { name: 'New organization' })).toBeVisible();
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel(/^Name/).fill(organizationName);
  await page.getByLabel('Type').selectOption({ label: 'Housing community' });
  await page.getByLabel('Description').fill('Garage under building 12');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}\/editor$/);
  const editorUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Edit organization' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' }).getByText(owner.email)).toBeVisible();

  // ... and invites the neighbour by e-mail.
  await page.getByLabel('E-mail address').fill(neighbour.email.toUpperCase());
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${neighbour.email}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(neighbour.email)).toBeVisible();
  const link = await waitForMail(neighbour.email, /(https?:\/\/\S+\/organization-invitation\?token=[^\s"<>]+)/);
  const invitationPath = new URL(link).pathname + new URL(link).search;

  // Someone else holding the link is told whose invitation it is and offered to switch accounts.
  const strangerPage = await openAs(browser, { token: stranger.token });
  await strangerPage.goto(invitationPath);
  await expect(strangerPage.getByRole('heading', { name: 'This invitation is for someone else' })).toBeVisible();
  await expect(strangerPage.getByText(`The invitation was sent to ${neighbour.email}`)).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);

  // The neighbour (in Polish) opens the link signed out, signs in and comes back to it with the token.
  const neighbourPage = await openAs(browser, { locale: 'pl' });
  await neighbourPage.goto(invitationPath);
  await expect(neighbourPage).toHaveURL(/\/sign-in/);
  await neighbourPage.getByLabel('Adres e-mail').fill(neighbour.email);
  await neighbourPage.getByLabel('Hasło', { exact: true }).fill(neighbour.password);
  await neighbourPage.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(neighbourPage).toHaveURL(new RegExp(`${invitationPath.replace(/[?]/g, '\\?')}$`));
  await expect(
    neighbourPage.getByRole('heading', { name: `Alicja Nowak zaprasza Cię do organizacji ${organizationName}.` }),
  ).toBeVisible();
  await neighbourPage.getByRole('button', { name: 'Przyjmij zaproszenie' }).click();
  await expect(neighbourPage.getByText(new RegExp(`Witamy w\\s+organizacji ${organizationName}!`))).toBeVisible();
  await expect(neighbourPage).toHaveURL(/\/organization\/[0-9a-f-]{36}\/editor$/);
  await expect(neighbourPage.getByText('Należysz do tej organizacji.', { exact: false })).toBeVisible();
  await neighbourPage.getByRole('link', { name: 'Wróć do moich organizacji' }).click();
  await expect(neighbourPage.getByRole('heading', { name: organizationName })).toBeVisible();
  await expect(neighbourPage.getByText('Wspólnota mieszkaniowa · 2 osoby')).toBeVisible();
  await expect(neighbourPage.getByText('Członek', { exact: true })).toBeVisible();

  // The link works once: the stranger now sees it as used.
  await strangerPage.reload();
  await expect(strangerPage.getByRole('heading', { name: 'This invitation has already been used' })).toBeVisible();

  // The owner sees the neighbour as a member and removes them after confirming.
  await page.goto(editorUrl);
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText(neighbour.email)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pending invitations' }).getByText('No pending invitations.'),
  ).toBeVisible();

  // The owner is the only administrator, so they cannot step down; they make the neighbour an administrator,
  // who then manages the organization (in Polish), and makes them a member again after confirming.
  await expect(members.getByRole('button', { name: 'Make Alicja Nowak a member' })).toBeDisabled();
  await members.getByRole('button', { name: 'Make Bartek Wiśniewski an administrator' }).click();
  await expect(page.getByText('Bartek Wiśniewski is now an administrator.')).toBeVisible();
  await expect(members.getByRole('button', { name: 'Make Alicja Nowak a member' })).toBeEnabled();
  await neighbourPage.goto(editorUrl);
  await expect(neighbourPage.getByRole('heading', { name: 'Edycja organizacji' })).toBeVisible();
  await expect(
    neighbourPage.getByRole('region', { name: 'Członkowie' }).getByText('Administrator', { exact: true }),
  ).toHaveCount(2);
  await members.getByRole('button', { name: 'Make Bartek Wiśniewski a member' }).click();
  const roleDialog = page.getByRole('dialog');
  await expect(roleDialog.getByText(`Make Bartek Wiśniewski (${neighbour.email}) a regular member`)).toBeVisible();
  await roleDialog.getByRole('button', { name: 'Make member' }).click();
  await expect(page.getByText('Bartek Wiśniewski is now a member.')).toBeVisible();
  await expect(members.getByRole('button', { name: 'Make Alicja Nowak a member' })).toBeDisabled();
  await neighbourPage.reload();
  await expect(neighbourPage.getByText('Należysz do tej organizacji.', { exact: false })).toBeVisible();

  await members.getByRole('button', { name: 'Remove Bartek Wiśniewski' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Remove Bartek Wiśniewski (${neighbour.email})`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Bartek Wiśniewski is no longer a member.')).toBeVisible();
  await expect(members.getByText(neighbour.email)).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to my organizations' }).click();
  await expect(page.getByRole('heading', { name: organizationName })).toBeVisible();
  await expect(page.getByText('Housing community · 1 member')).toBeVisible();
});

test('someone signed in with another account can log out and come back to sign in with the invited one', async ({
  page,
  request,
  browser,
}) => {
  const owner = await createVerifiedUser(request, { name: 'Alicja Nowak' });
  const other = await createVerifiedUser(request, { name: 'Celina Obca' });
  const invitee = `invitee-${Date.now().toString(36)}@example.com`;
  await signInWithToken(page, owner.token);
  await page.goto('/organization-creator');
  await page.getByLabel(/^Name/).fill('Parking Company');
  await page.getByLabel('Type').selectOption({ label: 'Company' });
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('heading', { name: 'Edit organization' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(invitee);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const link = await waitForMail(invitee, /(https?:\/\/\S+\/organization-invitation\?token=[^\s"<>]+)/);

  const otherPage = await openAs(browser, { token: other.token });
  await otherPage.goto(new URL(link).pathname + new URL(link).search);
  await otherPage.getByRole('button', { name: 'Log out and switch account' }).click();
  await expect(otherPage).toHaveURL(/\/sign-in\?returnTo=%2Forganization-invitation%3Ftoken%3D/);
  await expect(otherPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
