import { commissionOf } from '@parkshare/shared/payments/commission';
import type { RefundBearer } from '@parkshare/shared/tickets/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { parkings } from '../../db/schema/parkings';
import type { Tx } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';
import { postEntry, type EntryLine } from '../ledger/ledger.service';
import type { RefundRow } from '../../db/schema/refunds';
import { reservationLedger } from '../ledger/reservation-ledger';
import { recordRefund } from '../refunds/record-refund';
import { splitRefund, stayPayments } from '../refunds/refund-plan';
import { ticketRefunds } from '../refunds/refunds.read';
import { lockForChange } from './reservation-lock';

// A refund support grants on a compensation ticket (issue 15, decision 080 "Money"): capped by what the stay put
// in escrow less what was already given back, borne by the platform or by the parking's owner, once per ticket.

export interface StayRefund {
  reservationId: string;
  ticketId: string;
  /** The ticket's number, for the entries' descriptions. */
  ticketNumber: string;
  /** Grosze, > 0. */
  amount: number;
  bearer: RefundBearer;
}

export interface GrantedStayRefund {
  /** The refunds recorded, one per order of the stay it was split over (newest first). */
  refunds: RefundRow[];
  driverId: string;
  ownerId: string;
}

const złoty = (grosze: number) => (grosze / 100).toFixed(2);

/**
 * Grants a refund on a ticket in the caller's transaction. Steps: refuse a second refund on the ticket
 * (refundAlreadyGranted on `ticketId`; the unique index ticket_events_one_refund_idx on the ticket's refund event
 * is the last word, see isTicketRefundTwice); lock the reservation and its orders (completion and payments wait);
 * refuse more than is refundable (refundAboveRefundable on `amount`, with the maximum in PLN); then
 * - borne by the owner of a completed stay (credited: an `earning` entry exists): an `earning_reversal` that takes
 *   the amount less its commission share from the owner's wallet and the share from platform revenue into escrow
 *   (ownerBalanceTooLow on `bearer` when the owner's balance is short);
 * - the refund itself, split over the stay's paid orders newest first, each against its own payment (decision
 *   085): from platform revenue (borne by the platform) or escrow (borne by the owner) back to the payer through
 *   the gateway or to the balance, as that order was paid. Before the stay completes, the completion credits the
 *   owner with what is left in escrow.
 * Caller has authorised the grant (support), checked the ticket is a compensation ticket of this reservation, and
 * hands the payer refunds to the gateway after the commit.
 */
export async function grantStayRefund(tx: Tx, refund: StayRefund): Promise<GrantedStayRefund> {
  const { reservationId, ticketId, ticketNumber, amount, bearer } = refund;
  if ((await ticketRefunds(tx, [ticketId])).has(ticketId)) {
    throw fieldError('ticketId', formatMessage('refundAlreadyGranted'));
  }
  const locked = await lockForChange(tx, reservationId);
  if (!locked) throw notFound();
  const { reservation } = locked;
  // Read under the lock: a completion or another ticket's refund of this stay has committed or waits for us.
  const ledger = await reservationLedger(tx, reservationId);
  const refundable = Math.max(0, ledger.purchased - ledger.refunded);
  if (amount > refundable) {
    throw fieldError('amount', formatMessage('refundAboveRefundable', { max: złoty(refundable) }));
  }
  const [parking] = await tx
    .select({ ownerId: parkings.ownerId })
    .from(parkings)
    .where(eq(parkings.id, reservation.parkingId));
  if (!parking) throw new Error(`reservation ${reservationId} lost its parking`);
  const driverId = reservation.userId;
  const { parts, short } = splitRefund(await stayPayments(tx, reservationId), amount);
  // The ledger's refundable and the payments' have the same sum; a difference is damaged data, not a user's error.
  if (short > 0) throw new Error(`reservation ${reservationId}: ${short} of the refund has no payment to go back to`);

  if (bearer === 'owner' && ledger.earned) {
    // The mirror of the earning: the commission's share of what is reversed comes back from platform revenue.
    // Counted on everything reversed so far, so reversals in parts return exactly the commission of the whole.
    const commission = commissionOf(ledger.reversed + amount) - commissionOf(ledger.reversed);
    const lines: EntryLine[] = [
      { account: { wallet: parking.ownerId }, amount: -(amount - commission) },
      { account: { platform: 'escrow' }, amount },
    ];
    if (commission > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: -commission });
    await postEntry(tx, {
      kind: 'earning_reversal',
      description: `Earning reversed for the refund on ticket ${ticketNumber}`,
      reservationId,
      ticketId,
      lines,
      balanceField: 'bearer',
      balanceMessage: formatMessage('ownerBalanceTooLow'),
    });
  }
  const refunds: RefundRow[] = [];
  for (const part of parts) {
    const refund = await recordRefund(tx, {
      order: part.stay.order,
      amount: part.amount,
      cause: 'ticket',
      from: bearer === 'platform' ? 'platform_revenue' : 'escrow',
      ticketId,
      bearer,
      description: `Refund on ticket ${ticketNumber}`,
      now: new Date(),
    });
    // A ticket's refund of one payment is recorded once (refunds_ticket_once_idx); checked above, so never null.
    if (!refund) throw fieldError('ticketId', formatMessage('refundAlreadyGranted'));
    refunds.push(refund);
  }
  return { refunds, driverId, ownerId: parking.ownerId };
}
