import type { ExtendReservationData, ReservationQuoteData } from '@parkshare/shared/validation/reservations';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { spots } from '../../db/schema/parkings';
import { AppError } from '../../lib/errors';
import { basicAddress } from '../map/map-position';
import { quoteStay } from '../pricing/quote.service';
import {
  activeParkingByIdentifier,
  candidateSpots,
  checkStay,
  closedDuring,
  heldSpots,
  LEAVE_BUFFER_MS,
  nextReservationStart,
} from './booking-rules';
import { checkExtension, extensionPrice } from './extension-rules';
import { addressLine } from './reservations.read';

// Prices and availability before booking: the booking form asks as the driver changes the spot or the period,
// the extension form as the driver picks a new end.

export interface ReservationQuoteResult {
  parkingId: string;
  identifier: string;
  address: string;
  spotId: string | null;
  spotNumber: string | null;
  available: boolean;
  reason: string | null;
  amount: number;
  currency: 'PLN';
}

/**
 * Which spot, whether it is free and what it costs. Steps: time rules (as booking); the active parking by
 * identifier (parking_not_found); the spot by number as a sign reads it (spot_not_found), or — without a number —
 * the first spot in natural order that no holding reservation overlaps ([start, end + leave buffer)); closed
 * parkings are unavailable with reason parking_closed. The amount is the engine's price, 0 when it cannot price.
 */
export async function reservationQuote({
  deps,
  input,
  now = new Date(),
}: {
  deps: AppDeps;
  input: ReservationQuoteData;
  now?: Date;
}): Promise<ReservationQuoteResult> {
  const { db } = deps;
  const startAt = checkStay({
    startAt: input.startAt,
    endAt: input.endAt,
    now,
    maxDays: deps.config.reservationMaxDays,
  });
  const parking = await activeParkingByIdentifier(db, input.identifier);
  const rows = await db
    .select({ id: spots.id, number: spots.number })
    .from(spots)
    .where(and(eq(spots.parkingId, parking.id), isNull(spots.deletedAt)));
  const candidates = candidateSpots(rows);
  const pool = input.spotNumber ? candidateSpots(candidates, input.spotNumber) : candidates;
  const held = await heldSpots(db, {
    spotIds: pool.map((spot) => spot.id),
    from: startAt,
    blocksUntil: new Date(input.endAt.getTime() + LEAVE_BUFFER_MS),
  });
  const free = pool.find((spot) => !held.has(spot.id));
  const chosen = input.spotNumber ? pool[0] : free;
  const closed = await closedDuring(db, parking, startAt, input.endAt);
  const reason = closed
    ? 'parking_closed'
    : !free
      ? input.spotNumber
        ? 'spot_already_taken'
        : 'no_available_spot'
      : null;
  const priced = chosen ?? candidates[0];
  let amount = 0;
  if (priced) {
    try {
      amount = (await quoteStay({ db, parking, spotId: priced.id, startAt, endAt: input.endAt })).amount;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return {
    parkingId: parking.id,
    identifier: parking.identifier,
    address: addressLine(await basicAddress(db, parking.id)),
    spotId: chosen?.id ?? null,
    spotNumber: chosen?.number ?? null,
    available: reason === null,
    reason,
    amount,
    currency: 'PLN',
  };
}

export interface ExtensionQuoteResult {
  amount: number;
  currency: 'PLN';
  available: boolean;
  /** When the new end would run into the driver's next reservation: its start, the latest end possible. */
  nextReservationStartAt: Date | null;
}

/**
 * The price of extending the driver's active reservation to `endAt` and whether the time is free: the same rules
 * as extendReservation (field errors), then the spot's other holds over [end, new end + leave buffer), the
 * parking's unavailability over [end, new end) and the driver's next reservation (decision 077).
 */
export async function extensionQuote({
  deps,
  userId,
  input,
}: {
  deps: AppDeps;
  userId: string;
  input: ExtendReservationData;
}): Promise<ExtensionQuoteResult> {
  const reservation = await checkExtension({ deps, userId, input });
  const { parking, amount } = await extensionPrice({ deps, reservation, endAt: input.endAt });
  const held = await heldSpots(deps.db, {
    spotIds: [reservation.spotId],
    from: reservation.endAt,
    blocksUntil: new Date(input.endAt.getTime() + LEAVE_BUFFER_MS),
    except: reservation.id,
  });
  const closed = await closedDuring(deps.db, parking, reservation.endAt, input.endAt);
  const nextReservationStartAt = await nextReservationStart(deps.db, { reservation, endAt: input.endAt });
  return {
    amount,
    currency: 'PLN',
    available: held.size === 0 && !closed && !nextReservationStartAt,
    nextReservationStartAt,
  };
}
