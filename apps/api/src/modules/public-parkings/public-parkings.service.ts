import { and, eq, sql } from 'drizzle-orm';
import { PARKING_IDENTIFIER_PATTERN, type AddressType, type ImageSubjectType, type SpotState } from '@parkshare/shared/parkings/status';
import { isUnavailableAt } from '@parkshare/shared/pricing/unavailability';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import { HOLDING_RESERVATION_STATUSES, spotStateOf, type ReservationStatus } from '@parkshare/shared/reservations/status';
import { compareSpotNumbers } from '@parkshare/shared/spots/natural-sort';
import { isSpotNumber, spotNumberKey } from '@parkshare/shared/spots/spot-number';
import type { Db } from '../../db/client';
import { parkings } from '../../db/schema/parkings';
import { notFound } from '../../lib/errors';
import { imageUrl } from './image-url';

// The public page of a parking is a read model (decision 042): one statement reads the parking and, as JSON
// aggregates, everything the page shows (addresses, spots, photos, price lists, unavailability, the
// reservations holding a spot right now). It selects only public columns: the owner-only name, billing account,
// organization and owner never leave the database on this path. Nothing is cached, so a spot state is always
// the state at the moment of the request.

export type AvailabilityState = 'free' | 'full' | 'closed';

export interface PublicImage {
  url: string;
  thumbnailUrl: string;
  isPrimary: boolean;
}

export interface PublicAddress {
  type: AddressType;
  country: string;
  region: string | null;
  city: string;
  street: string | null;
  number: string | null;
  postcode: string | null;
  latitude: number;
  longitude: number;
  images: PublicImage[];
}

export interface PublicSpot {
  number: string;
  hasRestrictions: boolean;
  state: SpotState;
  images: PublicImage[];
}

export interface PublicPriceList {
  name: string;
  days: string[];
  startHour: string;
  endHour: string;
  settlementPeriod: string;
  firstPeriodPrice: number;
  nextPeriodPrice: number;
  currency: 'PLN';
  isBasic: boolean;
}

export interface PublicUnavailability {
  name: string;
  days: string[];
  startTime: string;
  endTime: string;
}

export interface PublicParking {
  identifier: string;
  note: string | null;
  restrictions: { hasRestrictions: boolean; maxHeightCm: number | null; maxLengthCm: number | null; maxWidthCm: number | null };
  address: PublicAddress | null;
  entryAddress: PublicAddress | null;
  exitAddress: PublicAddress | null;
  images: PublicImage[];
  priceLists: PublicPriceList[];
  unavailabilities: PublicUnavailability[];
  availability: { state: AvailabilityState; availableSpots: number; totalSpots: number };
  spots: PublicSpot[];
}

export interface PublicSpotView extends PublicSpot {
  parking: PublicParking;
}

// Shapes of the JSON aggregates below (keys as json_build_object names them).
type AddressJson = Omit<PublicAddress, 'images'> & { id: string };
interface SpotJson {
  id: string;
  number: string;
  hasRestrictions: boolean;
}
interface ImageJson {
  subjectType: ImageSubjectType;
  subjectId: string;
  fileKey: string;
  thumbnailKey: string;
  isPrimary: boolean;
}
type PriceListJson = Omit<PublicPriceList, 'currency'>;
interface HoldJson {
  spotId: string;
  status: ReservationStatus;
}

const holding = sql.raw(HOLDING_RESERVATION_STATUSES.map((status) => `'${status}'`).join(', '));

function prepareParkingStatement(db: Db) {
  const id = sql`${parkings.id}`;
  return db
    .select({
      identifier: parkings.identifier,
      note: parkings.note,
      hasRestrictions: parkings.hasRestrictions,
      maxHeightCm: parkings.maxHeightCm,
      maxLengthCm: parkings.maxLengthCm,
      maxWidthCm: parkings.maxWidthCm,
      timeZone: parkings.timeZone,
      addresses: sql<AddressJson[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'type', a.type,
        'country', a.country, 'region', a.region, 'city', a.city, 'street', a.street, 'number', a.number,
        'postcode', a.postcode, 'latitude', a.latitude, 'longitude', a.longitude)), '[]'::json)
        from parking_addresses a where a.parking_id = ${id})`,
      spots: sql<SpotJson[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'number', s.number,
        'hasRestrictions', s.has_restrictions)), '[]'::json) from spots s where s.parking_id = ${id})`,
      images: sql<ImageJson[]>`(select coalesce(json_agg(json_build_object('subjectType', i.subject_type,
        'subjectId', i.subject_id, 'fileKey', i.file_key, 'thumbnailKey', i.thumbnail_key, 'isPrimary', i.is_primary)
        order by i.is_primary desc, i.position, i.created_at), '[]'::json) from images i where i.parking_id = ${id})`,
      priceLists: sql<PriceListJson[]>`(select coalesce(json_agg(json_build_object('name', l.name, 'days', l.days,
        'startHour', l.start_hour, 'endHour', l.end_hour, 'settlementPeriod', l.settlement_period,
        'firstPeriodPrice', l.first_period_price, 'nextPeriodPrice', l.next_period_price, 'isBasic', l.is_basic)
        order by l.is_basic desc, l.created_at, l.id), '[]'::json) from price_lists l where l.parking_id = ${id})`,
      unavailabilities: sql<PublicUnavailability[]>`(select coalesce(json_agg(json_build_object('name', u.name,
        'days', u.days, 'startTime', u.start_time, 'endTime', u.end_time) order by u.created_at, u.id), '[]'::json)
        from unavailabilities u where u.parking_id = ${id})`,
      // Holding reservations covering now; (parking_id, end_at) is indexed, so past ones are never read.
      holds: sql<HoldJson[]>`(select coalesce(json_agg(json_build_object('spotId', r.spot_id, 'status', r.status)), '[]'::json)
        from reservations r where r.parking_id = ${id} and r.end_at > ${sql.placeholder('now')}::timestamptz
        and r.start_at <= ${sql.placeholder('now')}::timestamptz and r.status in (${holding}))`,
    })
    .from(parkings)
    .where(and(eq(parkings.identifier, sql.placeholder('identifier')), eq(parkings.status, 'active')))
    .limit(1)
    .prepare('parkshare_public_parking');
}

type ParkingStatement = ReturnType<typeof prepareParkingStatement>;
const statements = new WeakMap<Db, ParkingStatement>();

function statementFor(db: Db): ParkingStatement {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareParkingStatement(db);
    statements.set(db, statement);
  }
  return statement;
}

type Row = Awaited<ReturnType<ParkingStatement['execute']>>[number];

const toImage = (image: ImageJson): PublicImage => ({
  url: imageUrl(image.fileKey),
  thumbnailUrl: imageUrl(image.thumbnailKey),
  isPrimary: image.isPrimary,
});

function buildParking(row: Row, now: Date): PublicParking {
  // Images arrive primary first, then in the owner's order; grouped here by what they show.
  const imagesBySubject = new Map<string, PublicImage[]>();
  for (const image of row.images) {
    const list = imagesBySubject.get(image.subjectId) ?? [];
    list.push(toImage(image));
    imagesBySubject.set(image.subjectId, list);
  }
  const imagesOf = (subjectId: string) => imagesBySubject.get(subjectId) ?? [];

  // Two holding reservations cannot cover one spot at once (the booking issue's exclusion constraint); should
  // stale data say otherwise, 'occupied' (a driver is there) wins over 'reserved'.
  const stateBySpot = new Map<string, SpotState>();
  for (const hold of row.holds) {
    if (stateBySpot.get(hold.spotId) !== 'occupied') stateBySpot.set(hold.spotId, spotStateOf(hold.status));
  }
  const spots = row.spots
    .map((spot) => ({
      number: spot.number,
      hasRestrictions: spot.hasRestrictions,
      state: stateBySpot.get(spot.id) ?? ('available' as const),
      images: imagesOf(spot.id),
    }))
    .sort((a, b) => compareSpotNumbers(a.number, b.number));

  const addressOf = (type: AddressType): PublicAddress | null => {
    const found = row.addresses.find((address) => address.type === type);
    if (!found) return null;
    const { id, ...address } = found;
    return { ...address, images: imagesOf(id) };
  };

  const availableSpots = spots.filter((spot) => spot.state === 'available').length;
  const closed = isUnavailableAt(
    row.unavailabilities.map((u) => ({ days: u.days as DayOrEvent[], startTime: u.startTime, endTime: u.endTime })),
    now,
    row.timeZone,
  );
  return {
    identifier: row.identifier,
    note: row.note,
    restrictions: {
      hasRestrictions: row.hasRestrictions,
      maxHeightCm: row.maxHeightCm,
      maxLengthCm: row.maxLengthCm,
      maxWidthCm: row.maxWidthCm,
    },
    address: addressOf('basic'),
    entryAddress: addressOf('entry'),
    exitAddress: addressOf('exit'),
    images: row.images.filter((image) => image.subjectType === 'parkings').map(toImage),
    priceLists: row.priceLists.map((list) => ({ ...list, currency: 'PLN' as const })),
    unavailabilities: row.unavailabilities,
    availability: {
      state: closed ? 'closed' : availableSpots === 0 ? 'full' : 'free',
      availableSpots,
      totalSpots: spots.length,
    },
    spots,
  };
}

/**
 * The public view of an active parking, as anyone may see it. Steps: check the identifier's shape (anything
 * else is NOT_FOUND without a query), read everything in one statement, derive spot states and availability at
 * `now`. Any status but active, and an unknown identifier, are the same NOT_FOUND.
 */
export async function getPublicParking({ db, identifier, now = new Date() }: { db: Db; identifier: string; now?: Date }): Promise<PublicParking> {
  if (!PARKING_IDENTIFIER_PATTERN.test(identifier)) throw notFound();
  const [row] = await statementFor(db).execute({ identifier, now: now.toISOString() });
  if (!row) throw notFound();
  return buildParking(row, now);
}

/**
 * One spot of an active parking, with the parking around it. The spot number is matched as a sign reads it
 * ("a-01" is "A-01"); an unknown or malformed number is NOT_FOUND.
 */
export async function getPublicSpot({
  db,
  identifier,
  spotNumber,
  now = new Date(),
}: {
  db: Db;
  identifier: string;
  spotNumber: string;
  now?: Date;
}): Promise<PublicSpotView> {
  if (!isSpotNumber(spotNumber)) throw notFound();
  const parking = await getPublicParking({ db, identifier, now });
  const key = spotNumberKey(spotNumber);
  const spot = parking.spots.find((candidate) => spotNumberKey(candidate.number) === key);
  if (!spot) throw notFound();
  return { ...spot, parking };
}
