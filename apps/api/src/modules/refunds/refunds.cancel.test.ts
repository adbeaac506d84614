import { SANDBOX_BLIK_CODES } from '@parkshare/shared/payments/blik';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema/ledger';
import { createTestApp, type TestApp } from '../../test/app';
import { sandboxFor } from '../payments/gateway';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  CANCEL,
  createOk,
  driver,
  HOUR,
  shift,
} from '../reservations/reservations.test-helpers';
import { runReservationsClock } from '../reservations/reservations.jobs';
import {
  balanceAndHistory,
  blikStay,
  expectRefundsSound,
  platformBalance,
  REFUND_FIELDS,
  refundsOf,
  sandboxRefundsOf,
  tickGateway,
  type RefundView,
} from './refunds.test-helpers';

// Refunds of cancelled stays and late payments (decision 085): back the way the money came — a BLIK or online
// payment to the payer through the gateway (processing, then completed), a payment from the balance to the
// balance (completed at once) — and when the gateway refuses or fails a refund, to the balance instead. Each is
// one refund row; the ledger balances, refunds clearing holds exactly what is on its way, and every history sums
// to its balance throughout.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DETAILS = `query($id: ID!) { reservation(id: $id) { id status cancelRefund { toPayer toBalance }
  refunds { ${REFUND_FIELDS} } orders { id payments { id refunds { ${REFUND_FIELDS} } } } } }`;

interface Details {
  status: string;
  cancelRefund: { toPayer: number; toBalance: number } | null;
  refunds: RefundView[];
  orders: { id: string; payments: { id: string; refunds: RefundView[] }[] }[];
}

async function details(token: string, id: string): Promise<Details> {
  const result = await t.gql<{ reservation: Details }>(DETAILS, { id }, { token });
  if (!result.data?.reservation) throw new Error(JSON.stringify(result.errors));
  return result.data.reservation;
}

async function cancel(token: string, id: string) {
  const result = await t.gql(CANCEL, { id }, { token });
  expect(result.errors).toBeUndefined();
}

describe('cancelling a paid stay before its start', () => {
  it('paid by BLIK: goes back to the BLIK account through the gateway, never to the balance', async () => {
    const { who, booked, paymentId } = await blikStay(t);
    const id = booked.reservation.id;
    expect((await details(who.token, id)).cancelRefund).toEqual({ toPayer: 900, toBalance: 0 });
    const gatewayBefore = await platformBalance(t, 'gateway_clearing');
    await cancel(who.token, id);
    const asked = await details(who.token, id);
    expect(asked.status).toBe('cancelled');
    expect(asked.cancelRefund).toBeNull();
    expect(asked.refunds).toMatchObject([
      { amount: 900, destination: 'payer', status: 'processing', cause: 'cancellation', finishedAt: null },
    ]);
    expect(asked.orders[0]?.payments[0]).toMatchObject({ id: paymentId, refunds: asked.refunds });
    // Handed to the gateway after the commit: the sandbox has it in its books, on its way.
    const [refund] = await refundsOf(t, id);
    expect(refund?.providerRefundId).toMatch(/^sbx_ref_/);
    expect(await sandboxRefundsOf(t, refund!.id)).toMatchObject([{ amount: 900, status: 'processing' }]);
    expect(await balanceAndHistory(t, who.token)).toEqual({ balance: 0, history: [] });
    await expectRefundsSound(t);

    await tickGateway(t);
    const done = await details(who.token, id);
    expect(done.refunds).toMatchObject([{ status: 'completed', failureCode: null }]);
    expect(done.refunds[0]?.finishedAt).not.toBeNull();
    expect(await platformBalance(t, 'gateway_clearing')).toBe(gatewayBefore + 900);
    expect((await balanceAndHistory(t, who.token)).balance).toBe(0);
    const kinds = await t.app.deps.db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(eq(journalEntries.refundId, refund!.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['refund', 'refund_sent']);
    await expectRefundsSound(t);
  });

  it('paid from the balance: back on the balance at once, one completed refund', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 2000);
    const paid = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, 2 * HOUR));
    expect((await details(who.token, paid.reservation.id)).cancelRefund).toEqual({ toPayer: 0, toBalance: 900 });
    await cancel(who.token, paid.reservation.id);
    const { refunds } = await details(who.token, paid.reservation.id);
    expect(refunds).toMatchObject([
      { amount: 900, destination: 'balance', status: 'completed', cause: 'cancellation' },
    ]);
    expect(refunds[0]?.finishedAt).not.toBeNull();
    const { balance, history } = await balanceAndHistory(t, who.token);
    expect(balance).toBe(2000);
    expect(history.slice(0, 2)).toEqual([
      { kind: 'refund', amount: 900 },
      { kind: 'payment', amount: -900 },
    ]);
    await expectRefundsSound(t);
  });

  it('the bank fails the refund (test code 777900): the money goes to the balance and the refund says so', async () => {
    const { who, booked } = await blikStay(t, { blikCode: SANDBOX_BLIK_CODES.refundFails });
    await cancel(who.token, booked.reservation.id);
    expect((await balanceAndHistory(t, who.token)).balance).toBe(0);
    await tickGateway(t);
    const { refunds } = await details(who.token, booked.reservation.id);
    expect(refunds).toMatchObject([
      { amount: 900, destination: 'payer', status: 'failed', failureCode: 'refund_rejected' },
    ]);
    expect(await balanceAndHistory(t, who.token)).toEqual({
      balance: 900,
      history: [{ kind: 'refund_to_balance', amount: 900 }],
    });
    // A late or repeated report changes nothing: the sandbox's notification again, and the clock again.
    await tickGateway(t);
    expect((await balanceAndHistory(t, who.token)).balance).toBe(900);
    await expectRefundsSound(t);
  });

  it('the gateway refuses the request outright (test code 777901): on the balance at once', async () => {
    const { who, booked } = await blikStay(t, { blikCode: SANDBOX_BLIK_CODES.refundRefused });
    await cancel(who.token, booked.reservation.id);
    const [refund] = await refundsOf(t, booked.reservation.id);
    expect(refund).toMatchObject({ destination: 'payer', status: 'failed', failureCode: 'gateway_refused' });
    expect(refund?.providerRefundId).toBeNull();
    expect(await sandboxRefundsOf(t, refund!.id)).toEqual([]);
    expect((await balanceAndHistory(t, who.token)).balance).toBe(900);
    await expectRefundsSound(t);
  });

  it('paid by online transfer: back to the bank account through the gateway', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const booked = await createOk(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    const paid = await t.gql<{ payOrder: { id: string; redirectUrl: string } }>(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id redirectUrl } }',
      { input: { orderId: booked.order.id, method: 'ONLINE' } },
      { token: who.token },
    );
    const page = new URL(paid.data!.payOrder.redirectUrl);
    const form = await t.app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'bank=mbank&action=pay',
    });
    expect(form.statusCode).toBeLessThan(400);
    await tickGateway(t);
    await cancel(who.token, booked.reservation.id);
    await tickGateway(t);
    expect(await refundsOf(t, booked.reservation.id)).toMatchObject([
      { amount: 500, destination: 'payer', status: 'completed', cause: 'cancellation' },
    ]);
    expect((await balanceAndHistory(t, who.token)).balance).toBe(0);
    await expectRefundsSound(t);
  });
});

describe('a payment that arrives after its order was canceled', () => {
  it('goes back to the BLIK account that paid, once, however often the gateway reports it', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const booked = await createOk(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    const paid = await t.gql<{ payOrder: { id: string } }>(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
      { input: { orderId: booked.order.id, method: 'BLIK', blikCode: '777555' } },
      { token: who.token },
    );
    expect(paid.errors).toBeUndefined();
    // The hold runs out before the bank answers: the order is canceled; then the bank approves.
    await shift(t, booked.reservation.id, { paymentDueAt: new Date(Date.now() - 1000) });
    await runReservationsClock(t.app.deps, new Date());
    await tickGateway(t);
    const [refund] = await refundsOf(t, booked.reservation.id);
    expect(refund).toMatchObject({ cause: 'late_payment', destination: 'payer', amount: 500, status: 'processing' });
    // The same approval polled again settles nothing twice.
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    await tickGateway(t);
    expect(await refundsOf(t, booked.reservation.id)).toMatchObject([{ status: 'completed' }]);
    expect((await balanceAndHistory(t, who.token)).balance).toBe(0);
    await expectRefundsSound(t);
  });
});

describe('who sees refunds', () => {
  it("the driver alone: the parking's owner sees none, a stranger is told the payment and stay do not exist", async () => {
    const { who, booked, place, paymentId } = await blikStay(t);
    await cancel(who.token, booked.reservation.id);
    const stranger = await driver(t);
    const payment = `query($id: ID!) { payment(id: $id) { id refunds { ${REFUND_FIELDS} } } }`;
    expect((await t.gql(payment, { id: paymentId }, { token: stranger.token })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await t.gql(payment, { id: paymentId })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(
      (await t.gql(DETAILS, { id: booked.reservation.id }, { token: stranger.token })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const managers = await t.gql<{ parkingReservations: { items: { refunds: unknown[]; cancelRefund: unknown }[] } }>(
      'query($id: ID!) { parkingReservations(parkingId: $id) { items { refunds { id } cancelRefund { toPayer } } } }',
      { id: place.parkingId },
      { token: place.ownerToken },
    );
    expect(managers.data?.parkingReservations.items).toEqual([{ refunds: [], cancelRefund: null }]);
    const own = await t.gql<{ payment: { refunds: RefundView[] } }>(payment, { id: paymentId }, { token: who.token });
    expect(own.data?.payment.refunds).toMatchObject([{ amount: 900, destination: 'payer', cause: 'cancellation' }]);
  });
});
