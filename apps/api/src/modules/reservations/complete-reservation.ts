import { formatMessage } from '@parkshare/shared/validation/messages';
import type { ReservationRow } from '../../db/schema/reservations';
import type { Tx } from '../../db/transaction';
import { fieldError } from '../../lib/errors';
import { driverChange, type DriverChangeOptions } from './driver-change';
import { refused } from './refusal';
import { hasLivePayment, type Locked } from './reservation-lock';
import { cancelUnpaid, creditOwner } from './reservation-money';
import { moveReservation } from './reservation-move';

// Completing a reservation: the driver finishes early, or the clock job completes it at its end
// (reservations.jobs.ts uses completeLocked too).

/**
 * Completes an active reservation now (or at its end, if that has passed): the stay and the hold end, the spot
 * is free for others after the leave buffer; an extension still waiting for payment is dropped (its order
 * canceled); the owner is credited with everything paid (no partial refund for leaving early).
 */
export async function completeLocked(
  tx: Tx,
  { reservation, placed, paid }: Locked,
  now: Date,
): Promise<ReservationRow> {
  const latest = reservation.endAt < now ? reservation.endAt : now;
  // end_at > start_at is a table rule; a reservation finished in the very millisecond it started keeps 1 ms.
  const endAt = latest > reservation.startAt ? latest : new Date(reservation.startAt.getTime() + 1);
  await cancelUnpaid(tx, placed);
  const updated = await moveReservation(tx, reservation, 'completed', {
    endAt,
    holdEndAt: endAt,
    extensionDueAt: null,
    completedAt: now,
    updatedAt: now,
  });
  await creditOwner(tx, reservation, paid);
  return updated;
}

/** completeReservation: the driver leaves early. Only an active reservation; waiting_for_payment while paying. */
export function completeReservation(options: DriverChangeOptions): Promise<ReservationRow> {
  const now = options.now ?? new Date();
  return driverChange(options, async (tx, locked) => {
    if (locked.reservation.status === 'pending_payment') throw refused('waiting_for_payment');
    if (locked.reservation.status !== 'active') throw fieldError('id', formatMessage('completeOnlyActive'));
    if (await hasLivePayment(tx, locked.placed)) throw refused('waiting_for_payment');
    return completeLocked(tx, locked, now);
  });
}
