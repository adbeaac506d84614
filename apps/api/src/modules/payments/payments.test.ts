import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, transactions } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { sandboxPayments } from '../../db/schema/sandbox-gateway';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { fundWallet } from '../../test/money-factories';
import { moveOrder } from '../orders/orders.service';
import {
  balanceOf,
  buyer,
  expectLedgerSound,
  getPayment,
  makeDue,
  order,
  pay,
  payOk,
  PAYMENT_FIELDS,
} from './payments.test-helpers';

// payOrder, payment(id) and myPayments: the wallet, online payments, idempotency and every refusal.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const form = (url: string, payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(payload).toString(),
  });

describe('payOrder with the wallet', () => {
  it('pays a reservation at once: purchase entry (wallet → escrow), order paid, transaction completed', async () => {
    const who = await buyer(t);
    await fundWallet(t.app, who.id, 10_000);
    const reservation = await order(t.app, who, 'reservation', 2460);
    const payment = await payOk(t, who, { orderId: reservation.id, method: 'WALLET' });
    expect(payment).toMatchObject({ status: 'succeeded', method: 'WALLET', amount: 2460, redirectUrl: null });
    expect(await balanceOf(t, who)).toBe(10_000 - 2460);
    const [paid] = await t.app.deps.db.select().from(orders).where(eq(orders.id, reservation.id));
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    const [history] = await t.app.deps.db.select().from(transactions).where(eq(transactions.paymentId, payment.id));
    expect(history).toMatchObject({ type: 'payment', status: 'completed', amount: 2460 });
    const entries = await t.app.deps.db.select().from(journalEntries).where(eq(journalEntries.paymentId, payment.id));
    expect(entries.map((e) => e.kind)).toEqual(['purchase']);
    await expectLedgerSound(t.app);
  });

  it('with too low a balance: insufficientBalance on method, and nothing written', async () => {
    const who = await buyer(t);
    await fundWallet(t.app, who.id, 1000);
    const reservation = await order(t.app, who, 'reservation', 2460);
    const result = await pay(t, who, { orderId: reservation.id, method: 'WALLET', idempotencyKey: 'wallet-too-low-1' });
    expect(fieldErrors(result)).toEqual({ method: ['Your balance is too low for this payment.'] });
    expect(await balanceOf(t, who)).toBe(1000);
    expect(await t.app.deps.db.select().from(payments).where(eq(payments.orderId, reservation.id))).toEqual([]);
    expect(await t.app.deps.db.select().from(transactions).where(eq(transactions.orderId, reservation.id))).toEqual([]);
    // The key was not used up: topped up, the same request goes through.
    await fundWallet(t.app, who.id, 2000);
    expect(
      (await payOk(t, who, { orderId: reservation.id, method: 'WALLET', idempotencyKey: 'wallet-too-low-1' })).status,
    ).toBe('succeeded');
    await expectLedgerSound(t.app);
  });

  it('a top-up cannot be paid from the balance', async () => {
    const who = await buyer(t);
    await fundWallet(t.app, who.id, 10_000);
    const result = await pay(t, who, { orderId: (await order(t.app, who)).id, method: 'WALLET' });
    expect(fieldErrors(result)).toEqual({ method: ['A top-up cannot be paid from the balance.'] });
    expect(await balanceOf(t, who)).toBe(10_000);
  });
});

describe('payOrder online', () => {
  it('sends the person to the bank choice page; paying there returns them and the notification settles it', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who, 'top_up', 20_000);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'ONLINE' });
    expect(payment.status).toBe('created');
    expect(payment.redirectUrl).toMatch(new RegExp(`^${t.config.publicUrl}/api/payments/sandbox/pay/sbx_pay_`));
    const path = new URL(payment.redirectUrl!).pathname;
    const page = await t.app.inject(path);
    expect(page.statusCode).toBe(200);
    for (const bank of [
      'mBank',
      'PKO Bank Polski',
      'ING Bank Śląski',
      'Santander Bank Polska',
      'Bank Pekao',
      'Bank Millennium',
    ]) {
      expect(page.body).toContain(bank);
    }
    expect(page.body).toContain('test mode');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    // No bank chosen: asked again, nothing moves.
    expect((await form(path, { action: 'pay' })).statusCode).toBe(422);
    expect((await form(path, { action: 'pay', bank: 'nope' })).statusCode).toBe(422);
    const back = await form(path, { action: 'pay', bank: 'mbank' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${t.config.publicUrl}/payment-redirect?paymentId=${payment.id}`);
    const waiting = await getPayment(t, who, payment.id);
    expect(waiting).toMatchObject({ status: 'processing', redirectUrl: null });
    await makeDue(t.app, payment.id);
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'completed' } });
    expect(await balanceOf(t, who)).toBe(20_000);
    // The page now only says it is over.
    expect((await t.app.inject(path)).body).toContain('already finished');
    expect((await form(path, { action: 'reject' })).statusCode).toBe(409);
    await expectLedgerSound(t.app);
  });

  it('rejecting on the bank page fails the payment; the order can be paid again', async () => {
    const who = await buyer(t, 'pl');
    const topUp = await order(t.app, who);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'ONLINE' });
    const path = new URL(payment.redirectUrl!).pathname;
    const page = await t.app.inject(path);
    expect(page.body).toContain('Wybierz swój bank');
    expect(page.body).toContain('Odrzuć płatność');
    expect((await form(path, { action: 'reject' })).headers.location).toContain(
      `/payment-redirect?paymentId=${payment.id}`,
    );
    expect(await getPayment(t, who, payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'rejected',
      order: { status: 'placed' },
    });
    expect((await payOk(t, who, { orderId: topUp.id, method: 'ONLINE' })).status).toBe('created');
  });

  it('a bank choice page left open expires', async () => {
    const who = await buyer(t);
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'ONLINE' });
    await makeDue(t.app, payment.id);
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'failed', failureCode: 'expired' });
  });
});

describe('payOrder refusals', () => {
  it('another user’s order, an unknown id or junk: NOT_FOUND; missing or bad fields: validation', async () => {
    const who = await buyer(t);
    const other = await buyer(t);
    const theirs = await order(t.app, other);
    for (const orderId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(errorCode(await pay(t, who, { orderId, method: 'BLIK', blikCode: '777123' })), orderId).toBe('NOT_FOUND');
    }
    expect(fieldErrors(await pay(t, who, { method: 'ONLINE' }))?.orderId).toBeTruthy();
    expect(fieldErrors(await pay(t, who, { orderId: theirs.id }))?.method).toBeTruthy();
    expect(fieldErrors(await pay(t, who, { orderId: 'x'.repeat(10_000), method: 'ONLINE' }))?.orderId).toBeTruthy();
    expect(
      fieldErrors(await pay(t, who, { orderId: theirs.id, method: 'ONLINE', idempotencyKey: 'k'.repeat(101) }))
        ?.idempotencyKey,
    ).toBeTruthy();
    expect(
      (
        await t.gql(
          `mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }`,
          { input: { orderId: theirs.id, method: 'CASH' } },
          { token: who.token },
        )
      ).errors,
    ).toBeTruthy();
    expect(
      (
        await t.gql(`mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }`, {
          input: { orderId: theirs.id, method: 'ONLINE' },
        })
      ).errors?.[0]?.message,
    ).toBe('Unauthenticated.');
    expect(await t.app.deps.db.select().from(payments).where(eq(payments.orderId, theirs.id))).toEqual([]);
  });

  it('the sandbox asks for no gateway terms: BLIK pays without them', async () => {
    const config = (await t.app.inject('/api/config')).json<{ payments: { blikTerms: string | null } }>();
    expect(config.payments.blikTerms).toBeNull();
    const who = await buyer(t);
    const input = {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777123',
      acceptGatewayTerms: null,
    };
    expect(await payOk(t, who, input)).toMatchObject({ status: 'processing' });
  });

  it('paying twice: being paid while a payment waits, already paid after it succeeded, not payable once canceled', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who);
    const first = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777222' });
    expect(fieldErrors(await pay(t, who, { orderId: topUp.id, method: 'ONLINE' }))).toEqual({
      orderId: ['This order is already being paid. Wait for the result.'],
    });
    await makeDue(t.app, first.id);
    expect(fieldErrors(await pay(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777222' }))).toEqual({
      orderId: ['This order has already been paid.'],
    });
    const canceled = await order(t.app, who, 'reservation', 1000);
    await t.app.deps.db.transaction((tx) => moveOrder(tx, canceled.id, 'canceled'));
    expect(fieldErrors(await pay(t, who, { orderId: canceled.id, method: 'ONLINE' }))).toEqual({
      orderId: ['This order can no longer be paid.'],
    });
    expect(await balanceOf(t, who)).toBe(5000);
    await expectLedgerSound(t.app);
  });

  it('the same idempotency key and input answers the first payment; other input with it is refused', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who);
    const input = { orderId: topUp.id, method: 'BLIK', blikCode: '777444', idempotencyKey: 'pay-key-0001' };
    const first = await payOk(t, who, input);
    const again = await payOk(t, who, input);
    expect(again.id).toBe(first.id);
    const changed = await pay(t, who, { ...input, blikCode: '777445' });
    expect(fieldErrors(changed)).toEqual({
      idempotencyKey: ['This request was already sent with different details. Start again.'],
    });
    expect((await t.app.deps.db.select().from(payments).where(eq(payments.orderId, topUp.id))).length).toBe(1);
  });

  it('double click: two payOrder calls at once make one payment', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who);
    const results = await Promise.all([
      pay(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777333' }),
      pay(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777333' }),
    ]);
    const ok = results.filter((r) => r.data?.payOrder);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(fieldErrors(refused[0]!)).toEqual({ orderId: ['This order is already being paid. Wait for the result.'] });
    expect((await t.app.deps.db.select().from(payments).where(eq(payments.orderId, topUp.id))).length).toBe(1);
  });
});

describe('payment(id) and myPayments', () => {
  it('own payments only, newest first; another user’s payment is NOT_FOUND', async () => {
    const who = await buyer(t);
    const other = await buyer(t);
    const a = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'ONLINE' });
    const b = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '777111' });
    const mine = await t.gql<{ myPayments: { items: { id: string }[] } }>(
      `{ myPayments { items { ${PAYMENT_FIELDS} order { number } } } }`,
      {},
      { token: who.token },
    );
    expect(mine.data?.myPayments.items.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(
      (await t.gql<{ myPayments: { items: unknown[] } }>('{ myPayments { items { id } } }', {}, { token: other.token }))
        .data?.myPayments.items,
    ).toEqual([]);
    for (const id of [a.id, 'junk']) {
      expect(
        errorCode(await t.gql('query($id: ID!) { payment(id: $id) { id } }', { id }, { token: other.token })),
      ).toBe('NOT_FOUND');
    }
  });

  it('a payment waiting longer than 10 s is asked about at the gateway when read', async () => {
    const who = await buyer(t);
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '777666' });
    // Nobody delivers the answer (no job runs); the bank has answered and the payment is 11 s old.
    await t.app.deps.db
      .update(sandboxPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPayments.merchantReference, payment.id));
    await t.app.deps.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 11_000) })
      .where(eq(payments.id, payment.id));
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
    await expectLedgerSound(t.app);
  });
});

describe('GET /api/config', () => {
  it('tells the web the payment limits and BLIK times', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json<{ payments: unknown }>().payments).toEqual({
      maxTopUp: 100_000,
      minTopUp: 100,
      blikCodeValiditySeconds: 120,
      blikApprovalTimeoutSeconds: 45,
      sandboxBankAppUrl: '/api/payments/sandbox/bank-app/{paymentId}',
      blikTerms: null,
    });
    expect(response.json<{ reservations: unknown }>().reservations).toEqual({
      holdMinutes: 10,
      maxDays: 31,
      leaveBufferMinutes: 5,
    });
  });
});
