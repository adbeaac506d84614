import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { sandboxFor } from '../payments/gateway';
import {
  activeParking,
  balanceOf,
  bookAndPay,
  bookingInput,
  CANCEL,
  closeParking,
  COMPLETE,
  createOk,
  driver,
  EXTEND,
  expectLedgerSound,
  HOUR,
  MINUTE,
  payWithWallet,
  refusal,
  row,
  shift,
  type Driver,
  type PayloadData,
  type ReservationData,
} from './reservations.test-helpers';

// Finishing early, cancelling before the start and extending: every transition, refusal and field error, the
// money each one moves (refunds, earnings and commission) and the ledger's invariants afterwards.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const cancel = (who: Driver, id: string) =>
  t.gql<{ cancelReservation: ReservationData }>(CANCEL, { id }, { token: who.token });
const complete = (who: Driver, id: string) =>
  t.gql<{ completeReservation: ReservationData }>(COMPLETE, { id }, { token: who.token });
const extend = (who: Driver, reservationId: string, endAt: Date) =>
  t.gql<{ extendReservation: PayloadData }>(
    EXTEND,
    { input: { reservationId, endAt: endAt.toISOString() } },
    { token: who.token },
  );
const EXTENSION_QUOTE =
  'query($input: ExtendReservationInput!) { extensionQuote(input: $input) { amount currency available } }';

/** Lines of the reservation's ledger entries of a kind, by account kind (wallet lines by user). */
async function entryLines(reservationId: string, kind: 'earning' | 'refund') {
  const rows = await t.app.deps.db
    .select({ amount: journalLines.amount, account: ledgerAccounts.kind, userId: ledgerAccounts.userId })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(journalEntries.reservationId, reservationId), eq(journalEntries.kind, kind)));
  return rows
    .map((line) => ({ account: line.account, userId: line.userId, amount: line.amount }))
    .sort((a, b) => a.amount - b.amount);
}

async function orderStatus(id: string) {
  const [found] = await t.app.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return found?.status;
}

/** An active reservation that started now and lasts an hour, paid from the wallet (5.00 PLN). */
async function parked(balance = 10_000) {
  const place = await activeParking(t);
  const who = await driver(t, balance);
  const payload = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 0, HOUR));
  expect((await row(t, payload.reservation.id)).status).toBe('active');
  return { place, who, ...payload };
}

describe('cancelReservation', () => {
  it('waiting for payment: cancelled, its order canceled, no money moved', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const { reservation, order } = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
    const result = await cancel(who, reservation.id);
    expect(result.data?.cancelReservation).toMatchObject({
      status: 'cancelled',
      paymentDueAt: null,
      canCancel: false,
      unpaidOrder: null,
    });
    expect(result.data?.cancelReservation.orders).toEqual([
      expect.objectContaining({ id: order.id, status: 'canceled' }),
    ]);
    expect((await row(t, reservation.id)).cancelledAt).toBeInstanceOf(Date);
    // The spot is free again at once.
    const other = await driver(t);
    await createOk(t, other, bookingInput(other, place.spotIds[0]!));
  });

  it('paid and not started: the money goes back to the balance (escrow → wallet, refund), the order canceled', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 2000);
    const { reservation, order } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    expect(await balanceOf(t, who.token)).toBe(2000 - 900);
    expect((await cancel(who, reservation.id)).data?.cancelReservation.status).toBe('cancelled');
    expect(await balanceOf(t, who.token)).toBe(2000);
    expect(await orderStatus(order.id)).toBe('canceled');
    expect(await entryLines(reservation.id, 'refund')).toEqual([
      { account: 'escrow', userId: null, amount: -900 },
      { account: 'wallet', userId: who.id, amount: 900 },
    ]);
    await expectLedgerSound(t);
  });

  it('after the start, finished or already cancelled: cancelOnlyBeforeStart; others’ ids: NOT_FOUND', async () => {
    const { who, reservation } = await parked();
    expect(fieldErrors(await cancel(who, reservation.id))).toEqual({
      id: ['A reservation can be cancelled only before it starts.'],
    });
    const place = await activeParking(t);
    const late = await driver(t, 2000);
    const confirmed = await bookAndPay(t, late, bookingInput(late, place.spotIds[0]!));
    // Paid, and its start has come although the clock has not marked it active yet.
    await shift(t, confirmed.reservation.id, { startAt: new Date(Date.now() - MINUTE) });
    expect(fieldErrors(await cancel(late, confirmed.reservation.id))).toEqual({
      id: ['A reservation can be cancelled only before it starts.'],
    });
    const stranger = await driver(t);
    for (const id of [reservation.id, 'bad', '00000000-0000-4000-8000-000000000000']) {
      expect(errorCode(await cancel(stranger, id))).toBe('NOT_FOUND');
    }
    expect((await row(t, reservation.id)).status).toBe('active');
    await expectLedgerSound(t);
  });

  it('while a gateway payment is under way: waiting_for_payment, nothing changes', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const { reservation, order } = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
    await t.gql(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
      { input: { orderId: order.id, method: 'BLIK', blikCode: '777123' } },
      { token: who.token },
    );
    expect(refusal(await cancel(who, reservation.id))).toBe('waiting_for_payment');
    expect((await row(t, reservation.id)).status).toBe('pending_payment');
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    expect((await row(t, reservation.id)).status).toBe('confirmed');
  });
});

describe('completeReservation', () => {
  it('finishes now; the owner earns the amount less 10 % commission; orders completed; the spot frees after 5 minutes', async () => {
    const { place, who, reservation, order } = await parked();
    const ownerBefore = await balanceOf(t, place.ownerToken);
    const before = Date.now();
    const result = await complete(who, reservation.id);
    expect(result.data?.completeReservation).toMatchObject({
      status: 'completed',
      canComplete: false,
      canExtend: false,
    });
    const stored = await row(t, reservation.id);
    expect(stored.endAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.endAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(stored.holdEndAt).toEqual(stored.endAt);
    expect(stored.blocksUntil.getTime()).toBe(stored.endAt.getTime() + 5 * MINUTE);
    expect(stored.completedAt).toBeInstanceOf(Date);
    expect(await balanceOf(t, place.ownerToken)).toBe(ownerBefore + 450);
    expect(await entryLines(reservation.id, 'earning')).toEqual([
      { account: 'escrow', userId: null, amount: -500 },
      { account: 'platform_revenue', userId: null, amount: 50 },
      { account: 'wallet', userId: place.ownerId, amount: 450 },
    ]);
    expect(await orderStatus(order.id)).toBe('completed');
    await expectLedgerSound(t);
  });

  it('not active: waiting_for_payment while unpaid, completeOnlyActive otherwise; others’ ids NOT_FOUND', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 5000);
    const { reservation, order } = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
    expect(refusal(await complete(who, reservation.id))).toBe('waiting_for_payment');
    await payWithWallet(t, who, order.id);
    expect(fieldErrors(await complete(who, reservation.id))).toEqual({
      id: ['Only an active reservation can be finished.'],
    });
    const stranger = await driver(t);
    expect(errorCode(await complete(stranger, reservation.id))).toBe('NOT_FOUND');
    expect(errorCode(await complete(stranger, 'x'.repeat(300)))).toBe('NOT_FOUND');
    expect((await row(t, reservation.id)).status).toBe('confirmed');
  });
});

describe('extendReservation', () => {
  it('holds the longer stay until the extension is paid, then moves the end and adds the price', async () => {
    const { who, reservation } = await parked();
    const newEnd = new Date(new Date(reservation.endAt).getTime() + HOUR);
    const quoted = await t.gql<{ extensionQuote: unknown }>(
      EXTENSION_QUOTE,
      { input: { reservationId: reservation.id, endAt: newEnd.toISOString() } },
      { token: who.token },
    );
    expect(quoted.data?.extensionQuote).toEqual({ amount: 400, currency: 'PLN', available: true });
    const result = await extend(who, reservation.id, newEnd);
    const payload = result.data?.extendReservation;
    expect(payload?.order).toMatchObject({
      product: 'reservation_extension',
      status: 'placed',
      grossAmount: 400,
      vatRate: 23,
    });
    expect(payload?.reservation).toMatchObject({
      endAt: reservation.endAt,
      pendingExtensionEndAt: newEnd.toISOString(),
      canExtend: false,
      unpaidOrder: { id: payload?.order.id, product: 'reservation_extension' },
      amount: 500,
    });
    const held = await row(t, reservation.id);
    expect(held.holdEndAt).toEqual(newEnd);
    expect(held.extensionDueAt).toBeInstanceOf(Date);
    // One extension at a time.
    expect(fieldErrors(await extend(who, reservation.id, new Date(newEnd.getTime() + HOUR)))).toEqual({
      reservationId: ['An extension of this reservation is waiting for payment.'],
    });
    await payWithWallet(t, who, payload!.order.id);
    const paid = await row(t, reservation.id);
    expect(paid).toMatchObject({
      endAt: newEnd,
      holdEndAt: newEnd,
      extensionDueAt: null,
      amount: 900,
      status: 'active',
    });
    expect(await balanceOf(t, who.token)).toBe(10_000 - 900);
    await expectLedgerSound(t);
  });

  it('an extension inside the last started period costs nothing: the end moves at once, order = the paid one', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 5000);
    const { reservation, order } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 0, 90 * MINUTE));
    const newEnd = new Date(new Date(reservation.startAt).getTime() + 2 * HOUR);
    const result = await extend(who, reservation.id, newEnd);
    expect(result.data?.extendReservation.order).toMatchObject({ id: order.id, status: 'paid' });
    expect(result.data?.extendReservation.reservation).toMatchObject({
      endAt: newEnd.toISOString(),
      pendingExtensionEndAt: null,
      unpaidOrder: null,
      canExtend: true,
    });
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.reservationId, reservation.id))).toHaveLength(1);
  });

  it('only active, only later, within the longest stay, while open, into free time; others’ ids NOT_FOUND', async () => {
    const { place, who, reservation } = await parked();
    const end = new Date(reservation.endAt);
    expect(fieldErrors(await extend(who, reservation.id, end))).toEqual({
      endAt: ['The new end must be later than the current end.'],
    });
    expect(
      fieldErrors(
        await extend(who, reservation.id, new Date(new Date(reservation.startAt).getTime() + 31 * 24 * HOUR + MINUTE)),
      ),
    ).toEqual({
      endAt: ['A reservation can last at most 31 days.'],
    });
    const next = await driver(t);
    await createOk(t, next, bookingInput(next, place.spotIds[0]!, 90 * MINUTE, HOUR));
    const quoted = await t.gql<{ extensionQuote: { available: boolean } }>(
      EXTENSION_QUOTE,
      { input: { reservationId: reservation.id, endAt: new Date(end.getTime() + 30 * MINUTE).toISOString() } },
      { token: who.token },
    );
    expect(quoted.data?.extensionQuote.available).toBe(false);
    expect(refusal(await extend(who, reservation.id, new Date(end.getTime() + 30 * MINUTE)))).toBe(
      'spot_already_taken',
    );
    expect((await row(t, reservation.id)).holdEndAt).toEqual(end);
    // Ten minutes more still leaves the next driver's start clear of the leave buffer.
    expect(
      (await extend(who, reservation.id, new Date(end.getTime() + 10 * MINUTE))).data?.extendReservation.order
        .grossAmount,
    ).toBe(400);

    const stranger = await driver(t);
    expect(errorCode(await extend(stranger, reservation.id, new Date(end.getTime() + HOUR)))).toBe('NOT_FOUND');
    expect(errorCode(await extend(stranger, 'nope', new Date(end.getTime() + HOUR)))).toBe('NOT_FOUND');
    expect(fieldErrors(await t.gql(EXTEND, { input: {} }, { token: who.token }))).toEqual({
      reservationId: ['This field is required.'],
      endAt: ['Enter a valid date.'],
    });

    const closed = await parked();
    await closeParking(t, closed.place.parkingId, {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      startTime: '00:00',
      endTime: '00:00',
    });
    expect(
      fieldErrors(
        await extend(closed.who, closed.reservation.id, new Date(new Date(closed.reservation.endAt).getTime() + HOUR)),
      ),
    ).toEqual({
      endAt: ['The parking is closed during part of the chosen time.'],
    });

    const upcoming = await activeParking(t);
    const early = await driver(t, 5000);
    const confirmed = await bookAndPay(t, early, bookingInput(early, upcoming.spotIds[0]!));
    expect(
      fieldErrors(
        await extend(early, confirmed.reservation.id, new Date(new Date(confirmed.reservation.endAt).getTime() + HOUR)),
      ),
    ).toEqual({
      reservationId: ['Only an active reservation can be extended.'],
    });
    await expectLedgerSound(t);
  });

  it('finishing with an extension still unpaid drops it: its order canceled, the owner earns only what was paid', async () => {
    const { place, who, reservation } = await parked();
    const ownerBefore = await balanceOf(t, place.ownerToken);
    const extension = (await extend(who, reservation.id, new Date(new Date(reservation.endAt).getTime() + HOUR))).data!
      .extendReservation;
    expect((await complete(who, reservation.id)).data?.completeReservation.status).toBe('completed');
    expect(await orderStatus(extension.order.id)).toBe('canceled');
    expect(await balanceOf(t, place.ownerToken)).toBe(ownerBefore + 450);
    // Paying the canceled extension now is refused.
    const late = await t.gql(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
      { input: { orderId: extension.order.id, method: 'WALLET' } },
      { token: who.token },
    );
    expect(fieldErrors(late)).toEqual({ orderId: ['This order can no longer be paid.'] });
    await expectLedgerSound(t);
  });
});
