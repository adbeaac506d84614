import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../../db/schema/billing';
import { payments } from '../../../db/schema/payments';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, tokenFor } from '../../../test/factories';
import { startFakePrzelewy24, type FakePrzelewy24 } from '../../../test/fakes/przelewy24/fake-przelewy24';
import { fundWallet } from '../../../test/money-factories';
import { expectBooksTrue, P24_ACCOUNT, przelewy24Gateway } from '../gateways.test-helpers';
import { pollStuckPayments } from '../payment-poll';
import { buyer, getPayment, order } from '../payments.test-helpers';

// Running Parkshare on Przelewy24: owners are paid by bank transfer file (decision 084), and the Przelewy24
// secrets never reach a log line, an error or an answer, even when Przelewy24 refuses every call.

describe('payouts with Przelewy24', () => {
  it('wait for a transfer file, go out in it and complete when the admin confirms it', async () => {
    const { t, p24 } = await przelewy24Gateway();
    expect(t.config.payouts).toMatchObject({ via: 'bank_file' });
    const owner = await createUser(t.app);
    await fundWallet(t.app, owner.id, 10_000);
    const [bank] = await t.app.deps.db
      .insert(bankAccounts)
      .values({
        userId: owner.id,
        accountNumber: 'PL61109010140000071219812874',
        name: 'Main',
        isVerified: true,
        isDefault: true,
      })
      .returning();
    const who = { id: owner.id, token: await tokenFor(t.app, owner), billingAccountId: '' };
    const asked = await t.gql<{ requestPayout: { id: string; status: string } }>(
      'mutation($input: RequestPayoutInput!) { requestPayout(input: $input) { id status } }',
      { input: { amount: 4000, bankAccountId: bank?.id } },
      { token: who.token },
    );
    expect(asked.data?.requestPayout.status).toBe('pending');
    const admin = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
    const made = await t.gql<{ createPayoutBatch: { id: string; payouts: { id: string; status: string }[] } }>(
      'mutation { createPayoutBatch { id payouts { id status } } }',
      {},
      { token: admin },
    );
    expect(made.data?.createPayoutBatch.payouts).toEqual([{ id: asked.data?.requestPayout.id, status: 'processing' }]);
    const confirmed = await t.gql<{ confirmPayoutBatch: { payouts: { status: string }[] } }>(
      'mutation($id: ID!) { confirmPayoutBatch(id: $id) { payouts { status } } }',
      { id: made.data?.createPayoutBatch.id },
      { token: admin },
    );
    expect(confirmed.data?.confirmPayoutBatch.payouts).toEqual([{ status: 'completed' }]);
    // Przelewy24 was never asked to pay anybody out.
    expect(p24?.refusals.filter((r) => /payout/i.test(r.path))).toEqual([]);
    await expectBooksTrue(t, who);
  });
});

describe('the web app with Przelewy24', () => {
  it('is told of no sandbox bank app, and the sandbox’s pages are not served', async () => {
    const { t } = await przelewy24Gateway();
    const config = (await t.app.inject('/api/config')).json<{ payments: { sandboxBankAppUrl: string | null } }>();
    expect(config.payments.sandboxBankAppUrl).toBeNull();
    expect((await t.app.inject('/api/payments/sandbox/bank-app/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/notifications/sandbox', payload: '{}' })).statusCode,
    ).toBe(404);
  });
});

describe('Przelewy24 secrets', () => {
  let lines = '';
  let t: TestApp;
  let p24: FakePrzelewy24;
  const secrets = [
    P24_ACCOUNT.apiKey,
    P24_ACCOUNT.crc,
    Buffer.from(`${P24_ACCOUNT.posId}:${P24_ACCOUNT.apiKey}`).toString('base64'),
  ];
  beforeAll(async () => {
    // Przelewy24 knows another key than Parkshare was given: every call is refused.
    p24 = await startFakePrzelewy24({
      account: { ...P24_ACCOUNT, apiKey: 'b'.repeat(32) },
      transport: () => Promise.resolve(200),
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines += chunk.toString('utf8');
        done();
      },
    });
    t = await createTestApp(
      {
        PAYMENT_PROVIDER: 'przelewy24',
        P24_MERCHANT_ID: String(P24_ACCOUNT.merchantId),
        P24_API_KEY: P24_ACCOUNT.apiKey,
        P24_CRC: P24_ACCOUNT.crc,
        P24_URL: p24.url,
        PAYOUTS_ACCOUNT_IBAN: 'PL61109010140000071219812874',
      },
      { logger: { level: 'trace', stream } },
    );
  });
  afterAll(() => p24.close());

  it('never appear in logs, errors or answers when Przelewy24 refuses the calls', async () => {
    const who = await buyer(t);
    const answers: string[] = [];
    const ids: string[] = [];
    for (const input of [{ method: 'BLIK', blikCode: '777123', acceptGatewayTerms: true }, { method: 'ONLINE' }]) {
      const result = await t.gql<{ payOrder: { id: string; status: string; failureCode: string } }>(
        'mutation($input: PayOrderInput!) { payOrder(input: $input) { id status failureCode } }',
        { input: { orderId: (await order(t.app, who)).id, ...input } },
        { token: who.token },
      );
      answers.push(JSON.stringify(result));
      ids.push(result.data?.payOrder.id ?? '');
      expect(result.data?.payOrder).toMatchObject({ status: 'failed', failureCode: 'gateway_error' });
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications/przelewy24',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'x@example.com',
        value: `ps${'0'.repeat(32)}`,
        type: 'UID',
        status: 'REGISTERED',
      }),
    });
    answers.push(forged.body);
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    // A payment left waiting is asked about; Przelewy24 refuses that too, and the poll only logs it.
    const [waiting] = await t.app.deps.db
      .update(payments)
      .set({ status: 'created', updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(payments.id, ids[1] ?? ''))
      .returning({ id: payments.id });
    await pollStuckPayments(t.app.deps, new Date());
    expect((await getPayment(t, who, waiting!.id)).status).toBe('created');
    expect(lines).toContain('payment status poll failed');
    expect(lines).toContain('payment gateway refused a payment');
    expect(lines).toContain('Incorrect authentication');
    for (const secret of secrets) {
      expect(lines).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
  });
});
