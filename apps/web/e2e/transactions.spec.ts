import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser } from './support/api';
import { createDriver, createParking } from './support/marketplace';
import { finishedStay } from './support/stays';
import { expect, signInWithToken, test } from './support/fixtures';

// Issue 13: an owner's earnings show in /transactions — the wallet history read from the ledger — with the
// commission taken from them, a link to the reservation, and the balance they add up to; in English and Polish,
// on desktop and at 360 px.

/** A new owner whose parking hosted one paid hour (5 PLN by BLIK) that the driver finished: 4.50 PLN earned. */
async function ownerWithEarning(request: APIRequestContext, language: 'en' | 'pl'): Promise<string> {
  const owner = await createVerifiedUser(request, { language });
  const parking = await createParking(request, {
    ownerToken: owner.token,
    spots: [{ template: 'E-X', from: 1, to: 1 }],
  });
  const driver = await createDriver(request, language);
  await finishedStay(request, driver, parking.spots[0]!.id);
  return owner.token;
}

const cases = [
  {
    language: 'en',
    title: 'My transactions',
    earning: 'Earning from a stay at your parking',
    commission: 'Parkshare commission',
    plus: '+PLN 5.00',
    minus: '−PLN 0.50',
    balance: 'PLN 4.50',
    reservation: 'Reservation',
    completed: 'Completed',
  },
  {
    language: 'pl',
    title: 'Moje transakcje',
    earning: 'Zarobek z postoju na Twoim parkingu',
    commission: 'Prowizja Parkshare',
    plus: /^\+5,00\s*zł$/,
    minus: /^−0,50\s*zł$/,
    balance: /^4,50\s*zł$/,
    reservation: 'Rezerwacja',
    completed: 'Zakończona',
  },
] as const;

for (const c of cases) {
  test(`an owner sees the earning of a driver's stay and the commission in /transactions (${c.language})`, async ({
    page,
    request,
  }) => {
    const token = await ownerWithEarning(request, c.language);
    await page.addInitScript((language) => window.localStorage.setItem('locale', language), c.language);
    await signInWithToken(page, token);
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: c.title, level: 1 })).toBeVisible();
    const rows = page.getByTestId('transaction');
    await expect(rows).toHaveCount(2);
    const earning = rows.filter({ hasText: c.earning });
    await expect(earning.getByText(c.plus)).toBeVisible();
    await expect(earning.getByText(c.completed)).toBeVisible();
    await expect(rows.filter({ hasText: c.commission }).getByText(c.minus)).toBeVisible();
    await expect(page.getByTestId('transactions-balance')).toHaveText(c.balance);
    // Nothing is cut or pushed sideways at 360 px.
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(width).toBe(0);
    await earning.getByRole('link', { name: c.reservation }).click();
    await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  });
}
