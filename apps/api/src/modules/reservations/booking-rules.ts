import { isUnavailableDuring, type UnavailabilityWindow } from '@parkshare/shared/pricing/unavailability';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import { HOLDING_RESERVATION_STATUSES, LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { START_GRACE_MS } from '@parkshare/shared/reservations/periods';
import type { PriceList } from '@parkshare/shared/pricing/types';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingAccounts, type BillingAccountRow } from '../../db/schema/billing';
import {
  parkingAddresses,
  parkings,
  priceLists,
  spots,
  unavailabilities,
  type ParkingRow,
  type SpotRow,
} from '../../db/schema/parkings';
import { reservations, type ReservationRow } from '../../db/schema/reservations';
import { vehicles, type VehicleRow } from '../../db/schema/vehicles';
import { type FieldErrors, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';
import type { BasicAddress } from '../map/map-position';
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

/** Everything a booking decides on, read in one statement (createReservation's hot path, decision 050 addendum). */
export interface BookingFacts extends BookableSpot {
  /** The parking's price lists in listPriceLists' order, in the engine's shape. */
  priceLists: PriceList[];
  /** The parking's unavailability windows. */
  closures: UnavailabilityWindow[];
  address: BasicAddress | null;
  /** The vehicle when it is the driver's (any status), else null. */
  vehicle: VehicleRow | null;
  /** The billing account when it is the driver's, else null. */
  billing: BillingAccountRow | null;
}

function prepareBookingFacts(db: Db) {
  const priceListsJson = sql<PriceList[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${priceLists.id}, 'name', ${priceLists.name}, 'days', ${priceLists.days}, 'startHour', ${priceLists.startHour},
      'endHour', ${priceLists.endHour}, 'settlementPeriod', ${priceLists.settlementPeriod},
      'firstPeriodPrice', ${priceLists.firstPeriodPrice}, 'nextPeriodPrice', ${priceLists.nextPeriodPrice}, 'isBasic', ${priceLists.isBasic}
    ) order by ${priceLists.isBasic} desc, ${priceLists.createdAt}, ${priceLists.id})
    from ${priceLists} where ${priceLists.parkingId} = ${parkings.id}), '[]')`;
  const closuresJson = sql<UnavailabilityWindow[]>`coalesce((
    select json_agg(json_build_object('days', ${unavailabilities.days}, 'startTime', ${unavailabilities.startTime}, 'endTime', ${unavailabilities.endTime}))
    from ${unavailabilities} where ${unavailabilities.parkingId} = ${parkings.id}), '[]')`;
  const userId = sql.placeholder('userId');
  return db
    .select({
      spot: spots,
      parking: parkings,
      priceLists: priceListsJson,
      closures: closuresJson,
      address: {
        street: parkingAddresses.street,
        number: parkingAddresses.number,
        city: parkingAddresses.city,
        latitude: parkingAddresses.latitude,
        longitude: parkingAddresses.longitude,
      },
      vehicle: vehicles,
      billing: billingAccounts,
    })
    .from(spots)
    .innerJoin(parkings, eq(parkings.id, spots.parkingId))
    .leftJoin(parkingAddresses, and(eq(parkingAddresses.parkingId, parkings.id), eq(parkingAddresses.type, 'basic')))
    .leftJoin(vehicles, and(eq(vehicles.id, sql.placeholder('vehicleId')), eq(vehicles.userId, userId)))
    .leftJoin(
      billingAccounts,
      and(eq(billingAccounts.id, sql.placeholder('billingAccountId')), eq(billingAccounts.userId, userId)),
    )
    .where(eq(spots.id, sql.placeholder('spotId')))
    .limit(1)
    .prepare('parkshare_booking_facts');
}

// Every booking asks it: prepared once per database, so neither Drizzle nor PostgreSQL builds it again.
const bookingFactsStatements = new WeakMap<Db, ReturnType<typeof prepareBookingFacts>>();

/**
 * The spot with its parking (refusals as bookableSpot), the parking's price lists, closures and basic address,
 * and the driver's vehicle and billing account, in one round trip: a booking used to spend seven on them.
 */
export async function bookingFacts(
  db: Db,
  {
    spotId,
    userId,
    vehicleId,
    billingAccountId,
  }: { spotId: string; userId: string; vehicleId: string; billingAccountId: string },
): Promise<BookingFacts> {
  if (!isUuid(spotId)) throw refused('spot_not_found');
  let statement = bookingFactsStatements.get(db);
  if (!statement) {
    statement = prepareBookingFacts(db);
    bookingFactsStatements.set(db, statement);
  }
  // A malformed id matches nothing (the field error follows), rather than failing the uuid cast.
  const [row] = await statement.execute({
    spotId,
    userId,
    vehicleId: isUuid(vehicleId) ? vehicleId : null,
    billingAccountId: isUuid(billingAccountId) ? billingAccountId : null,
  });
  if (!row || row.spot.deletedAt) throw refused('spot_not_found');
  if (row.parking.status !== 'active') throw refused('parking_not_found');
  return row;
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
        inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]),
        lt(reservations.startAt, blocksUntil),
        gt(reservations.blocksUntil, from),
        except ? ne(reservations.id, except) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.spotId));
}

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
