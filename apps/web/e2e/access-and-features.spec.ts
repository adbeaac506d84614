import type { Page } from '@playwright/test';
import { demo, loginToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';
import { createDriver, createParking } from './support/marketplace';
import { paidStay, topUp } from './support/stays';

// Issue 17 §5: the owner writes the gate code and ticks what a spot offers; the public spot page shows the
// features, and a driver with a paid reservation sees the code from 30 minutes before the start.

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('owner sets access instructions and spot features; the driver of a paid reservation sees them', async ({
  page,
  request,
  browser,
}) => {
  const parking = await createParking(request, { spots: [{ template: 'G-X', from: 1, to: 2 }] });
  const [first, second] = parking.spots;
  await signInWithToken(page, await loginToken(request, demo.owner));

  await page.goto(`/parking/${parking.parkingId}/editor`);
  const instructions = page.getByLabel('Access instructions');
  await expect(instructions).toBeVisible();
  await instructions.fill('Gate code 4711#\nRing flat 2 if the gate is stuck.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  await page.goto(`/parking/${parking.parkingId}/spot/${first!.id}/editor`);
  await page.getByRole('checkbox', { name: 'EV charger' }).check();
  await page.getByRole('checkbox', { name: 'Covered' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/parking/${parking.parkingId}/spots`);
  // The owner's list says what each spot offers too.
  await expect(page.getByTestId('spot-features').getByRole('listitem')).toHaveText(['EV charger', 'Covered']);

  await page.goto(`/${parking.identifier}/${first!.number}`);
  await expect(page.getByRole('heading', { name: 'What this spot offers' })).toBeVisible();
  await expect(page.getByTestId('spot-features').getByRole('listitem')).toHaveText(['EV charger', 'Covered']);
  await expectAccessible(page);

  const driver = await createDriver(request, 'en');
  await topUp(request, driver, 5_000);
  const soon = await paidStay(request, driver, {
    spotId: first!.id,
    startAt: inMinutes(10),
    endAt: inMinutes(70),
    expected: 'confirmed',
  });
  const later = await paidStay(request, driver, {
    spotId: second!.id,
    startAt: inMinutes(180),
    endAt: inMinutes(240),
    expected: 'confirmed',
  });
  // The driver in a browser of their own, as the owner's session stays in this one.
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL: new URL(page.url()).origin });
  const driverPage = await context.newPage();
  await signInWithToken(driverPage, driver.token);

  await driverPage.goto(`/reservation/${later}`);
  const early = driverPage.getByTestId('pass-access-later');
  await expect(early).toContainText('30 minutes before your parking starts');
  await expect(driverPage.getByText('4711', { exact: false })).toHaveCount(0);

  await driverPage.goto(`/reservation/${soon}`);
  const card = driverPage.getByTestId('pass-access');
  await expect(driverPage.getByText('How to get in', { exact: true })).toBeVisible();
  await expect(card).toContainText('Gate code 4711#');
  await expect(card).toContainText('Ring flat 2 if the gate is stuck.');
  await expectAccessible(driverPage);
  await context.close();
});
