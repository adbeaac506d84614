import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInWithToken, test } from './support/fixtures';

// Issue 13: /orders fits its page — at 1280 px the status badges were cut ('OP…') and VAT and total hid behind a
// horizontal scroll that a keyboard could not reach; at 360 px Polish badges were cut. Every order's status
// reads whole, nothing scrolls sideways, and axe finds nothing; in English and Polish, desktop and 360 px.
// More than a page of orders: 'Load more' brings the rest (decision 064).

async function userWithOrders(request: APIRequestContext, language: 'en' | 'pl', count: number): Promise<string> {
  const user = await createVerifiedUser(request, { language });
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Ewa Kowalska',
        street: 'Marszałkowska',
        buildingNumber: '10',
        postcode: '00-950',
        city: 'Warszawa',
        invoiceEmail: user.email,
      },
    },
    user.token,
  );
  for (let i = 0; i < count; i += 1) {
    await gql(
      request,
      'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
      { input: { billingAccountId: createBillingAccount.id, amount: 100_000 - i } },
      user.token,
    );
  }
  return user.token;
}

for (const language of ['en', 'pl'] as const) {
  test(`/orders: whole statuses, no sideways scroll, no axe finding, and Load more (${language})`, async ({ page, request }) => {
    const token = await userWithOrders(request, language, 52);
    await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
    await signInWithToken(page, token);
    await page.goto('/orders');
    const wide = page.viewportSize()!.width >= 992;
    const rows = page.getByTestId(wide ? 'order-row' : 'order-card');
    await expect(rows).toHaveCount(50);
    // Every badge shows its whole label; the page and every part of it fit the width.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main .mantine-Badge-label, main .mantine-Badge-root')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    const sideways = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('main *')]
        .filter((element) => getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.tagName),
    );
    expect(sideways).toEqual([]);
    await expect(rows.first().getByText(language === 'en' ? 'Placed' : 'Złożone')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: language === 'en' ? 'Load more' : 'Pokaż więcej' }).click();
    await expect(rows).toHaveCount(52);
    await expect(page.getByRole('button', { name: language === 'en' ? 'Load more' : 'Pokaż więcej' })).toHaveCount(0);
  });
}
