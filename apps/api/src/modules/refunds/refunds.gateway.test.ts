import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/ledger';
import { refunds } from '../../db/schema/refunds';
import { sandboxNotifications, sandboxPayments } from '../../db/schema/sandbox-gateway';
import { createTestApp, type TestApp } from '../../test/app';
import { getPaymentProvider, notifyUrl, setGatewayTransport, useAppTransport } from '../payments/gateway';
import { REFUND_POLL_AFTER_MS, recoverRefunds } from '../payments/recover-refunds';
import { REFUND_SEND_RETRY_MS, sendRefunds } from '../payments/send-refund';
import { CANCEL } from '../reservations/reservations.test-helpers';
import { useRefundSender } from './refund-dispatch';
import { balanceAndHistory, blikStay, expectRefundsSound, refundsOf, tickGateway } from './refunds.test-helpers';

// The hand-off of refunds to the gateway (decision 085) when things go wrong: a crash between the commit and the
// call (or between the call and storing the gateway's id), a notification that never comes, two instances running
// the recovery job at once. Each refund reaches the gateway once and ends once; nobody loses or gains money.

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp();
});

/** The process "dies" after the commit: nothing hands the refunds of this app to the gateway. */
const crashAfterCommit = () => useRefundSender(t.app.deps, () => Promise.resolve());
afterEach(() => {
  useRefundSender(t.app.deps, (ids) => sendRefunds(t.app.deps, ids));
  useAppTransport(t.app, t.app.deps);
});

const later = (ms: number) => new Date(Date.now() + ms + 1000);

/** A stay paid by BLIK and cancelled (`before` runs just before the cancellation): its one refund to the payer. */
async function cancelledStay(app = t, before = () => {}) {
  const stay = await blikStay(app);
  before();
  expect((await app.gql(CANCEL, { id: stay.booked.reservation.id }, { token: stay.who.token })).errors).toBeUndefined();
  const [refund] = await refundsOf(app, stay.booked.reservation.id);
  return { ...stay, refund: refund! };
}

const rowOf = async (id: string) => (await t.app.deps.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const sandboxRowsOf = (ids: string[]) =>
  t.app.deps.db.select().from(sandboxPayments).where(inArray(sandboxPayments.merchantReference, ids));

describe('a crash between recording a refund and handing it to the gateway', () => {
  it('leaves it waiting; the recovery job sends it after a minute, and it completes', async () => {
    crashAfterCommit();
    const { refund, who } = await cancelledStay();
    expect(refund).toMatchObject({ status: 'processing', providerRefundId: null });
    // Too fresh: the request that recorded it may still be sending it.
    await recoverRefunds(t.app.deps, new Date());
    expect((await rowOf(refund.id)).providerRefundId).toBeNull();
    await recoverRefunds(t.app.deps, later(REFUND_SEND_RETRY_MS));
    expect((await rowOf(refund.id)).providerRefundId).toMatch(/^sbx_ref_/);
    await tickGateway(t);
    expect(await rowOf(refund.id)).toMatchObject({ status: 'completed' });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(0);
    await expectRefundsSound(t);
  });

  it('a crash after the gateway took it: asked again with the same refund id, the gateway answers the first', async () => {
    crashAfterCommit();
    const { refund, paymentId } = await cancelledStay();
    const provider = getPaymentProvider(t.app.deps);
    const [payment] = await t.app.deps.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.merchantReference, paymentId));
    const request = {
      refundId: refund.id,
      paymentId,
      providerPaymentId: payment!.id,
      amount: refund.amount,
      currency: 'PLN',
      description: 'Parkshare refund',
      notifyUrl: notifyUrl(t.app.deps, provider.name),
    };
    const first = await provider.refund(request);
    // The gateway's notification arrives before Parkshare stored the gateway's id: it is adopted.
    await tickGateway(t);
    expect(await rowOf(refund.id)).toMatchObject({ status: 'completed', providerRefundId: first.providerRefundId });
    // The job finds nothing to send any more; asking again answers the same refund, never a second one.
    await recoverRefunds(t.app.deps, later(REFUND_SEND_RETRY_MS));
    expect(await provider.refund(request)).toEqual({ providerRefundId: first.providerRefundId, status: 'completed' });
    expect(await sandboxRowsOf([refund.id])).toHaveLength(1);
    // The same refund id for another amount is refused.
    await expect(provider.refund({ ...request, amount: 1 })).rejects.toThrow(/another refund/);
    await expectRefundsSound(t);
  });

  it('the sandbox never refunds more than a payment took, whatever it is asked', async () => {
    crashAfterCommit();
    const { refund, paymentId } = await cancelledStay();
    const provider = getPaymentProvider(t.app.deps);
    const [payment] = await t.app.deps.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.merchantReference, paymentId));
    const base = {
      paymentId,
      providerPaymentId: payment!.id,
      currency: 'PLN',
      description: 'x',
      notifyUrl: 'http://127.0.0.1/x',
    };
    await expect(provider.refund({ ...base, refundId: crypto.randomUUID(), amount: 901 })).rejects.toThrow(
      /out of range/,
    );
    await expect(provider.refund({ ...base, refundId: crypto.randomUUID(), amount: 0 })).rejects.toThrow(
      /out of range/,
    );
    await expect(
      provider.refund({ ...base, refundId: refund.id, amount: 900, paymentId: crypto.randomUUID() }),
    ).rejects.toThrow(/unknown payment/);
    await expect(provider.refund({ ...base, refundId: refund.id, amount: 900, currency: 'EUR' })).rejects.toThrow(
      /currency/,
    );
    await provider.refund({ ...base, refundId: crypto.randomUUID(), amount: 600 });
    await expect(provider.refund({ ...base, refundId: crypto.randomUUID(), amount: 301 })).rejects.toThrow(
      /at most 300/,
    );
  });
});

describe('a refund whose notification never comes', () => {
  it('is asked about at the gateway (getRefundStatus) and ends; the late notification then changes nothing', async () => {
    const { refund, who } = await cancelledStay(t, () => setGatewayTransport(t.app.deps, () => Promise.resolve(503)));
    await tickGateway(t);
    expect(await rowOf(refund.id)).toMatchObject({ status: 'processing' });
    await recoverRefunds(t.app.deps, new Date());
    expect(await rowOf(refund.id)).toMatchObject({ status: 'processing' });
    await recoverRefunds(t.app.deps, later(REFUND_POLL_AFTER_MS));
    expect(await rowOf(refund.id)).toMatchObject({ status: 'completed' });
    // The webhook is back and the sandbox retries its notification: already completed, nothing moves.
    useAppTransport(t.app, t.app.deps);
    const [sandboxRefund] = await sandboxRowsOf([refund.id]);
    await t.app.deps.db
      .update(sandboxNotifications)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(sandboxNotifications.sandboxPaymentId, sandboxRefund!.id));
    await tickGateway(t);
    const [note] = await t.app.deps.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.sandboxPaymentId, sandboxRefund!.id));
    expect(note?.deliveredAt).not.toBeNull();
    expect(await rowOf(refund.id)).toMatchObject({ status: 'completed' });
    expect((await balanceAndHistory(t, who.token)).balance).toBe(0);
    await expectRefundsSound(t);
  });
});

describe('two instances running the recovery job at once', () => {
  it('hand each refund to the gateway once and end each once', async () => {
    crashAfterCommit();
    const stays = [await cancelledStay(), await cancelledStay(), await cancelledStay()];
    const ids = stays.map((stay) => stay.refund.id);
    const at = later(REFUND_SEND_RETRY_MS);
    await Promise.all([
      recoverRefunds(t.app.deps, at),
      recoverRefunds(second.app.deps, at),
      recoverRefunds(second.app.deps, at),
    ]);
    expect(await sandboxRowsOf(ids)).toHaveLength(3);
    setGatewayTransport(t.app.deps, () => Promise.resolve(503));
    setGatewayTransport(second.app.deps, () => Promise.resolve(503));
    await tickGateway(t);
    // The claim moved each refund's updated_at to the job's time: the poll comes two minutes after that.
    const poll = later(REFUND_SEND_RETRY_MS + REFUND_POLL_AFTER_MS);
    await Promise.all([recoverRefunds(t.app.deps, poll), recoverRefunds(second.app.deps, poll)]);
    useAppTransport(second.app, second.app.deps);
    const rows = await t.app.deps.db.select().from(refunds).where(inArray(refunds.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['completed', 'completed', 'completed']);
    const sent = await t.app.deps.db.select().from(journalEntries).where(inArray(journalEntries.refundId, ids));
    expect(sent.filter((entry) => entry.kind === 'refund_sent')).toHaveLength(3);
    for (const stay of stays) expect((await balanceAndHistory(t, stay.who.token)).balance).toBe(0);
    await expectRefundsSound(t);
  });
});
