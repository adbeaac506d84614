import { isUnavailableDuring, type UnavailabilityWindow } from '@parkshare/shared/pricing/unavailability';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import { HOLDING_RESERVATION_STATUSES, LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { compareSpotNumbers } from '@parkshare/shared/spots/natural-sort';
import { isSpotNumber, spotNumberKey } from '@parkshare/shared/spots/spot-number';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { START_GRACE_MS } from '@parkshare/shared/reservations/periods';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkings, spots, type ParkingRow, type SpotRow } from '../../db/schema/parkings';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import { type FieldErrors, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';
import { listUnavailabilities } from '../pricing/unavailability.service';
import { refused } from './refusal';

// The rules every booking question shares (quote, create, extend): the stay's times, which spot, whether the
// parking is open, whether the spot is free. The exclusion constraint is the last word on "free"; the checks
// here answer quotes and give the common refusals before a transaction is spent on them.

export const DAY_MS = 86_400_000;
export const LEAVE_BUFFER_MS = LEAVE_BUFFER_MINUTES * 60_000;

/**
 * Checks a new stay's times: a start more than START_GRACE_MS in the past is refused (a start within it counts
 * as now and is moved to now), so is one more than `maxDays` ahead (booking ahead, issue 13), and the stay may
 * last at most `maxDays`. Answers the start to book.
 */
export function checkStay({
  startAt,
  endAt,
  now,
  maxDays,
}: {
  startAt: Date;
  endAt: Date;
  now: Date;
  maxDays: number;
}): Date {
  const errors: FieldErrors = {};
  if (startAt.getTime() < now.getTime() - START_GRACE_MS) errors.startAt = [formatMessage('notInPast')];
  else if (startAt.getTime() > now.getTime() + maxDays * DAY_MS) {
    errors.startAt = [formatMessage('reservationTooFarAhead', { count: maxDays })];
  }
  const start = startAt < now ? now : startAt;
  if (endAt <= start) errors.endAt = [formatMessage('endAfterStart')];
  else if (endAt.getTime() - start.getTime() > maxDays * DAY_MS) {
    errors.endAt = [formatMessage('reservationTooLong', { count: maxDays })];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return start;
}

export interface BookableSpot {
  spot: SpotRow;
  parking: ParkingRow;
}

/** A spot that can be booked: it exists and is not deleted (else spot_not_found), its parking is active (else parking_not_found). */
export async function bookableSpot(db: Reader, spotId: string): Promise<BookableSpot> {
  if (!isUuid(spotId)) throw refused('spot_not_found');
  const [row] = await db
    .select({ spot: spots, parking: parkings })
    .from(spots)
    .innerJoin(parkings, eq(parkings.id, spots.parkingId))
    .where(eq(spots.id, spotId))
    .limit(1);
  if (!row || row.spot.deletedAt) throw refused('spot_not_found');
  if (row.parking.status !== 'active') throw refused('parking_not_found');
  return row;
}

/** A spot a booking may take: its id and its number as the sign reads. */
export interface SpotChoice {
  id: string;
  number: string;
}

/**
 * The spots a booking or quote may take, best first: the parking's spots in natural order, or — with a spot
 * number, matched as a sign reads (case and spacing aside) — that one spot, else spot_not_found.
 */
export function candidateSpots(rows: readonly SpotChoice[], spotNumber?: string | null): SpotChoice[] {
  const sorted = [...rows].sort((a, b) => compareSpotNumbers(a.number, b.number));
  if (!spotNumber) return sorted;
  const key = spotNumberKey(spotNumber);
  const spot = isSpotNumber(spotNumber) ? sorted.find((row) => spotNumberKey(row.number) === key) : undefined;
  if (!spot) throw refused('spot_not_found');
  return [spot];
}

/** An active parking by its public identifier, or parking_not_found. */
export async function activeParkingByIdentifier(db: Reader, identifier: string): Promise<ParkingRow> {
  const [parking] = await db
    .select()
    .from(parkings)
    .where(eq(parkings.identifier, identifier.trim().toUpperCase()))
    .limit(1);
  if (!parking || parking.status !== 'active') throw refused('parking_not_found');
  return parking;
}

/** Whether the parking is closed at some instant of [from, to) (its unavailability windows, in its time zone). */
export async function closedDuring(db: Db, parking: ParkingRow, from: Date, to: Date): Promise<boolean> {
  const rows = await listUnavailabilities({ db, parkingId: parking.id });
  const windows: UnavailabilityWindow[] = rows.map((row) => ({
    days: row.days as DayOrEvent[],
    startTime: row.startTime,
    endTime: row.endTime,
  }));
  return isUnavailableDuring(windows, from, to, parking.timeZone);
}

/**
 * The spots among `spotIds` held by a reservation whose [start_at, blocks_until) overlaps [from, blocksUntil)
 * (blocksUntil = the end asked for plus the leave buffer, as the exclusion constraint will compare it).
 */
export async function heldSpots(
  db: Reader,
  { spotIds, from, blocksUntil, except }: { spotIds: string[]; from: Date; blocksUntil: Date; except?: string },
): Promise<Set<string>> {
  if (spotIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ spotId: reservations.spotId })
    .from(reservations)
    .where(
      and(
        inArray(reservations.spotId, spotIds),
        holdsDuring({ from, blocksUntil }),
        except ? ne(reservations.id, except) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.spotId));
}

/**
 * A reservation row that holds its spot over part of [from, blocksUntil): the condition the quote's heldSpots and
 * the booking's choice of a free spot (booking-write.ts) both ask, as the exclusion constraint will compare it.
 */
export const holdsDuring = ({ from, blocksUntil }: { from: Date; blocksUntil: Date }) =>
  and(
    inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]),
    lt(reservations.startAt, blocksUntil),
    gt(reservations.blocksUntil, from),
  );

/**
 * The start of the driver's next reservation when a stay of `reservation` to `endAt` would run into it, else null.
 * A driver is in one place at a time (decision 077): another holding reservation of theirs whose
 * [start_at, hold_end_at) overlaps [reservation's start, endAt) — as reservations_no_overlap_per_driver compares.
 */
export async function nextReservationStart(
  db: Reader,
  { reservation, endAt }: { reservation: Pick<ReservationRow, 'id' | 'userId' | 'startAt'>; endAt: Date },
): Promise<Date | null> {
  const [next] = await db
    .select({ startAt: reservations.startAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, reservation.userId),
        ne(reservations.id, reservation.id),
        inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]),
        lt(reservations.startAt, endAt),
        gt(reservations.holdEndAt, reservation.startAt),
      ),
    )
    .orderBy(asc(reservations.startAt))
    .limit(1);
  return next?.startAt ?? null;
}
