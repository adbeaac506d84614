import type { Page } from '@playwright/test';
import { demo, uniqueEmail } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { e2eEnv } from './support/env';
import { expectNothingSideways } from './support/layout';
import { expect, test } from './support/fixtures';

// Sign-in with Google (decision 095), on a server of its own with Google on, against the fake Google on loopback
// (apps/api/src/test/fakes/google): a person new to Parkshare accepts the terms and lands signed in (English, light
// scheme); the demo driver, whose e-mail Google verifies, is linked and lands signed in (Polish, dark scheme, on a
// phone's 360 px). Axe checks the sign-in and sign-up screens with the button, and the terms step.

test.use({ baseURL: e2eEnv.google.baseUrl });

/** The fake Google's account page: the person "signs in at Google" as this account. */
async function signInAtGoogle(page: Page, account: { email: string; name: string }) {
  await expect(page).toHaveURL(new RegExp(`^${e2eEnv.google.fakeUrl}/o/oauth2/v2/auth\\?`));
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a person new to Parkshare signs up with Google after accepting the terms (en, light)', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto('/sign-up');
  const signUp = page.getByRole('button', { name: 'Sign up with Google' });
  await expect(signUp).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/sign-in');
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(button).toBeVisible();
  await expect(page.getByText('or', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await button.click();

  const email = uniqueEmail('google');
  await signInAtGoogle(page, { email, name: 'Ada Lovelace' });
  await expect(page).toHaveURL(/\/auth\/google\/callback\?/);
  await expect(page.getByRole('heading', { name: 'Finish signing up', level: 1 })).toBeVisible();
  await expect(page.getByText(`You are signing up with Google as Ada Lovelace (${email}).`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field must be checked')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/map$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_default'))).toBeTruthy();
});

test('the demo driver signs in with Google on a phone, linked by the verified e-mail (pl, dark, 360 px)', async ({
  page,
}) => {
  // At 360 px (a phone's width; the 360 px project runs every-screen, whose server has no Google): the longer Polish
  // label fits on the button and nothing on the screen reaches past its edge.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await page.goto('/sign-in');
  const button = page.getByRole('button', { name: 'Zaloguj się przez Google' });
  await expect(button).toBeVisible();
  await expect(page.getByText('lub', { exact: true })).toBeVisible();
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNothingSideways(page);
  await expectNoAxeViolations(page);
  await button.click();

  await signInAtGoogle(page, { email: demo.driver, name: 'Demo Driver' });
  await expect(page).toHaveURL(/\/map$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token_default'))).toBeTruthy();
});

test('a callback whose code was already used says so, in Polish, with the way back', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await page.goto('/auth/google/callback?code=4%2F0used&state=not-ours');
  await expect(page.getByRole('heading', { name: 'Logowanie przez Google', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('alert').getByText('To logowanie przez Google wygasło albo zostało już użyte. Zacznij od nowa.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do logowania' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
