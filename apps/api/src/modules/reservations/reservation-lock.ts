import { and, eq, inArray, sql } from 'drizzle-orm';
import { executeRows } from '../../db/sql-rows';
import { type OrderRow } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import type { Tx } from '../../db/transaction';
import { lockOrdersOf } from './reservation-money';

// Locking a reservation for a change: its unpaid and paid orders first, then the reservation — the order settle
// uses (order, then reservation), so a payment arriving at the same moment never deadlocks with the change.

export interface Locked {
  reservation: ReservationRow;
  placed: OrderRow[];
  paid: OrderRow[];
}

/** Locks the reservation and its placed and paid orders. */
export async function lockForChange(tx: Tx, reservationId: string): Promise<Locked | null> {
  const statuses: OrderRow['status'][] = ['placed', 'paid'];
  await lockOrdersOf(tx, reservationId, statuses);
  const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  if (!reservation) return null;
  // An extension placed its order between the two reads: lock it too (the reservation is ours now, so no new
  // order can appear until we commit).
  const all = await lockOrdersOf(tx, reservationId, statuses);
  return {
    reservation,
    placed: all.filter((order) => order.status === 'placed'),
    paid: all.filter((order) => order.status === 'paid'),
  };
}

/**
 * Claims the reservation for this clock run until the transaction ends, or answers false when another run (on
 * any instance) has it: that run moves it. A transaction-scoped advisory lock, so two runs never both give up on a
 * reservation, as skipping each other's row locks let them (each holding half of what the other needed).
 */
export async function claimForClock(tx: Tx, reservationId: string): Promise<boolean> {
  const [row] = await executeRows<{ claimed: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext('parkshare:reservations-clock'), hashtext(${reservationId})) as claimed`,
  );
  return row?.claimed === true;
}

/** Whether one of these orders has a payment still under way at the gateway (its result is not known yet). */
export async function hasLivePayment(tx: Tx, placed: readonly OrderRow[]): Promise<boolean> {
  if (placed.length === 0) return false;
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(
          payments.orderId,
          placed.map((order) => order.id),
        ),
        inArray(payments.status, ['pending', 'created', 'processing']),
      ),
    )
    .limit(1);
  return live !== undefined;
}
