import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { blikAliases } from '../../db/schema/payments';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { sandboxFor } from './gateway';
import {
  balanceOf,
  buyer,
  expectLedgerSound,
  getPayment,
  makeDue,
  order,
  pay,
  payOk,
  sandboxRowOf,
} from './payments.test-helpers';

// BLIK through the sandbox gateway: every test code, the bank app's accept / reject / timeout, saving the shop,
// and BLIK without code with a saved entry.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const BLIK_ME = '{ me { blik { id label createdAt expiresAt updatedAt } } }';

const bankApp = (id: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/bank-app/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('BLIK test codes', () => {
  it('777xxx: processing at once, approved by the bank a moment later; the top-up lands on the balance', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who, 'top_up', 5000);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777123' });
    expect(payment).toMatchObject({ status: 'processing', method: 'BLIK', amount: 5000, redirectUrl: null });
    // The bank has not answered yet (about 1.5 s): nothing changes.
    await sandboxFor(t.app.deps).tick(new Date());
    expect((await getPayment(t, who, payment.id)).status).toBe('processing');
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    const done = await getPayment(t, who, payment.id);
    expect(done).toMatchObject({ status: 'succeeded', failureCode: null, order: { status: 'completed' } });
    expect(await balanceOf(t, who)).toBe(5000);
    const [history] = await t.app.deps.db.select().from(transactions).where(eq(transactions.paymentId, payment.id));
    expect(history).toMatchObject({ type: 'deposit', status: 'completed', amount: 5000 });
    expect(history?.processedAt).toBeInstanceOf(Date);
    await expectLedgerSound(t.app);
  });

  it.each([
    ['500500', 'declined'],
    ['700701', 'expired'],
    ['700702', 'cancelled'],
    ['700703', 'already_used'],
  ])('%s fails as %s; the order stays placed and can be paid again', async (code, failureCode) => {
    const who = await buyer(t);
    const topUp = await order(t.app, who);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: code });
    expect(payment.status).toBe('processing');
    await makeDue(t.app, payment.id);
    expect(await getPayment(t, who, payment.id)).toMatchObject({
      status: 'failed',
      failureCode,
      order: { status: 'placed' },
    });
    const [history] = await t.app.deps.db.select().from(transactions).where(eq(transactions.paymentId, payment.id));
    expect(history?.status).toBe('failed');
    expect(await balanceOf(t, who)).toBe(0);
    // Try again with a good code.
    const retry = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '777000' });
    await makeDue(t.app, retry.id);
    expect((await getPayment(t, who, retry.id)).status).toBe('succeeded');
    expect(await balanceOf(t, who)).toBe(5000);
    await expectLedgerSound(t.app);
  });

  it('a code that is not 6 digits is refused before anything is written', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who);
    for (const blikCode of [null, '', '12345', '1234567', '12a456', ' 77712 ', '７７７１２３']) {
      const result = await pay(t, who, { orderId: topUp.id, method: 'BLIK', blikCode });
      expect(fieldErrors(result)?.blikCode, String(blikCode)).toEqual(['Enter the 6-digit BLIK code.']);
    }
    const [placed] = await t.app.deps.db.select().from(orders).where(eq(orders.id, topUp.id));
    expect(placed?.status).toBe('placed');
    expect(await t.gql('{ myPayments { items { id } } }', {}, { token: who.token })).toMatchObject({
      data: { myPayments: { items: [] } },
    });
  });
});

describe('the bank app', () => {
  it('another code waits for the person; accepting pays, and the shop is saved when asked (checkbox)', async () => {
    const who = await buyer(t, 'pl');
    const topUp = await order(t.app, who);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '123456', saveBlikAlias: true });
    expect(payment.status).toBe('processing');
    const page = await t.app.inject(`/api/payments/sandbox/bank-app/${payment.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="pl"');
    expect(page.body).toContain('Potwierdź płatność BLIK');
    expect(page.body).toContain('tryb testowy');
    expect(page.body).toMatch(/name="saveAlias" value="on" checked/);
    const row = await sandboxRowOf(t.app, payment.id);
    const accepted = await bankApp(row.id, { decision: 'accept', saveAlias: 'on' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain('Płatność zatwierdzona');
    // The notification was delivered to the webhook right after the decision.
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'completed' } });
    const me = await t.gql<{ me: { blik: { id: string; label: string; expiresAt: string }[] } }>(
      BLIK_ME,
      {},
      { token: who.token },
    );
    expect(me.data?.me.blik).toHaveLength(1);
    expect(me.data?.me.blik[0]?.label).toBe('Parkshare');
    expect(new Date(me.data?.me.blik[0]?.expiresAt ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 300 * 24 * 3600 * 1000,
    );
    // Deciding again changes nothing.
    expect((await bankApp(row.id, { decision: 'reject' })).statusCode).toBe(409);
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
    await expectLedgerSound(t.app);
  });

  it('accepting with the checkbox cleared pays without saving the shop', async () => {
    const who = await buyer(t);
    const topUp = await order(t.app, who);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'BLIK', blikCode: '234567', saveBlikAlias: true });
    await bankApp(payment.id, { decision: 'accept' });
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
    expect((await t.app.deps.db.select().from(blikAliases).where(eq(blikAliases.userId, who.id))).length).toBe(0);
  });

  it('rejecting fails the payment (rejected); no decision within 45 s fails it (timeout)', async () => {
    const who = await buyer(t);
    const first = await order(t.app, who);
    const rejected = await payOk(t, who, { orderId: first.id, method: 'BLIK', blikCode: '345678' });
    const page = await bankApp(rejected.id, { decision: 'reject' });
    expect(page.body).toContain('Payment rejected');
    expect(await getPayment(t, who, rejected.id)).toMatchObject({ status: 'failed', failureCode: 'rejected' });

    const second = await order(t.app, who);
    const waiting = await payOk(t, who, { orderId: second.id, method: 'BLIK', blikCode: '456789' });
    const row = await sandboxRowOf(t.app, waiting.id);
    expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBe(45_000);
    await makeDue(t.app, waiting.id);
    expect(await getPayment(t, who, waiting.id)).toMatchObject({
      status: 'failed',
      failureCode: 'timeout',
      order: { status: 'placed' },
    });
    const late = await bankApp(row.id, { decision: 'accept' });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('Time to decide has run out');
    expect(await balanceOf(t, who)).toBe(0);
    await expectLedgerSound(t.app);
  });

  it('the same ordinary code used again within 120 s fails as already used', async () => {
    const who = await buyer(t);
    const first = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '918273' });
    const second = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '918273' });
    await makeDue(t.app, second.id);
    expect(await getPayment(t, who, second.id)).toMatchObject({ status: 'failed', failureCode: 'already_used' });
    expect((await getPayment(t, who, first.id)).status).toBe('processing');
  });

  it('answers 404 for unknown requests and 422 for a missing decision', async () => {
    expect((await t.app.inject('/api/payments/sandbox/bank-app/sbx_pay_nope')).statusCode).toBe(404);
    expect((await t.app.inject('/api/payments/sandbox/bank-app/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const who = await buyer(t);
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '564738' });
    expect((await bankApp(payment.id, { decision: 'maybe' })).statusCode).toBe(422);
    expect((await getPayment(t, who, payment.id)).status).toBe('processing');
  });
});

describe('BLIK without code', () => {
  it('pays with a saved entry after confirmation in the bank app; refuses foreign, unknown and expired entries', async () => {
    const who = await buyer(t);
    const first = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777777',
      saveBlikAlias: true,
    });
    await makeDue(t.app, first.id);
    const me = await t.gql<{ me: { blik: { id: string }[] } }>(BLIK_ME, {}, { token: who.token });
    const aliasId = me.data?.me.blik[0]?.id as string;
    expect(aliasId).toBeTruthy();

    const topUp = await order(t.app, who);
    const payment = await payOk(t, who, { orderId: topUp.id, method: 'BLIK_ALIAS', blikAliasId: aliasId });
    expect(payment.status).toBe('processing');
    const page = await t.app.inject(`/api/payments/sandbox/bank-app/${payment.id}`);
    expect(page.body).toContain('Confirm the payment without a code');
    expect(page.body).not.toContain('saveAlias');
    await bankApp(payment.id, { decision: 'accept' });
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
    expect(await balanceOf(t, who)).toBe(10_000);

    const other = await buyer(t);
    const foreign = await pay(t, other, {
      orderId: (await order(t.app, other)).id,
      method: 'BLIK_ALIAS',
      blikAliasId: aliasId,
    });
    expect(fieldErrors(foreign)?.blikAliasId).toEqual(['Choose a saved BLIK payment.']);
    const missing = await pay(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK_ALIAS' });
    expect(fieldErrors(missing)?.blikAliasId).toEqual(['Choose a saved BLIK payment.']);
    await t.app.deps.db
      .update(blikAliases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(blikAliases.id, aliasId));
    const expired = await pay(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK_ALIAS',
      blikAliasId: aliasId,
    });
    expect(fieldErrors(expired)?.blikAliasId).toEqual(['This saved BLIK payment has expired. Pay with a BLIK code.']);
    expect((await t.gql<{ me: { blik: unknown[] } }>(BLIK_ME, {}, { token: who.token })).data?.me.blik).toEqual([]);
    await expectLedgerSound(t.app);
  });

  it('deleteBlikAlias forgets an own entry; another user’s or an unknown id is NOT_FOUND', async () => {
    const who = await buyer(t);
    const first = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777001',
      saveBlikAlias: true,
    });
    await makeDue(t.app, first.id);
    const aliasId = (await t.gql<{ me: { blik: { id: string }[] } }>(BLIK_ME, {}, { token: who.token })).data?.me
      .blik[0]?.id as string;
    const other = await buyer(t);
    const DELETE = 'mutation($id: ID!) { deleteBlikAlias(id: $id) }';
    for (const id of [aliasId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const result = await t.gql(DELETE, { id }, { token: other.token });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(await t.gql(DELETE, { id: aliasId }, { token: who.token })).toMatchObject({
      data: { deleteBlikAlias: aliasId },
    });
    expect((await t.gql<{ me: { blik: unknown[] } }>(BLIK_ME, {}, { token: who.token })).data?.me.blik).toEqual([]);
    expect((await t.gql(DELETE, { id: aliasId })).errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
