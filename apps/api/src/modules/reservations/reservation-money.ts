import { commissionOf } from '@parkshare/shared/payments/commission';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/orders';
import { parkings } from '../../db/schema/parkings';
import type { ReservationRow } from '../../db/schema/reservations';
import type { Tx } from '../../db/transaction';
import { postEntry, type EntryLine } from '../ledger/ledger.service';
import { reservationLedger } from '../ledger/reservation-ledger';
import { moveOrder } from '../orders/orders.service';

// Money of a reservation (decision 050). Payments put the driver's money in escrow (settle.ts, 'purchase');
// here it leaves escrow: back to the driver's balance when a paid reservation is cancelled ('refund'), or to the
// parking owner's balance less the platform commission when the reservation completes ('earning').
// Lock order everywhere: the reservation's orders first, then the reservation (as settle does).

/** Locks the reservation's orders in a status, oldest first. */
export async function lockOrdersOf(tx: Tx, reservationId: string, statuses: OrderRow['status'][]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.reservationId, reservationId), inArray(orders.status, statuses)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .for('update');
}

/** Cancels orders nobody paid (the unpaid hold ran out, the driver cancelled or finished). */
export async function cancelUnpaid(tx: Tx, placed: readonly OrderRow[]): Promise<void> {
  for (const order of placed) if (order.status === 'placed') await moveOrder(tx, order.id, 'canceled');
}

/** Gives paid orders back: escrow → the driver's balance (one 'refund' entry per order), the orders canceled. */
export async function refundPaid(tx: Tx, paid: readonly OrderRow[], reservationId: string): Promise<number> {
  let total = 0;
  for (const order of paid) {
    if (order.status !== 'paid') continue;
    await postEntry(tx, {
      kind: 'refund',
      description: `Refund of order ${order.number} (reservation cancelled)`,
      orderId: order.id,
      reservationId,
      lines: [
        { account: { platform: 'escrow' }, amount: -order.grossAmount },
        { account: { wallet: order.userId }, amount: order.grossAmount },
      ],
    });
    await moveOrder(tx, order.id, 'canceled');
    total += order.grossAmount;
  }
  return total;
}

/**
 * Gives a cancelled stay's paid orders back, like refundPaid, less what support already refunded on its tickets:
 * the driver ends with everything the stay cost back, never more. What the owner bore came out of escrow already;
 * what the platform bore stays in escrow until here and goes back to platform revenue. The newest orders carry the
 * difference. Answers what went to the driver's balance now.
 */
export async function refundCancelledStay(tx: Tx, paid: readonly OrderRow[], reservationId: string): Promise<number> {
  const settled = paid.filter((order) => order.status === 'paid');
  if (settled.length === 0) return 0;
  const ledger = await reservationLedger(tx, reservationId);
  let fromEscrow = ledger.ticketRefundsFromEscrow;
  let fromRevenue = ledger.ticketRefundsFromRevenue;
  if (fromEscrow === 0 && fromRevenue === 0) return refundPaid(tx, settled, reservationId);
  let total = 0;
  for (const order of [...settled].reverse()) {
    const escrowShare = Math.min(fromEscrow, order.grossAmount);
    const revenueShare = Math.min(fromRevenue, order.grossAmount - escrowShare);
    fromEscrow -= escrowShare;
    fromRevenue -= revenueShare;
    const toDriver = order.grossAmount - escrowShare - revenueShare;
    const lines: EntryLine[] = [];
    if (toDriver > 0) lines.push({ account: { wallet: order.userId }, amount: toDriver });
    if (revenueShare > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: revenueShare });
    if (lines.length > 0) {
      lines.push({ account: { platform: 'escrow' }, amount: -(toDriver + revenueShare) });
      await postEntry(tx, {
        kind: 'refund',
        description: `Refund of order ${order.number} (reservation cancelled, less refunds on tickets)`,
        orderId: order.id,
        reservationId,
        lines,
      });
    }
    await moveOrder(tx, order.id, 'canceled');
    total += toDriver;
  }
  return total;
}

/**
 * The reservation completed: what its paid orders put in escrow and is still there goes to the parking owner's
 * balance, less the platform commission (10 %, half up) to platform revenue — one 'earning' entry — and the
 * orders are fulfilled and completed. What support refunded on a ticket at the owner's cost while the stay ran
 * (escrow → the driver's wallet) is no longer there and is not credited (decision 080). Answers the amount earned
 * before commission.
 */
export async function creditOwner(tx: Tx, reservation: ReservationRow, paid: readonly OrderRow[]): Promise<number> {
  const settled = paid.filter((order) => order.status === 'paid');
  const paidIn = settled.reduce((sum, order) => sum + order.grossAmount, 0);
  const { ticketRefundsFromEscrow } =
    paidIn > 0 ? await reservationLedger(tx, reservation.id) : { ticketRefundsFromEscrow: 0 };
  const amount = Math.max(0, paidIn - ticketRefundsFromEscrow);
  if (amount > 0) {
    const [parking] = await tx
      .select({ ownerId: parkings.ownerId })
      .from(parkings)
      .where(eq(parkings.id, reservation.parkingId));
    if (!parking) throw new Error(`reservation ${reservation.id} lost its parking`);
    const commission = commissionOf(amount);
    const lines: EntryLine[] = [
      { account: { platform: 'escrow' }, amount: -amount },
      { account: { wallet: parking.ownerId }, amount: amount - commission },
    ];
    if (commission > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: commission });
    await postEntry(tx, {
      kind: 'earning',
      description: `Reservation ${reservation.id} completed`,
      reservationId: reservation.id,
      lines,
    });
  }
  for (const order of settled) {
    await moveOrder(tx, order.id, 'fulfilled');
    await moveOrder(tx, order.id, 'completed');
  }
  return amount;
}
