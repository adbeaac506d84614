import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import type { UnavailabilityWindow } from '@parkshare/shared/pricing/unavailability';
import type { PriceList } from '@parkshare/shared/pricing/types';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingAccounts, type BillingAccountRow } from '../../db/schema/billing';
import {
  parkingAddresses,
  parkings,
  priceLists,
  spots,
  unavailabilities,
  type ParkingRow,
} from '../../db/schema/parkings';
import { vehicles, type VehicleRow } from '../../db/schema/vehicles';
import { isUuid } from '../../lib/tokens';
import type { BasicAddress } from '../map/map-position';
import { candidateSpots, type SpotChoice } from './booking-rules';
import { refused } from './refusal';

// What createReservation decides on, read in one prepared statement: its hot path used to spend seven round trips
// on it (decision 050 addendum).

/** Where the driver books: a spot by id, or a parking by public identifier with a spot number or none. */
export interface BookingPlace {
  spotId?: string | null;
  identifier?: string | null;
  spotNumber?: string | null;
}

/** Everything a booking decides on. */
export interface BookingFacts {
  parking: ParkingRow;
  /** The spots the booking may take, best first: the named one, or the parking's in natural order. */
  candidates: SpotChoice[];
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
  const spotId = sql`${sql.placeholder('spotId')}::uuid`;
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
  // The booked spot, or every spot of the parking (not deleted) when it is booked by identifier. CASE runs one
  // branch: a booking by spot id reads its one row by key, however many spots its parking has.
  const spotJson = sql`json_build_object('id', ${spots.id}, 'number', ${spots.number})`;
  const spotsJson = sql<SpotChoice[]>`coalesce(case when ${spotId} is null
    then (select json_agg(${spotJson}) from ${spots} where ${spots.parkingId} = ${parkings.id} and ${spots.deletedAt} is null)
    else (select json_agg(${spotJson}) from ${spots} where ${spots.id} = ${spotId} and ${spots.deletedAt} is null)
    end, '[]')`;
  // The spot's parking, else the parking of that identifier: both are index lookups, the second only without a spot.
  const parkingId = sql`coalesce(
    (select ${spots.parkingId} from ${spots} where ${spots.id} = ${spotId}),
    (select ${parkings.id} from ${parkings} where ${parkings.identifier} = ${sql.placeholder('identifier')}::text))`;
  const userId = sql.placeholder('userId');
  return db
    .select({
      parking: parkings,
      spots: spotsJson,
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
    .from(parkings)
    .leftJoin(parkingAddresses, and(eq(parkingAddresses.parkingId, parkings.id), eq(parkingAddresses.type, 'basic')))
    .leftJoin(vehicles, and(eq(vehicles.id, sql.placeholder('vehicleId')), eq(vehicles.userId, userId)))
    .leftJoin(
      billingAccounts,
      and(eq(billingAccounts.id, sql.placeholder('billingAccountId')), eq(billingAccounts.userId, userId)),
    )
    .where(eq(parkings.id, parkingId))
    .limit(1)
    .prepare('parkshare_booking_facts');
}

// Every booking asks it: prepared once per database, so neither Drizzle nor PostgreSQL builds it again.
const bookingFactsStatements = new WeakMap<Db, ReturnType<typeof prepareBookingFacts>>();

/**
 * The parking with its price lists, closures and basic address, the spots the booking may take, and the driver's
 * vehicle and billing account, in one round trip. Refusals: a spot id that is unknown or deleted, or a spot number
 * the parking does not have → spot_not_found; an identifier of no parking, or a parking not active →
 * parking_not_found.
 */
export async function bookingFacts(
  db: Db,
  {
    place,
    userId,
    vehicleId,
    billingAccountId,
  }: { place: BookingPlace; userId: string; vehicleId: string; billingAccountId: string },
): Promise<BookingFacts> {
  const spotId = place.spotId ?? null;
  const identifier = spotId ? null : (place.identifier?.trim().toUpperCase() ?? '');
  if (spotId !== null && !isUuid(spotId)) throw refused('spot_not_found');
  // Nothing that is not an identifier reaches the database.
  if (identifier !== null && !PARKING_IDENTIFIER_PATTERN.test(identifier)) throw refused('parking_not_found');
  let statement = bookingFactsStatements.get(db);
  if (!statement) {
    statement = prepareBookingFacts(db);
    bookingFactsStatements.set(db, statement);
  }
  // A malformed id matches nothing (the field error follows), rather than failing the uuid cast.
  const [row] = await statement.execute({
    spotId,
    identifier,
    userId,
    vehicleId: isUuid(vehicleId) ? vehicleId : null,
    billingAccountId: isUuid(billingAccountId) ? billingAccountId : null,
  });
  if (spotId !== null && (!row || row.spots.length === 0)) throw refused('spot_not_found');
  if (!row || row.parking.status !== 'active') throw refused('parking_not_found');
  const { spots: rows, ...facts } = row;
  return { ...facts, candidates: candidateSpots(rows, spotId ? null : place.spotNumber) };
}
