import { formatMessage } from '@parkshare/shared/validation/messages';
import type { ExtendReservationData } from '@parkshare/shared/validation/reservations';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import { fieldError, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { enginePriceLists, priceStay } from '../pricing/quote.service';
import { bookableSpot, DAY_MS } from './booking-rules';

// What the extension quote and extendReservation both ask before anything is held: whether the driver's
// reservation can be extended to the new end, and what that costs.

export interface ExtendReservationOptions {
  deps: AppDeps;
  userId: string;
  input: ExtendReservationData;
  now?: Date;
}

/** What an extension of an active reservation to `endAt` costs: quote(start, new end) − quote(start, end), ≥ 0. */
export async function extensionPrice({
  deps,
  reservation,
  endAt,
}: {
  deps: AppDeps;
  reservation: ReservationRow;
  endAt: Date;
}) {
  const { parking } = await bookableSpot(deps.db, reservation.spotId);
  // One read of the price lists for both prices (bookableSpot has checked the spot is the parking's).
  const priceLists = await enginePriceLists(deps.db, parking.id);
  const price = (end: Date) =>
    priceStay({ priceLists, timeZone: parking.timeZone, startAt: reservation.startAt, endAt: end }).amount;
  return { parking, amount: Math.max(0, price(endAt) - price(reservation.endAt)) };
}

/** The rules of an extension request the quote and the mutation share; answers the driver's reservation. */
export async function checkExtension({
  deps,
  userId,
  input,
}: Omit<ExtendReservationOptions, 'now'>): Promise<ReservationRow> {
  if (!isUuid(input.reservationId)) throw notFound();
  const [reservation] = await deps.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, input.reservationId), eq(reservations.userId, userId)));
  if (!reservation) throw notFound();
  if (reservation.status !== 'active') throw fieldError('reservationId', formatMessage('extendOnlyActive'));
  if (reservation.extensionDueAt) throw fieldError('reservationId', formatMessage('extensionPending'));
  if (input.endAt <= reservation.endAt) throw fieldError('endAt', formatMessage('extendLaterEnd'));
  const maxDays = deps.config.reservationMaxDays;
  if (input.endAt.getTime() - reservation.startAt.getTime() > maxDays * DAY_MS) {
    throw validationError({ endAt: [formatMessage('reservationTooLong', { count: maxDays })] });
  }
  return reservation;
}
