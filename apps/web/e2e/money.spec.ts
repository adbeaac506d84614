import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './support/api';
import { createDriver, createParking } from './support/marketplace';
import { pdfText } from './support/pdf';
import { downloaded } from './support/download';
import { expand } from './support/layout';
import { expect, signInWithToken, test } from './support/fixtures';

// Money journeys of issue 4, end to end through the sandbox gateway (docs/payments.md): BLIK test codes
// (777xxx approved, 500500 declined), the online bank choice page, the redirect countdown, the outcome pages,
// the lists and the receipt, and a withdrawal with its fee. Every journey runs on desktop and at 360 px.

// A real, checksum-valid IBAN whose sandbox payouts complete.
const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';

interface MoneyUser {
  token: string;
  billingId: string;
  bankAccountId: string;
}

/** A verified user with a bank account and a billing account, made through the public API. */
async function moneyUser(request: APIRequestContext, language: 'en' | 'pl' = 'en'): Promise<MoneyUser> {
  const user = await createVerifiedUser(request, { language });
  const { createBankAccount } = await gql<{ createBankAccount: { id: string } }>(
    request,
    'mutation CreateBankAccount($input: BankAccountInput!) { createBankAccount(input: $input) { id } }',
    { input: { accountNumber: IBAN, name: 'Personal account' } },
    user.token,
  );
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation CreateBillingAccount($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Ewa Kowalska',
        street: 'Marszałkowska',
        buildingNumber: '10',
        postcode: '00-950',
        city: 'Warszawa',
        invoiceEmail: user.email,
        bankAccountId: createBankAccount.id,
      },
    },
    user.token,
  );
  return { token: user.token, billingId: createBillingAccount.id, bankAccountId: createBankAccount.id };
}

/** Tops the balance up through the API (BLIK 777xxx) and waits until the ledger shows it. */
async function fund(request: APIRequestContext, user: MoneyUser, amount: number): Promise<void> {
  const { createTopUp } = await gql<{ createTopUp: { id: string } }>(
    request,
    'mutation CreateTopUp($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
    { input: { billingAccountId: user.billingId, amount } },
    user.token,
  );
  await gql(
    request,
    'mutation PayOrder($input: PayOrderInput!) { payOrder(input: $input) { id } }',
    { input: { orderId: createTopUp.id, method: 'BLIK', blikCode: '777001' } },
    user.token,
  );
  await expect
    .poll(
      async () => (await gql<{ me: { balance: number } }>(request, '{ me { balance } }', {}, user.token)).me.balance,
      { timeout: 20_000 },
    )
    .toBe(amount);
}

/**
 * An ordinary code (not one of the sandbox's test codes): it waits for the bank app. Like real BLIK a code works
 * once, so every run (and project) takes its own.
 */
function ordinaryBlikCode(): string {
  return String(100_000 + Math.floor(Math.random() * 400_000));
}

async function startTopUp(page: Page, amountLabel: RegExp | string) {
  await page.goto('/balance');
  await page.getByRole('main').getByRole('link', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/balance\/top-up-creator\//);
  await page.getByRole('button', { name: amountLabel }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/balance\/top-up-payments\?billingId=.+&orderId=.+/);
}

test('top up with BLIK: waiting screen, success, balance, transactions, orders, payments and the receipt', async ({
  page,
  request,
}) => {
  const user = await moneyUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/balance');
  await expect(page.getByRole('heading', { name: 'My balance', level: 1 })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText('PLN 0.00');
  await expect(page.getByText('No payouts yet.')).toBeVisible();
  await expect(page.getByText('None yet.', { exact: false })).toBeVisible();

  await startTopUp(page, 'PLN 50.00');
  await expect(page.getByTestId('checkout-amount')).toHaveText('PLN 50.00');
  // No wallet for a top-up; no BLIK without code before one was saved.
  await expect(page.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /BLIK/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Parkshare balance/ })).toHaveCount(0);
  const code = page.getByLabel('BLIK code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByLabel('Save Parkshare in my bank app for payments without a code')).toBeVisible();
  // A short code is refused under the field before anything is sent.
  await code.fill('77712');
  await page.getByRole('button', { name: 'Pay PLN 50.00' }).click();
  await expect(page.getByText('Enter the 6-digit BLIK code.')).toBeVisible();
  await code.fill('777123');
  await page.getByRole('button', { name: 'Pay PLN 50.00' }).click();

  await expect(page.getByText('Confirm the payment in your bank app')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^\d+s$/);
  await expect(page).toHaveURL(/\/payment\/success\?paymentId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('paid-amount')).toHaveText('PLN 50.00');
  await expect(page.getByText('Balance top-up')).toBeVisible();

  await page.getByRole('link', { name: 'Go to my balance' }).click();
  await expect(page.getByTestId('balance-amount')).toHaveText('PLN 50.00');

  await page.goto('/transactions');
  const transaction = page.getByTestId('transaction').first();
  await expect(transaction.getByText('Top-up', { exact: true })).toBeVisible();
  await expect(transaction.getByText('Completed')).toBeVisible();
  await expect(transaction.getByText('+PLN 50.00')).toBeVisible();

  await page.goto('/orders');
  const order = page.getByTestId(page.viewportSize()!.width < 992 ? 'order-card' : 'order-row').first();
  await expect(order.getByText(/^PS\/\d{4}\/\d{2}\/\d{6}$/)).toBeVisible();
  await expect(order.getByText('Balance top-up')).toBeVisible();
  await expect(order.getByText('not subject to VAT')).toBeVisible();
  // A top-up is delivered the moment it is paid: the order is completed at once.
  await expect(order.getByText('Completed')).toBeVisible();

  await page.goto('/payments');
  const payment = page.getByTestId('payment').first();
  await expect(payment.getByText('PLN 50.00')).toBeVisible();
  await expect(payment.getByText('Paid')).toBeVisible();
  await expand(payment.getByRole('button', { expanded: false }));
  await expect(page).toHaveURL(/\/payments\?paymentId=/);
  await expect(payment.getByText(/^PS\/\d{4}\/\d{2}\/\d{6}$/).first()).toBeVisible();
  const { name, bytes } = await downloaded(page, () =>
    payment.getByRole('button', { name: 'Download the receipt' }).click(),
  );
  expect(name).toMatch(/\.pdf$/);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Read as a PDF reader reads it: the document, the buyer and the amount, Polish characters included.
  const text = await pdfText(bytes);
  expect(text).toContain('Potwierdzenie zapłaty');
  expect(text).toContain('Ewa Kowalska');
  expect(text).toMatch(/50,00\s*zł/);
});

test('a monthly-billed purchase: its payment says which monthly invoice will include it (Polish)', async ({
  page,
  request,
}) => {
  const driver = await createDriver(request, 'pl', {
    companyName: 'Żółta Łódź sp. z o.o.',
    vatId: '1234563218',
    wantsVatInvoice: true,
    isMonthlyBilling: true,
  });
  // Away from the demo parkings in central Warsaw (the map journeys' pins).
  const parking = await createParking(request, {
    latitude: 52.31,
    longitude: 20.77,
    spots: [{ template: 'M-X', from: 1, to: 1 }],
  });
  const start = Date.now() + 2 * 60 * 60_000;
  const { createReservation } = await gql<{ createReservation: { order: { id: string } } }>(
    request,
    'mutation($input: CreateReservationInput!) { createReservation(input: $input) { order { id } } }',
    {
      input: {
        spotId: parking.spots[0]!.id,
        vehicleId: driver.vehicleId,
        billingAccountId: driver.billingId,
        startAt: new Date(start).toISOString(),
        endAt: new Date(start + 60 * 60_000).toISOString(),
        terms: true,
      },
    },
    driver.token,
  );
  await gql(
    request,
    'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
    { input: { orderId: createReservation.order.id, method: 'BLIK', blikCode: '777001' } },
    driver.token,
  );
  const status = async () =>
    (
      await gql<{ myPayments: { items: { status: string }[] } }>(
        request,
        '{ myPayments { items { status } } }',
        {},
        driver.token,
      )
    ).myPayments.items[0]?.status;
  await expect.poll(status, { timeout: 20_000 }).toBe('succeeded');
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, driver.token);
  await page.goto('/payments');
  const payment = page.getByTestId('payment').first();
  await expect(payment.getByText('Opłacona')).toBeVisible();
  await payment.getByRole('button', { expanded: false }).click();
  // The month and the 1st of the next, as the server's Warsaw calendar gives them for the payment.
  await expect(payment.getByTestId('monthly-invoice')).toHaveText(
    /^Ten zakup zostanie ujęty w zbiorczej fakturze VAT za \S+ \d{4}, wystawianej 1 \S+ \d{4}\.$/,
  );
  await expect(payment.getByRole('button', { name: 'Pobierz potwierdzenie' })).toBeVisible();
});

test('a declined BLIK payment ends on the failure page and can be tried again (Polish)', async ({ page, request }) => {
  const user = await moneyUser(request, 'pl');
  await page.addInitScript(() => window.localStorage.setItem('locale', 'pl'));
  await signInWithToken(page, user.token);
  await page.goto('/balance');
  await page.getByRole('main').getByRole('link', { name: 'Doładuj' }).click();
  await page.getByLabel('Kwota').fill('20');
  await page.getByRole('button', { name: 'Przejdź do płatności' }).click();
  await expect(page).toHaveURL(/\/balance\/top-up-payments\?/);
  const checkout = page.url();
  await page.getByLabel('Kod BLIK').fill('500500');
  await page.getByRole('button', { name: /Zapłać 20,00\s*zł/ }).click();

  await expect(page).toHaveURL(/\/payment\/failure\?paymentId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Nie udało się przetworzyć płatności' })).toBeVisible();
  await expect(page.getByTestId('failure-reason')).toHaveText('Bank odrzucił płatność.');

  // Try again: the same order, back at the method choice; an approved code pays it.
  await page.getByRole('link', { name: 'Spróbuj ponownie' }).click();
  await expect(page).toHaveURL(checkout);
  await page.getByLabel('Kod BLIK').fill('777777');
  await page.getByRole('button', { name: /Zapłać 20,00\s*zł/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\?paymentId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Płatność zakończona powodzeniem' })).toBeVisible();

  // The balance's history: the top-up once; the declined attempt never moved the balance, so it is not there.
  await page.goto('/transactions');
  await expect(page.getByTestId('transaction')).toHaveCount(1);
  await expect(page.getByTestId('transaction').getByText('Doładowanie')).toBeVisible();
  await expect(page.getByTestId('transaction').getByText('Zakończona')).toBeVisible();
});

test('first BLIK payment saves Parkshare in the bank app; the next one goes without a code; the entry is deleted', async ({
  page,
  request,
}) => {
  const user = await moneyUser(request);
  await signInWithToken(page, user.token);
  // An ordinary code waits for the person in the (sandbox) bank app, where saving the shop is offered.
  await startTopUp(page, 'PLN 20.00');
  await page.getByLabel('BLIK code').fill(ordinaryBlikCode());
  await page.getByLabel('Save Parkshare in my bank app for payments without a code').check();
  await page.getByRole('button', { name: 'Pay PLN 20.00' }).click();
  await expect(page).toHaveURL(/paymentId=/);
  await expect(page.getByText('Confirm the payment in your bank app')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(4[0-5]|3\d)s$/);
  // In test mode the page links to the sandbox's bank app, which opens beside it as a person's bank app would.
  const [bankApp] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the test bank app' }).click(),
  ]);
  await expect(bankApp.getByLabel(/Save this shop/)).toBeChecked();
  await bankApp.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?paymentId=/, { timeout: 20_000 });

  await page.goto('/balance');
  const saved = page.getByRole('region', { name: 'Saved BLIK payments' }).getByRole('article');
  await expect(saved).toHaveCount(1);
  const label = (await saved.getByText(/./).first().innerText()).trim();

  // The next top-up offers BLIK without a code, preselected on the saved entry; no save offer any more.
  await startTopUp(page, 'PLN 20.00');
  await page.getByRole('radio', { name: /BLIK without a code/ }).check();
  await expect(page.getByLabel('Saved BLIK payment')).toContainText(label);
  await page.getByRole('button', { name: 'Pay PLN 20.00' }).click();
  await expect(page.getByText('Confirm the payment in your bank app')).toBeVisible();
  const secondPayment = new URL(page.url()).searchParams.get('paymentId');
  await expect(page.getByRole('link', { name: 'Open the test bank app' })).toHaveAttribute(
    'href',
    `/api/payments/sandbox/bank-app/${secondPayment}`,
  );
  await bankApp.goto(`/api/payments/sandbox/bank-app/${secondPayment}`);
  await bankApp.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?paymentId=/, { timeout: 20_000 });
  await page.getByRole('link', { name: 'Go to my balance' }).click();
  await expect(page.getByTestId('balance-amount')).toHaveText('PLN 40.00');

  // Deleting asks first; cancelling keeps it.
  await saved.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`"${label}" deleted.`)).toBeVisible();
  await expect(saved).toHaveCount(0);
  await startTopUp(page, 'PLN 20.00');
  await expect(page.getByRole('radio', { name: /BLIK without a code/ })).toHaveCount(0);
});

test('online payment: bank choice page, pay, back through the redirect countdown to success', async ({
  page,
  request,
}) => {
  const user = await moneyUser(request);
  await signInWithToken(page, user.token);
  await startTopUp(page, 'PLN 100.00');
  await page.getByRole('radio', { name: /Online bank transfer/ }).check();
  await page.getByRole('button', { name: 'Pay PLN 100.00' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\//);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/payment-redirect\?paymentId=/);
  await expect(page.getByText('Checking your payment…')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(1m 0s|\d+s)$/);
  await expect(page).toHaveURL(/\/payment\/success\?paymentId=/, { timeout: 20_000 });
  await expect(page.getByTestId('paid-amount')).toHaveText('PLN 100.00');
  await page.getByRole('link', { name: 'See the payment' }).click();
  await expect(page).toHaveURL(/\/payments\?paymentId=/);
  await expect(page.getByTestId('payment').first().getByText('Online bank transfer').first()).toBeVisible();
});

test('online payment rejected at the bank ends on the failure page', async ({ page, request }) => {
  const user = await moneyUser(request);
  await signInWithToken(page, user.token);
  await startTopUp(page, 'PLN 20.00');
  await page.getByRole('radio', { name: /Online bank transfer/ }).check();
  await page.getByRole('button', { name: 'Pay PLN 20.00' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Reject payment' }).click();

  await expect(page).toHaveURL(/\/payment\/failure\?paymentId=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment could not be processed' })).toBeVisible();
  await expect(page.getByTestId('failure-reason')).toHaveText('You rejected the payment in your bank.');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /\/balance\/top-up-payments\?/);
  await page.goto('/balance');
  await expect(page.getByTestId('balance-amount')).toHaveText('PLN 0.00');
});

test('withdraw to a verified bank account: explained before verification, then free, then with the fee', async ({
  page,
  request,
}) => {
  const user = await moneyUser(request);
  await fund(request, user, 10_000);
  await signInWithToken(page, user.token);
  await page.goto('/balance');
  await expect(page.getByTestId('balance-amount')).toHaveText('PLN 100.00');

  // Not verified yet: the dialog says why nothing can be withdrawn.
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw to a bank account' });
  await expect(dialog.getByText('No verified bank account')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  const admin = await loginToken(request, demo.admin);
  await gql(
    request,
    'mutation Verify($id: ID!) { verifyBankAccount(id: $id) { id } }',
    { id: user.bankAccountId },
    admin,
  );

  // The first payout of the month is free; too much is refused under the field.
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('withdraw-fee')).toHaveText('This payout is free');
  await expect(dialog.getByText('You can withdraw up to PLN 100.00.')).toBeVisible();
  await expect(dialog.getByLabel('Bank account')).toContainText('Personal account');
  await dialog.getByLabel('Amount').fill('150');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('The amount can be at most 100.00 PLN.')).toBeVisible();
  await dialog.getByLabel('Amount').fill('30');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/You will receive PLN\s30\.00 on Personal account/)).toBeVisible();
  await expect(dialog.getByText('Your balance goes down by PLN 30.00.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdrawal of PLN 30.00 ordered.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText('PLN 70.00');
  await expect(page.getByTestId('payout').first()).toContainText('PLN 30.00');

  // The second one this month costs 1 PLN, shown before confirming.
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('withdraw-fee')).toHaveText('Fee PLN 1.00');
  await expect(dialog.getByText('You can withdraw up to PLN 69.00.')).toBeVisible();
  await dialog.getByRole('button', { name: /Withdraw everything/ }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('withdraw-fee')).toHaveText('Fee PLN 1.00');
  await expect(dialog.getByText('Your balance goes down by PLN 70.00.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('balance-amount')).toHaveText('PLN 0.00');

  await page.goto('/transactions');
  const payouts = page.getByTestId('transaction').filter({ hasText: 'Payout to your bank account' });
  await expect(payouts).toHaveCount(2);
  await expect(payouts.first()).toContainText('−PLN 69.00');
  await expect(page.getByTestId('transaction').filter({ hasText: 'Payout fee' })).toContainText('−PLN 1.00');
});

test('empty states: no billing account yet, no transactions, orders or payments', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInWithToken(page, user.token);
  await page.goto('/balance');
  await expect(page.getByText('To top up, first add a billing account', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a billing account' })).toHaveAttribute('href', '/billing-creator');
  await page.goto('/transactions');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.goto('/payments');
  await expect(page.getByText('No payments yet')).toBeVisible();
  // The menu lists the money screens after my parkings and my vehicles (issue 5), in the SPEC's order.
  if (page.viewportSize()!.width >= 768) {
    const nav = page.getByRole('navigation').first();
    const labels = await nav.getByRole('link').allInnerTexts();
    const at = (label: string) => labels.indexOf(label);
    expect(at('My parkings')).toBeGreaterThanOrEqual(0);
    expect(at('My vehicles')).toBe(at('My parkings') + 1);
    expect([at('My orders'), at('My payments'), at('My balance'), at('My transactions')]).toEqual(
      [2, 3, 4, 5].map((step) => at('My parkings') + step),
    );
  }
});
