import type { RefundPlan } from '@parkshare/shared/payments/refunds';
import { compareSpotNumbers } from '@parkshare/shared/spots/natural-sort';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { spots } from '../../db/schema/parkings';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import type { Reader, Tx } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';
import type { SpotStateEvent } from '../../lib/spot-events';
import { refundableOf } from '../ledger/reservation-ledger';
import { toGateway } from '../refunds/record-refund';
import { planOf, planOfRefunds, stayPayments } from '../refunds/refund-plan';
import { spotEventOf } from '../map/publish-spot-events';
import { heldSpots, type SpotChoice } from './booking-rules';
import { isSpotOverlap, refused } from './refusal';
import { hasLivePayment, lockForChange } from './reservation-lock';
import { cancelUnpaid, refundCancelledStay } from './reservation-money';
import { moveReservation } from './reservation-move';

// The "report a problem" remedies (issue 15, decision 080): while a stay is under way and its spot is taken, the
// driver may move to another free spot of the same parking for the rest of the stay at no extra cost, or cancel
// the stay with a full refund. The tickets module offers them and records them on the ticket; the money and the
// spot change are here, in the caller's transaction.

type Stay = Pick<ReservationRow, 'status' | 'startAt' | 'endAt'>;

/** A stay under way: confirmed and started (the clock has not moved it yet), or active; and not ended. */
export const isCurrentStay = (stay: Stay, now: Date): boolean =>
  ((stay.status === 'confirmed' && stay.startAt <= now) || stay.status === 'active') && now < stay.endAt;

/**
 * The other spots of the stay's parking that no holding reservation overlaps over the stay (leave buffer and a
 * held extension included, as the exclusion constraint compares), in natural order.
 */
async function otherFreeSpots(db: Reader, reservation: ReservationRow): Promise<SpotChoice[]> {
  const rows = await db
    .select({ id: spots.id, number: spots.number })
    .from(spots)
    .where(and(eq(spots.parkingId, reservation.parkingId), isNull(spots.deletedAt), ne(spots.id, reservation.spotId)));
  const held = await heldSpots(db, {
    spotIds: rows.map((row) => row.id),
    from: reservation.startAt,
    blocksUntil: reservation.blocksUntil,
    except: reservation.id,
  });
  return rows.filter((row) => !held.has(row.id)).sort((a, b) => compareSpotNumbers(a.number, b.number));
}

/** What the paid orders of the reservation put in, grosze (what cancelling gives back when nothing was refunded). */
async function paidTotal(db: Reader, reservationId: string): Promise<number> {
  const rows = await db
    .select({ grossAmount: orders.grossAmount })
    .from(orders)
    .where(and(eq(orders.reservationId, reservationId), eq(orders.status, 'paid')));
  return rows.reduce((sum, row) => sum + row.grossAmount, 0);
}

/**
 * Whether a current stay can be cancelled with a full refund: something was paid and none of it given back yet.
 * After support granted a refund on the stay the full refund would pay twice, so the remedies end there.
 */
async function fullyRefundable(db: Reader, reservationId: string): Promise<number | null> {
  const paid = await paidTotal(db, reservationId);
  if (paid === 0) return null;
  return (await refundableOf(db, reservationId)) >= paid ? paid : null;
}

export interface StayRemedies {
  /** The first free spot of the same parking for the rest of the stay, or null when there is none. */
  otherSpotNumber: string | null;
  /** What cancelling gives back, grosze. */
  refundAmount: number;
  /** Where it goes back: to the payer through the gateway and to the balance, as each order was paid. */
  refundPlan: RefundPlan;
}

/** The remedies a current, paid and not yet refunded stay offers; null for any other stay. */
export async function stayRemedies(db: Reader, reservationId: string, now: Date): Promise<StayRemedies | null> {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
  if (!reservation || !isCurrentStay(reservation, now)) return null;
  const refundAmount = await fullyRefundable(db, reservationId);
  if (refundAmount === null) return null;
  const [first] = await otherFreeSpots(db, reservation);
  return {
    otherSpotNumber: first?.number ?? null,
    refundAmount,
    refundPlan: planOf(await stayPayments(db, reservationId)),
  };
}

export interface RemedyOptions {
  reservationId: string;
  now: Date;
  /** The input field a refusal is reported on (the ticket's id in the tickets module's mutations). */
  field: string;
}

export interface SpotChange {
  reservation: ReservationRow;
  fromSpotNumber: string;
  toSpotNumber: string;
  /** The old and the new spot's events, published by the caller once its transaction has committed. */
  events: (SpotStateEvent | null)[];
}

/**
 * Moves a current stay to another free spot of its parking for the rest of the stay, at no extra cost. Steps:
 * lock the reservation (remedyNotAvailable on `field` unless the stay is current, paid and not refunded); try the
 * free spots in natural order, each in a savepoint: changing spot_id is one statement, and the exclusion constraint
 * refuses a spot another booking took meanwhile, so the next is tried; none left → noOtherSpot on `field`.
 */
export async function moveStayToOtherSpot(tx: Tx, { reservationId, now, field }: RemedyOptions): Promise<SpotChange> {
  const locked = await lockForChange(tx, reservationId);
  if (!locked) throw notFound();
  const { reservation } = locked;
  if (!isCurrentStay(reservation, now) || (await fullyRefundable(tx, reservationId)) === null) {
    throw fieldError(field, formatMessage('remedyNotAvailable'));
  }
  const [from] = await tx.select({ number: spots.number }).from(spots).where(eq(spots.id, reservation.spotId));
  for (const candidate of await otherFreeSpots(tx, reservation)) {
    let moved: ReservationRow | undefined;
    try {
      moved = await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .update(reservations)
          .set({ spotId: candidate.id, updatedAt: now })
          .where(eq(reservations.id, reservationId))
          .returning();
        return row;
      });
    } catch (error) {
      if (isSpotOverlap(error)) continue;
      throw error;
    }
    if (!moved) throw notFound();
    return {
      reservation: moved,
      fromSpotNumber: from?.number ?? '',
      toSpotNumber: candidate.number,
      events: [await spotEventOf(tx, reservation), await spotEventOf(tx, moved)],
    };
  }
  throw fieldError(field, formatMessage('noOtherSpot'));
}

export interface StayCancellation {
  reservation: ReservationRow;
  /** What went back to the driver, grosze. */
  amount: number;
  /** Where it went: to the payer through the gateway and to the balance (decision 085). */
  plan: RefundPlan;
  /** The refunds to the payer, handed to the gateway by the caller after its commit. */
  toGateway: string[];
  events: (SpotStateEvent | null)[];
}

/**
 * Cancels a current stay with a full refund. Steps: lock the reservation and its orders; remedyNotAvailable on
 * `field` unless the stay is current, paid and not refunded yet; a payment still under way at the gateway is
 * waited for (waiting_for_payment, as cancelReservation); unpaid orders are canceled, every paid one is refunded
 * through refundCancelledStay (to the payer or the balance as it was paid, linked to `ticketId`) and canceled; the
 * reservation is cancelled and releases its spot.
 */
export async function cancelStayWithFullRefund(
  tx: Tx,
  { reservationId, now, field, ticketId = null }: RemedyOptions & { ticketId?: string | null },
): Promise<StayCancellation> {
  const locked = await lockForChange(tx, reservationId);
  if (!locked) throw notFound();
  const { reservation, placed, paid } = locked;
  if (!isCurrentStay(reservation, now) || (await fullyRefundable(tx, reservationId)) === null) {
    throw fieldError(field, formatMessage('remedyNotAvailable'));
  }
  if (await hasLivePayment(tx, placed)) throw refused('waiting_for_payment');
  await cancelUnpaid(tx, placed);
  const refunded = await refundCancelledStay(tx, paid, reservationId, { ticketId, now });
  const cancelled = await moveReservation(tx, reservation, 'cancelled', {
    cancelledAt: now,
    paymentDueAt: null,
    extensionDueAt: null,
    holdEndAt: reservation.endAt,
    updatedAt: now,
  });
  return {
    reservation: cancelled,
    amount: refunded.total,
    plan: planOfRefunds(refunded.refunds),
    toGateway: toGateway(refunded.refunds),
    events: [await spotEventOf(tx, cancelled)],
  };
}
