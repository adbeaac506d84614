import { commissionOf } from '@parkshare/shared/payments/commission';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/orders';
import { parkings } from '../../db/schema/parkings';
import type { ReservationRow } from '../../db/schema/reservations';
import type { RefundRow } from '../../db/schema/refunds';
import type { Tx } from '../../db/transaction';
import { postEntry, type EntryLine } from '../ledger/ledger.service';
import { reservationLedger } from '../ledger/reservation-ledger';
import { moveOrder } from '../orders/orders.service';
import { recordRefund } from '../refunds/record-refund';
import { stayPayments } from '../refunds/refund-plan';

// Money of a reservation (decision 050). Payments put the driver's money in escrow (settle.ts, 'purchase');
// here it leaves escrow: back to the driver when a paid reservation is cancelled (a refund, decision 085: to the
// payer or to the balance as it was paid), or to the parking owner's balance less the platform commission when
// the reservation completes ('earning').
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

export interface StayRefunds {
  /** What went back to the driver, grosze (to the payer and to the balance together). */
  total: number;
  /** The refunds recorded; those to the payer are handed to the gateway after the commit (dispatchRefunds). */
  refunds: RefundRow[];
}

/**
 * Gives a cancelled stay's paid orders back (decision 085) and cancels them: each order refunds what its payment
 * has left (less what support already refunded of it on a ticket), to the payer through the gateway or to the
 * balance as it was paid — one refund each, cause `cancellation` (`ticketId`: the ticket whose remedy cancelled
 * it). What the platform bore of those ticket refunds stayed in escrow and goes back to platform revenue here, so
 * the driver ends with what the stay cost, never more.
 */
export async function refundCancelledStay(
  tx: Tx,
  paid: readonly OrderRow[],
  reservationId: string,
  { ticketId = null, now = new Date() }: { ticketId?: string | null; now?: Date } = {},
): Promise<StayRefunds> {
  const settled = paid.filter((order) => order.status === 'paid');
  const result: StayRefunds = { total: 0, refunds: [] };
  if (settled.length === 0) return result;
  const ledger = await reservationLedger(tx, reservationId);
  const left = new Map((await stayPayments(tx, reservationId)).map((payment) => [payment.order.id, payment.left]));
  for (const order of settled) {
    const amount = left.get(order.id) ?? 0;
    if (amount > 0) {
      const refund = await recordRefund(tx, {
        order,
        amount,
        cause: 'cancellation',
        from: 'escrow',
        ticketId,
        description: `Refund of order ${order.number} (reservation cancelled)`,
        now,
      });
      if (refund) {
        result.refunds.push(refund);
        result.total += refund.amount;
      }
    }
    await moveOrder(tx, order.id, 'canceled');
  }
  if (ledger.ticketRefundsFromRevenue > 0) {
    await postEntry(tx, {
      kind: 'refund',
      description: `Refunds on tickets borne by the platform, back from escrow (reservation ${reservationId} cancelled)`,
      reservationId,
      lines: [
        { account: { platform: 'escrow' }, amount: -ledger.ticketRefundsFromRevenue },
        { account: { platform: 'platform_revenue' }, amount: ledger.ticketRefundsFromRevenue },
      ],
    });
  }
  return result;
}

/**
 * A payment that reached a paid order whose reservation no longer waited for it (the order is locked and was just
 * moved to paid): the whole payment goes back, as it was paid (cause `late_payment`), and the order is canceled.
 */
export async function refundLatePayment(tx: Tx, order: OrderRow, reservationId: string, now: Date): Promise<void> {
  await recordRefund(tx, {
    order: { ...order, reservationId },
    amount: order.grossAmount,
    cause: 'late_payment',
    from: 'escrow',
    description: `Refund of order ${order.number} (paid when its reservation no longer waited)`,
    now,
  });
  await moveOrder(tx, order.id, 'canceled');
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
