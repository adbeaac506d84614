import { monthOf, monthStart, nextMonth } from '@parkshare/shared/payments/calendar';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bankAccounts } from '../../db/schema/billing';
import { journalEntries } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { payouts } from '../../db/schema/payouts';
import { refunds } from '../../db/schema/refunds';
import { createTestApp, type TestApp } from '../../test/app';
import { sandboxFor } from '../payments/gateway';
import { runMonthlyPayouts } from '../payouts/monthly-payouts';
import { runReservationsClock } from './reservations.jobs';
import {
  activeParking,
  balanceOf,
  bookAndPay,
  bookingInput,
  createOk,
  driver,
  EXTEND,
  expectLedgerSound,
  HOUR,
  MINUTE,
  row,
  shift,
  type PayloadData,
} from './reservations.test-helpers';

// The reservations-clock job: unpaid holds expire, unpaid extension holds are dropped, paid reservations start,
// ended ones complete and credit the owner — once, even with two instances running the job at the same moment.

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second app instance on the same database, as a second server would be.
  second = await createTestApp();
});

const tick = () => t.app.scheduler.runNow('reservations-clock');
const past = (ms: number) => new Date(Date.now() - ms);

async function orderStatus(id: string) {
  const [found] = await t.app.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return found?.status;
}

describe('reservations-clock', () => {
  it('expires an unpaid hold: the order canceled, the spot free; a payment arriving later is refunded', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const { reservation, order } = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
    await tick();
    expect((await row(t, reservation.id)).status).toBe('pending_payment');
    // The driver starts a BLIK payment, then the hold runs out before the bank answers.
    await t.gql(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id } }',
      { input: { orderId: order.id, method: 'BLIK', blikCode: '777123' } },
      { token: who.token },
    );
    await shift(t, reservation.id, { paymentDueAt: past(1000) });
    await tick();
    expect((await row(t, reservation.id)).status).toBe('expired');
    expect(await orderStatus(order.id)).toBe('canceled');
    const other = await driver(t);
    await createOk(t, other, bookingInput(other, place.spotIds[0]!));
    // The bank accepts now: the money goes back the way it came, to the BLIK account that paid (decision 085);
    // the balance does not move and the reservation stays expired.
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    expect(await balanceOf(t, who.token)).toBe(0);
    expect((await row(t, reservation.id)).status).toBe('expired');
    const [refund] = await t.app.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ cause: 'late_payment', destination: 'payer', status: 'processing', amount: 900 });
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 4000));
    const [done] = await t.app.deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(done).toMatchObject({ status: 'completed', failureCode: null });
    expect(await balanceOf(t, who.token)).toBe(0);
    await expectLedgerSound(t);
  });

  it('drops an unpaid extension hold; starts paid reservations; keeps running while an extension may still be paid', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 10_000);
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 0, HOUR));
    const newEnd = new Date(new Date(reservation.endAt).getTime() + HOUR);
    const extension = await t.gql<{ extendReservation: PayloadData }>(
      EXTEND,
      { input: { reservationId: reservation.id, endAt: newEnd.toISOString() } },
      { token: who.token },
    );
    const extensionOrder = extension.data!.extendReservation.order.id;
    // The stay has ended but the extension is not due yet: still active.
    await shift(t, reservation.id, { startAt: past(2 * HOUR), endAt: past(HOUR), holdEndAt: newEnd });
    await tick();
    expect((await row(t, reservation.id)).status).toBe('active');
    // Its hold runs out: dropped, and then the reservation completes in the same run.
    await shift(t, reservation.id, { extensionDueAt: past(1000) });
    await tick();
    const done = await row(t, reservation.id);
    expect(done).toMatchObject({ status: 'completed', extensionDueAt: null });
    expect(done.holdEndAt).toEqual(done.endAt);
    expect(await orderStatus(extensionOrder)).toBe('canceled');

    const later = await driver(t, 10_000);
    const upcoming = await bookAndPay(t, later, bookingInput(later, place.spotIds[1]!, HOUR, HOUR));
    await tick();
    expect((await row(t, upcoming.reservation.id)).status).toBe('confirmed');
    await shift(t, upcoming.reservation.id, { startAt: past(1000) });
    await tick();
    expect((await row(t, upcoming.reservation.id)).status).toBe('active');
    await expectLedgerSound(t);
  });

  it('completes at the end and credits the owner (earning less commission), which the monthly payout then pays', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 10_000);
    const { reservation, order } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, 0, 2 * HOUR));
    const end = past(1000);
    await shift(t, reservation.id, { startAt: past(2 * HOUR), endAt: end, holdEndAt: end });
    await tick();
    const done = await row(t, reservation.id);
    expect(done.status).toBe('completed');
    expect(done.endAt).toEqual(end);
    expect(await orderStatus(order.id)).toBe('completed');
    expect(await balanceOf(t, place.ownerToken)).toBe(900 - 90);
    // The automatic payout of the month's earnings agrees: it pays the owner what they earned.
    await t.app.deps.db.insert(bankAccounts).values({
      userId: place.ownerId,
      accountNumber: 'PL61109010140000071219812874',
      name: 'Main',
      isVerified: true,
      isDefault: true,
    });
    await runMonthlyPayouts(
      t.app.deps,
      new Date(monthStart(nextMonth(monthOf(new Date()))).getTime() + 2 * 86_400_000),
    );
    const [payout] = await t.app.deps.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, place.ownerId), eq(payouts.kind, 'monthly')));
    expect(payout).toMatchObject({ amount: 810, fee: 0 });
    await expectLedgerSound(t);
  });

  it('two instances running the job at once change each reservation once and credit each owner once', async () => {
    const place = await activeParking(t, ['S-1', 'S-2', 'S-3', 'S-4', 'S-5', 'S-6', 'S-7', 'S-8']);
    const ids: string[] = [];
    for (const spotId of place.spotIds) {
      const who = await driver(t, 10_000);
      const { reservation } = await bookAndPay(t, who, bookingInput(who, spotId, 0, HOUR));
      ids.push(reservation.id);
    }
    const pending: string[] = [];
    for (const spotId of place.spotIds.slice(0, 4)) {
      const who = await driver(t);
      const { reservation } = await createOk(t, who, bookingInput(who, spotId, 2 * HOUR, HOUR));
      pending.push(reservation.id);
    }
    for (const id of ids) await shift(t, id, { startAt: past(2 * HOUR), endAt: past(MINUTE), holdEndAt: past(MINUTE) });
    for (const id of pending) await shift(t, id, { paymentDueAt: past(1000) });
    const now = new Date();
    const failures = [vi.spyOn(t.app.deps.log, 'error'), vi.spyOn(second.app.deps.log, 'error')];
    await Promise.all([
      runReservationsClock(t.app.deps, now),
      runReservationsClock(second.app.deps, now),
      runReservationsClock(t.app.deps, now),
    ]);
    for (const failure of failures) expect(failure).not.toHaveBeenCalled();
    for (const id of ids) expect((await row(t, id)).status).toBe('completed');
    for (const id of pending) expect((await row(t, id)).status).toBe('expired');
    const earnings = await t.app.deps.db
      .select({ reservationId: journalEntries.reservationId, n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(eq(journalEntries.kind, 'earning'))
      .groupBy(journalEntries.reservationId);
    for (const id of ids) expect(earnings.find((e) => e.reservationId === id)?.n).toBe(1);
    expect(await balanceOf(t, place.ownerToken)).toBe(8 * (500 - 50));
    await expectLedgerSound(t);
  });
});
