import { commissionOf } from '@parkshare/shared/payments/commission';
import type { RefundBearer } from '@parkshare/shared/tickets/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { parkings } from '../../db/schema/parkings';
import type { Tx } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';
import { postEntry, type EntryLine } from '../ledger/ledger.service';
import { reservationLedger, ticketRefunds } from '../ledger/reservation-ledger';
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
  /** The journal entries posted: the refund, and before it the owner's earning reversal when there was one. */
  entryIds: string[];
  driverId: string;
  ownerId: string;
}

const złoty = (grosze: number) => (grosze / 100).toFixed(2);

/**
 * Grants a refund on a ticket in the caller's transaction. Steps: refuse a second refund on the ticket
 * (refundAlreadyGranted on `ticketId`; the unique index journal_entries_ticket_kind_idx is the last word, see
 * isTicketRefundTwice); lock the reservation and its orders (completion and payments wait); refuse more than is
 * refundable (refundAboveRefundable on `amount`, with the maximum in PLN); then post
 * - borne by the platform: one `refund`, platform revenue → the driver's wallet;
 * - borne by the owner of a completed stay (credited: an `earning` entry exists): an `earning_reversal` that takes
 *   the amount less its commission share from the owner's wallet and the share from platform revenue into escrow
 *   (ownerBalanceTooLow on `bearer` when the owner's balance is short), then a `refund` escrow → the driver;
 * - borne by the owner of a stay not completed: a `refund` escrow → the driver (the completion credits the rest).
 * Caller has authorised the grant (support) and checked the ticket is a compensation ticket of this reservation.
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
  const entryIds: string[] = [];

  if (bearer === 'owner' && ledger.earned) {
    // The mirror of the earning: the commission's share of what is reversed comes back from platform revenue.
    // Counted on everything reversed so far, so reversals in parts return exactly the commission of the whole.
    const commission = commissionOf(ledger.reversed + amount) - commissionOf(ledger.reversed);
    const lines: EntryLine[] = [
      { account: { wallet: parking.ownerId }, amount: -(amount - commission) },
      { account: { platform: 'escrow' }, amount },
    ];
    if (commission > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: -commission });
    entryIds.push(
      await postEntry(tx, {
        kind: 'earning_reversal',
        description: `Earning reversed for the refund on ticket ${ticketNumber}`,
        reservationId,
        ticketId,
        lines,
        balanceField: 'bearer',
        balanceMessage: formatMessage('ownerBalanceTooLow'),
      }),
    );
  }
  const source =
    bearer === 'platform' ? ({ platform: 'platform_revenue' } as const) : ({ platform: 'escrow' } as const);
  entryIds.push(
    await postEntry(tx, {
      kind: 'refund',
      description: `Refund on ticket ${ticketNumber}`,
      reservationId,
      ticketId,
      lines: [
        { account: source, amount: -amount },
        { account: { wallet: driverId }, amount },
      ],
    }),
  );
  return { entryIds, driverId, ownerId: parking.ownerId };
}
