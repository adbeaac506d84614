import { canMoveReservation, type ReservationStatus } from '@parkshare/shared/reservations/status';
import { and, eq } from 'drizzle-orm';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/errors';

// Every change of a reservation's status goes through moveReservation (STYLE.md rule 5): it asks the machine in
// packages/shared/src/reservations/status.ts and refuses a move the machine does not draw. The callers hold the
// reservation's row lock (lockForChange, or the payment hook's own lock) and check their business rule first, with
// the driver's message; the machine is the last word on which moves exist at all.

/** The columns a move may set besides the status (the times and amounts that change with it). */
export type ReservationMoveValues = Omit<Partial<typeof reservations.$inferInsert>, 'id' | 'status'> & {
  updatedAt: Date;
};

/** A move the reservation machine does not allow, or one another transaction made stale (its status changed). */
export const illegalReservationMove = (from: ReservationStatus, to: ReservationStatus) =>
  new AppError('BAD_USER_INPUT', `A reservation cannot move from ${from} to ${to}.`);

/**
 * Moves the reservation from the status it was read with to `to`, setting `values` with it. Refuses (AppError
 * BAD_USER_INPUT) a move the machine does not allow; the update only matches the row while it still has that
 * status (WHERE status = from), so a reservation moved meanwhile is refused too, never moved twice.
 */
export async function moveReservation(
  tx: Tx,
  reservation: Pick<ReservationRow, 'id' | 'status'>,
  to: ReservationStatus,
  values: ReservationMoveValues,
): Promise<ReservationRow> {
  const from = reservation.status;
  if (!canMoveReservation(from, to)) throw illegalReservationMove(from, to);
  const [moved] = await tx
    .update(reservations)
    .set({ ...values, status: to })
    .where(and(eq(reservations.id, reservation.id), eq(reservations.status, from)))
    .returning();
  if (!moved) throw illegalReservationMove(from, to);
  return moved;
}
