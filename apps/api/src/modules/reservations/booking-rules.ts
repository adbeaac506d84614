import { isUnavailableDuring, type UnavailabilityWindow } from '@parkshare/shared/pricing/unavailability';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import { HOLDING_RESERVATION_STATUSES, LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { START_GRACE_MS } from '@parkshare/shared/validation/reservations';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkingAddresses, parkings, spots, type ParkingRow, type SpotRow } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { type FieldErrors, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../ledger/ledger.service';
import { listUnavailabilities } from '../pricing/unavailability.service';
import { refused } from './refusal';

// The rules every booking question shares (quote, create, extend): the stay's times, which spot, whether the
// parking is open, whether the spot is free. The exclusion constraint is the last word on "free"; the checks
// here answer quotes and give the common refusals before a transaction is spent on them.

export const DAY_MS = 86_400_000;
export const LEAVE_BUFFER_MS = LEAVE_BUFFER_MINUTES * 60_000;

/**
 * Checks a new stay's times: a start more than START_GRACE_MS in the past is refused (a start within it counts
 * as now and is moved to now), and the stay may last at most `maxDays`. Answers the start to book.
 */
export function checkStay({ startAt, endAt, now, maxDays }: { startAt: Date; endAt: Date; now: Date; maxDays: number }): Date {
  const errors: FieldErrors = {};
  if (startAt.getTime() < now.getTime() - START_GRACE_MS) errors.startAt = [formatMessage('notInPast')];
  const start = startAt < now ? now : startAt;
  if (endAt <= start) errors.endAt = [formatMessage('endAfterStart')];
  else if (endAt.getTime() - start.getTime() > maxDays * DAY_MS) errors.endAt = [formatMessage('reservationTooLong', { count: maxDays })];
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

/** An active parking by its public identifier, or parking_not_found. */
export async function activeParkingByIdentifier(db: Reader, identifier: string): Promise<ParkingRow> {
  const [parking] = await db.select().from(parkings).where(eq(parkings.identifier, identifier.trim().toUpperCase())).limit(1);
  if (!parking || parking.status !== 'active') throw refused('parking_not_found');
  return parking;
}

/** Whether the parking is closed at some instant of [from, to) (its unavailability windows, in its time zone). */
export async function closedDuring(db: Db, parking: ParkingRow, from: Date, to: Date): Promise<boolean> {
  const rows = await listUnavailabilities({ db, parkingId: parking.id });
  const windows: UnavailabilityWindow[] = rows.map((row) => ({ days: row.days as DayOrEvent[], startTime: row.startTime, endTime: row.endTime }));
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
        inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]),
        lt(reservations.startAt, blocksUntil),
        gt(reservations.blocksUntil, from),
        except ? ne(reservations.id, except) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.spotId));
}

/** The parking's map position and address line parts (its basic address), or null without one. */
export async function basicAddress(db: Reader, parkingId: string) {
  const [row] = await db
    .select({
      street: parkingAddresses.street,
      number: parkingAddresses.number,
      city: parkingAddresses.city,
      latitude: parkingAddresses.latitude,
      longitude: parkingAddresses.longitude,
    })
    .from(parkingAddresses)
    .where(and(eq(parkingAddresses.parkingId, parkingId), eq(parkingAddresses.type, 'basic')))
    .limit(1);
  return row ?? null;
}
