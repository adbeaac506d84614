import { and, count, eq, inArray } from 'drizzle-orm';
import { orders, payments, type OrderRow } from '../../db/schema/money';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import type { Tx } from '../billing/owner-lock';
import { lockOrdersOf } from './reservation-money';

// Locking a reservation for a change: its unpaid and paid orders first, then the reservation — the order settle
// uses (order, then reservation), so a payment arriving at the same moment never deadlocks with the change.

export interface Locked {
  reservation: ReservationRow;
  placed: OrderRow[];
  paid: OrderRow[];
}

/**
 * Locks the reservation and its placed and paid orders. With `skipLocked` (the clock job) anything another
 * transaction holds makes it answer null instead of waiting: that reservation is someone else's work right now.
 */
export async function lockForChange(tx: Tx, reservationId: string, { skipLocked = false } = {}): Promise<Locked | null> {
  const statuses: OrderRow['status'][] = ['placed', 'paid'];
  const first = await lockOrdersOf(tx, reservationId, statuses, { skipLocked });
  const query = tx.select().from(reservations).where(eq(reservations.id, reservationId));
  const [reservation] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  if (!reservation) return null;
  // An extension placed its order between the two reads: lock it too (the reservation is ours now, so no new
  // order can appear until we commit).
  const all = await lockOrdersOf(tx, reservationId, statuses, { skipLocked });
  if (skipLocked) {
    const [total] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.reservationId, reservationId), inArray(orders.status, statuses)));
    if (Number(total?.n ?? 0) !== all.length || all.length < first.length) return null;
  }
  return {
    reservation,
    placed: all.filter((order) => order.status === 'placed'),
    paid: all.filter((order) => order.status === 'paid'),
  };
}

/** Whether one of these orders has a payment still under way at the gateway (its result is not known yet). */
export async function hasLivePayment(tx: Tx, placed: readonly OrderRow[]): Promise<boolean> {
  if (placed.length === 0) return false;
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.orderId, placed.map((order) => order.id)), inArray(payments.status, ['pending', 'created', 'processing'])))
    .limit(1);
  return live !== undefined;
}
