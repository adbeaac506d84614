import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import { fieldError, notFound } from '../../lib/errors';
import type { SpotStateEvent } from '../../lib/spot-events';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../../db/transaction';
import { hasLivePayment, lockForChange, type Locked } from './reservation-lock';
import { cancelUnpaid, creditOwner, refundPaid } from './reservation-money';
import { moveReservation } from './reservation-move';
import { refused, withRetry } from './refusal';
import { canCancel } from './reservations.policy';
import { publishSpotEvents, spotEventOf } from '../map/publish-spot-events';

// Ending a reservation: the driver finishes early or cancels before the start; the clock job completes it at
// its end (reservations.jobs.ts uses completeLocked too).

interface EndOptions {
  deps: AppDeps;
  userId: string;
  id: string;
  now?: Date;
}

async function driverChange(
  { deps, userId, id }: EndOptions,
  change: (tx: Tx, locked: Locked) => Promise<ReservationRow>,
): Promise<ReservationRow> {
  if (!isUuid(id)) throw notFound();
  const [own] = await deps.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.userId, userId)));
  if (!own) throw notFound();
  const published: { event: SpotStateEvent | null } = { event: null };
  const row = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const locked = await lockForChange(tx, id);
      if (!locked) throw notFound();
      const updated = await change(tx, locked);
      published.event = await spotEventOf(tx, updated);
      return updated;
    }),
  );
  publishSpotEvents(deps, [published.event]);
  return row;
}

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
export function completeReservation(options: EndOptions): Promise<ReservationRow> {
  const now = options.now ?? new Date();
  return driverChange(options, async (tx, locked) => {
    if (locked.reservation.status === 'pending_payment') throw refused('waiting_for_payment');
    if (locked.reservation.status !== 'active') throw fieldError('id', formatMessage('completeOnlyActive'));
    if (await hasLivePayment(tx, locked.placed)) throw refused('waiting_for_payment');
    return completeLocked(tx, locked, now);
  });
}

/**
 * cancelReservation: before the start only. Waiting for payment: the order is canceled. Paid (confirmed): every
 * paid order is refunded to the driver's balance (escrow → wallet, 'refund') and canceled. A payment still under
 * way at the gateway is waited for (waiting_for_payment): cancelling then would only refund it later.
 */
export function cancelReservation(options: EndOptions): Promise<ReservationRow> {
  const now = options.now ?? new Date();
  return driverChange(options, async (tx, { reservation, placed, paid }) => {
    if (!canCancel({ ...reservation, role: 'driver' }, now)) {
      throw fieldError('id', formatMessage('cancelOnlyBeforeStart'));
    }
    if (await hasLivePayment(tx, placed)) throw refused('waiting_for_payment');
    await cancelUnpaid(tx, placed);
    await refundPaid(tx, paid, reservation.id);
    return moveReservation(tx, reservation, 'cancelled', { cancelledAt: now, paymentDueAt: null, updatedAt: now });
  });
}
