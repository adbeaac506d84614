import { eq } from 'drizzle-orm';
import type { OrderRow } from '../../db/schema/orders';
import { reservations } from '../../db/schema/reservations';
import type { SpotStateEvent } from '../../lib/spot-events';
import type { Tx } from '../../db/transaction';
import { refundLatePayment } from './reservation-money';
import { spotEventOf } from '../map/publish-spot-events';
import { moveReservation } from './reservation-move';

// The payment hook (called by payments/settle.ts in the payment's transaction, after the order moved to paid;
// the order is locked, the reservation is locked here — the same order as everywhere else):
// - a 'reservation' order: pending_payment → confirmed, or active when the start has come;
// - a 'reservation_extension' order: the held extension becomes the stay (end_at := hold_end_at) and its price
//   is added to the amount.
// Answers the spot events to publish once the transaction has committed.
//
// Every other path that ends a hold (expiry, cancel, finish, the extension hold running out) cancels the
// unpaid order under the same lock, and settle refunds a payment of a canceled order. So an order paid here
// always finds its reservation waiting; should it not (damaged data), the money goes back to the driver, as it was
// paid (decision 085), instead of failing the gateway's notification forever.

export async function reservationOrderPaid(tx: Tx, order: OrderRow, now: Date): Promise<SpotStateEvent[]> {
  if (!order.reservationId) return [];
  const [reservation] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.id, order.reservationId))
    .for('update');
  if (!reservation) return [];
  if (order.product === 'reservation' && reservation.status === 'pending_payment') {
    await moveReservation(tx, reservation, reservation.startAt <= now ? 'active' : 'confirmed', {
      paymentDueAt: null,
      updatedAt: now,
    });
  } else if (
    order.product === 'reservation_extension' &&
    reservation.status === 'active' &&
    reservation.extensionDueAt !== null &&
    reservation.holdEndAt > reservation.endAt
  ) {
    await tx
      .update(reservations)
      .set({
        endAt: reservation.holdEndAt,
        amount: reservation.amount + order.grossAmount,
        extensionDueAt: null,
        updatedAt: now,
      })
      .where(eq(reservations.id, reservation.id));
  } else {
    await refundLatePayment(tx, order, reservation.id, now);
    return [];
  }
  const event = await spotEventOf(tx, reservation);
  return event ? [event] : [];
}
