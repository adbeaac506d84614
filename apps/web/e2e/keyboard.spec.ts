import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createDriver, createParking } from './support/marketplace';

// Issue 17 §2: a driver who uses only the keyboard signs in, books a spot and pays. Every control is reached with
// Tab (and arrow keys inside a radio group, as in any radio group), and used with Enter, Space or typing; the mouse
// is never used. The address bar is the keyboard's too: the journey types the spot's page into it. axe checks each
// screen it passes in both colour schemes.

/** axe on the screen as it is, in the light and then the dark scheme (the app follows the system's). */
async function expectAccessible(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Presses Tab until `target` has the focus; fails if it is not reachable within `most` presses. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

test('keyboard only: sign in, reserve a spot for 1 hour and pay with BLIK', async ({ page, request }) => {
  // Four screens, each checked by axe twice, and every control reached by single Tab presses: on CI's loaded machine
  // the whole journey had reached the paid reservation when the default 60 s ran out (twice).
  test.setTimeout(180_000);
  const [parking, driver] = await Promise.all([createParking(request), createDriver(request, 'en')]);

  await page.goto('/sign-in');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(driver.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(driver.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/sign-in/);

  await page.goto(`/${parking.identifier}/B-2`);
  await expect(page.getByRole('button', { name: 'Reserve spot B-2' })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Reserve spot B-2' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reservations\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New reservation' })).toBeVisible();

  // The stay's length is a radio group: Tab reaches it, arrows choose.
  const oneHour = page.getByRole('radio', { name: '1 hour' });
  const length = page.getByRole('radiogroup', { name: 'How long' });
  for (let presses = 0; presses < 80; presses += 1) {
    if (await length.evaluate((group) => group.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 8 && !(await oneHour.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(oneHour).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Now' })).toBeChecked();
  await expect(page.getByTestId('estimated-amount')).toHaveText(/^PLN\s?5\.00$/);
  await expectAccessible(page);

  await tabTo(page, page.getByLabel('I accept the terms of service and the parking rules'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Reserve and pay' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/reservation\/payments\?orderId=.+/);
  await expect(page.getByLabel('BLIK code')).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByLabel('BLIK code'));
  await page.keyboard.type('777123');
  await tabTo(page, page.getByRole('button', { name: /^Pay PLN\s?5\.00$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Parking spot reserved')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  await expectAccessible(page);
});
