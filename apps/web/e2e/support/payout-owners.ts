import type { APIRequestContext, Browser } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './api';
import type { ColorScheme } from './axe';
import { e2eEnv } from './env';
import { expect, signInWithToken } from './fixtures';

// Owners whose payouts wait for a bank transfer file, on the server that pays by file (e2eEnv.bankFile, decision
// 084), for payout-files.spec.

export type Language = 'en' | 'pl';

/** A checksum-valid Polish IBAN, different for every owner, grouped as the screens show it. */
function ownerIban(): string {
  const bban = `10501445${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}${String(Date.now() % 1e8).padStart(8, '0')}`;
  let rest = 0;
  for (const digit of `${bban}252100`) rest = (rest * 10 + Number(digit)) % 97;
  return `PL${String(98 - rest).padStart(2, '0')}${bban}`.replace(/(.{4})/g, '$1 ').trim();
}

export interface Owner {
  name: string;
  token: string;
  account: string;
}

/**
 * An owner whose payout of `amount` grosze waits for a transfer file: signed up, a verified bank account, the
 * balance topped up by BLIK (777xxx) and withdrawn whole (the month's first payout is free).
 */
export async function ownerWaiting(request: APIRequestContext, language: Language, name: string, amount: number) {
  const user = await createVerifiedUser(request, { language, name, mailDir: e2eEnv.bankFile.mailDir });
  const account = ownerIban();
  const { createBankAccount } = await gql<{ createBankAccount: { id: string } }>(
    request,
    'mutation($input: BankAccountInput!) { createBankAccount(input: $input) { id } }',
    { input: { accountNumber: account, name: 'Konto' } },
    user.token,
  );
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: name,
        street: 'Złota',
        buildingNumber: '44',
        postcode: '00-120',
        city: 'Warszawa',
        invoiceEmail: user.email,
        bankAccountId: createBankAccount.id,
      },
    },
    user.token,
  );
  const admin = await loginToken(request, demo.admin);
  await gql(request, 'mutation($id: ID!) { verifyBankAccount(id: $id) { id } }', { id: createBankAccount.id }, admin);
  const { createTopUp } = await gql<{ createTopUp: { id: string } }>(
    request,
    'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
    { input: { billingAccountId: createBillingAccount.id, amount } },
    user.token,
  );
  await gql(
    request,
    'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
    { input: { orderId: createTopUp.id, method: 'BLIK', blikCode: `777${String(amount % 1000).padStart(3, '0')}` } },
    user.token,
  );
  const balance = async () =>
    (await gql<{ me: { balance: number } }>(request, '{ me { balance } }', {}, user.token)).me.balance;
  await expect.poll(balance, { timeout: 20_000 }).toBe(amount);
  await gql(
    request,
    'mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { id } }',
    { input: { amount, bankAccountId: createBankAccount.id } },
    user.token,
  );
  return { name, token: user.token, account } satisfies Owner;
}

/** The owner's own /balance in a browser of their own. */
export async function ownerBalance(browser: Browser, owner: Owner, language: Language, colorScheme: ColorScheme) {
  const context = await browser.newContext({ baseURL: e2eEnv.bankFile.baseUrl, colorScheme });
  const page = await context.newPage();
  await page.addInitScript((locale) => window.localStorage.setItem('locale', locale), language);
  await signInWithToken(page, owner.token);
  await page.goto('/balance');
  const amount = await page.getByTestId('balance-amount').textContent();
  await context.close();
  return amount;
}
