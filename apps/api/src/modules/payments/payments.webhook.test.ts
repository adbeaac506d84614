import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema/payments';
import { sandboxNotifications, sandboxPayments } from '../../db/schema/sandbox-gateway';
import { createTestApp, type TestApp } from '../../test/app';
import { sandboxFor, setGatewayTransport, useAppTransport } from './gateway';
import { balanceOf, buyer, expectLedgerSound, getPayment, order, payOk, sandboxRowOf } from './payments.test-helpers';
import { pollStuckPayments } from './payment-poll';
import { SIGNATURE_HEADER, signBody, TOLERANCE_SECONDS } from './sandbox/signature';

// The webhook: signature on the raw bytes, each event applied once, any order of arrival, and restart safety.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const WEBHOOK = '/api/payments/notifications/sandbox';
const post = (body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
const signed = (body: string, at = new Date()) =>
  post(body, { [SIGNATURE_HEADER]: signBody(t.config.paymentsWebhookSecret, body, at) });

/** Takes the webhook "down": the sandbox queues notifications that nobody receives. */
const webhookDown = () => setGatewayTransport(t.app.deps, () => Promise.resolve(503));
const webhookUp = () => useAppTransport(t.app, t.app.deps);

const notificationsOf = async (paymentIds: string[]) => {
  const rows = [];
  for (const id of paymentIds) {
    const sandboxRow = await sandboxRowOf(t.app, id);
    rows.push(
      ...(await t.app.deps.db
        .select()
        .from(sandboxNotifications)
        .where(eq(sandboxNotifications.sandboxPaymentId, sandboxRow.id))),
    );
  }
  return rows;
};

const eventCount = async () => (await t.app.deps.db.select().from(paymentEvents)).length;

describe('POST /api/payments/notifications/:provider', () => {
  it('refuses missing, wrong, tampered and stale signatures, junk, unknown providers and payments: 4xx, nothing changes', async () => {
    const who = await buyer(t);
    webhookDown();
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '777321' });
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    webhookUp();
    const [note] = await notificationsOf([payment.id]);
    const body = note!.body;
    const before = await eventCount();
    const secret = t.config.paymentsWebhookSecret;
    const tampered = body.replace('"succeeded"', '"failed"');
    const attempts = [
      await post(body),
      await post(body, { [SIGNATURE_HEADER]: 'garbage' }),
      await post(body, { [SIGNATURE_HEADER]: signBody('another-secret-that-is-long-enough-000', body, new Date()) }),
      await post(tampered, { [SIGNATURE_HEADER]: signBody(secret, body, new Date()) }),
      // Two seconds beyond the tolerance either way: a signature carries whole seconds (rounded down), so one second
      // ahead could come out a hair within it when the request is checked a few milliseconds later.
      await signed(body, new Date(Date.now() - (TOLERANCE_SECONDS + 2) * 1000)),
      await signed(body, new Date(Date.now() + (TOLERANCE_SECONDS + 2) * 1000)),
      await signed('{"not":"a notification"}'),
      await signed('not json at all'),
      await post(body, { [SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/notifications/przelewy24', payload: body })).statusCode,
    ).toBe(404);
    const foreign = JSON.stringify({ ...JSON.parse(body), merchantReference: '00000000-0000-4000-8000-000000000000' });
    expect((await signed(foreign)).statusCode).toBe(404);
    const otherGatewayId = JSON.stringify({ ...JSON.parse(body), sandboxId: 'sbx_pay_other' });
    expect((await signed(otherGatewayId)).statusCode).toBe(422);
    const huge = JSON.stringify({ ...JSON.parse(body), padding: 'x'.repeat(100_000) });
    expect((await signed(huge)).statusCode).toBe(413);
    expect(await eventCount()).toBe(before);
    expect((await getPayment(t, who, payment.id)).status).toBe('processing');
    // The real one, once.
    expect((await signed(body)).json()).toEqual({ status: 'ok', result: 'applied' });
    expect((await signed(body)).json()).toEqual({ status: 'ok', result: 'duplicate' });
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
    expect(await balanceOf(t, who)).toBe(5000);
    await expectLedgerSound(t.app);
  });

  it('every notification delivered three times in shuffled order: each event applied once, the ledger sound', async () => {
    const who = await buyer(t);
    const second = await buyer(t);
    webhookDown();
    const blik = await payOk(t, who, {
      orderId: (await order(t.app, who)).id,
      method: 'BLIK',
      blikCode: '777555',
      saveBlikAlias: true,
    });
    const declined = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '500500' });
    const reservation = await payOk(t, who, {
      orderId: (await order(t.app, who, 'reservation', 2460)).id,
      method: 'BLIK',
      blikCode: '777556',
    });
    const online = await payOk(t, second, {
      orderId: (await order(t.app, second, 'top_up', 12_345)).id,
      method: 'ONLINE',
    });
    const rejected = await payOk(t, second, { orderId: (await order(t.app, second)).id, method: 'ONLINE' });
    const bankApp = await payOk(t, second, {
      orderId: (await order(t.app, second, 'top_up', 700)).id,
      method: 'BLIK',
      blikCode: '606060',
    });
    const form = (url: string, payload: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(payload).toString(),
      });
    expect((await form(new URL(online.redirectUrl!).pathname, { action: 'pay', bank: 'pko' })).statusCode).toBe(303);
    expect((await form(new URL(rejected.redirectUrl!).pathname, { action: 'reject' })).statusCode).toBe(303);
    expect((await form(`/api/payments/sandbox/bank-app/${bankApp.id}`, { decision: 'accept' })).statusCode).toBe(200);
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    webhookUp();

    const all = [blik, declined, reservation, online, rejected, bankApp];
    const notes = await notificationsOf(all.map((p) => p.id));
    expect(notes.length).toBe(7); // the online payment says processing, then succeeded
    expect(notes.every((note) => note.deliveredAt === null)).toBe(true);
    const deliveries = [...notes, ...notes, ...notes].map((note) => note.body);
    for (let i = deliveries.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    const results: string[] = [];
    for (const body of deliveries) {
      const response = await signed(body);
      expect(response.statusCode).toBe(200);
      results.push(response.json<{ result: string }>().result);
    }
    expect(results.filter((r) => r === 'duplicate').length).toBe(14);

    const statuses = await t.app.deps.db
      .select({ id: payments.id, status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.id,
          all.map((p) => p.id),
        ),
      );
    const statusOf = (id: string) => statuses.find((row) => row.id === id)?.status;
    expect([blik, declined, reservation, online, rejected, bankApp].map((p) => statusOf(p.id))).toEqual([
      'succeeded',
      'failed',
      'succeeded',
      'succeeded',
      'failed',
      'succeeded',
    ]);
    expect(await balanceOf(t, who)).toBe(5000);
    expect(await balanceOf(t, second)).toBe(12_345 + 700);
    expect((await getPayment(t, who, reservation.id)).order?.status).toBe('paid');
    const me = await t.gql<{ me: { blik: unknown[] } }>('{ me { blik { id } } }', {}, { token: who.token });
    expect(me.data?.me.blik).toHaveLength(1);
    await expectLedgerSound(t.app);
  });
});

describe('restart safety', () => {
  it('a payment whose notification was lost is finished by the poll job of another instance on the same database', async () => {
    const who = await buyer(t);
    webhookDown();
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '777999' });
    // The first instance stops here. A second one starts on the same database and runs the poll job.
    const second = await createTestApp();
    await pollStuckPayments(second.app.deps, new Date(Date.now() + 2000));
    expect((await getPayment(t, who, payment.id)).status).toBe('processing'); // not stuck for a minute yet
    // A minute later, the sandbox's bank has long answered.
    await t.app.deps.db
      .update(sandboxPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxPayments.merchantReference, payment.id));
    await pollStuckPayments(second.app.deps, new Date(Date.now() + 61_000));
    expect(await getPayment(t, who, payment.id)).toMatchObject({ status: 'succeeded', order: { status: 'completed' } });
    // The sandbox's own notification reaches the second instance later and changes nothing.
    await second.app.scheduler.runNow('sandbox-gateway');
    expect(await balanceOf(t, who)).toBe(5000);
    webhookUp();
    await expectLedgerSound(t.app);
  });

  it('a notification that could not be delivered is retried with back-off until the webhook takes it', async () => {
    const who = await buyer(t);
    webhookDown();
    const payment = await payOk(t, who, { orderId: (await order(t.app, who)).id, method: 'BLIK', blikCode: '777888' });
    const soon = new Date(Date.now() + 2000);
    await sandboxFor(t.app.deps).tick(soon);
    const [note] = await notificationsOf([payment.id]);
    expect(note).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(note!.nextAttemptAt.getTime() - soon.getTime()).toBe(5000);
    webhookUp();
    await sandboxFor(t.app.deps).tick(new Date(soon.getTime() + 1000)); // not due yet
    expect((await getPayment(t, who, payment.id)).status).toBe('processing');
    await sandboxFor(t.app.deps).tick(new Date(soon.getTime() + 5000));
    const [delivered] = await notificationsOf([payment.id]);
    expect(delivered?.attempts).toBe(2);
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect((await getPayment(t, who, payment.id)).status).toBe('succeeded');
  });
});
