import { and, eq, sql } from 'drizzle-orm';
import {
  PARKING_IDENTIFIER_PATTERN,
  type AddressType,
  type ImageSubjectType,
  type SpotState,
} from '@parkshare/shared/parkings/status';
import { isUnavailableAt } from '@parkshare/shared/pricing/unavailability';
import type { DayOrEvent } from '@parkshare/shared/pricing/types';
import {
  HOLDING_RESERVATION_STATUSES,
  spotStateOf,
  type ReservationStatus,
} from '@parkshare/shared/reservations/status';
import { compareSpotNumbers } from '@parkshare/shared/spots/natural-sort';
import { isSpotNumber, spotNumberKey } from '@parkshare/shared/spots/spot-number';
import type { Db } from '../../db/client';
import { parkings } from '../../db/schema/parkings';
import { notFound } from '../../lib/errors';
import { imageUrl } from './image-url';

// The public page of a parking is a read model (decision 042): one statement reads the parking and, as JSON
// aggregates, everything the page shows (addresses, spots, photos, price lists, unavailability, the
// reservations holding a spot right now). It selects only public columns: the owner-only name, billing account,
// organization and owner never leave the database on this path. Nothing is cached: requests for the same parking
// that arrive together share one read, which starts after all of them arrived, so a spot state is always the state
// at the moment of the request or later.

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
  restrictions: {
    hasRestrictions: boolean;
    maxHeightCm: number | null;
    maxLengthCm: number | null;
    maxWidthCm: number | null;
  };
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

// Shapes of the JSON aggregates below. Spots travel as plain lists of numbers, holds and images name their spot
// by number: building a JSON object per spot with its uuid was most of the statement's cost (decision 042).
type AddressJson = Omit<PublicAddress, 'images'>;
/** [all spot numbers, the numbers of spots with restrictions] */
type SpotsJson = [string[], string[]];
/** [spot number or address type (null for the parking), file key, thumbnail key, primary, subject type] */
type ImageJson = [string | null, string, string, boolean, ImageSubjectType];
type PriceListJson = Omit<PublicPriceList, 'currency'>;
/** [spot number, reservation status] */
type HoldJson = [string, ReservationStatus];

const holding = sql.raw(HOLDING_RESERVATION_STATUSES.map((status) => `'${status}'`).join(', '));

// The same statement twice: the public one finds only active parkings; the preview one (for those who manage a
// parking or may see it, issue 13) finds it in any status. Two prepared statements keep the public one unchanged.
function prepareParkingStatement(db: Db, preview = false) {
  const id = sql`${parkings.id}`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .select({
      identifier: parkings.identifier,
      note: parkings.note,
      hasRestrictions: parkings.hasRestrictions,
      maxHeightCm: parkings.maxHeightCm,
      maxLengthCm: parkings.maxLengthCm,
      maxWidthCm: parkings.maxWidthCm,
      timeZone: parkings.timeZone,
      addresses: sql<AddressJson[]>`(select coalesce(json_agg(json_build_object('type', a.type,
        'country', a.country, 'region', a.region, 'city', a.city, 'street', a.street, 'number', a.number,
        'postcode', a.postcode, 'latitude', a.latitude, 'longitude', a.longitude)), '[]'::json)
        from parking_addresses a where a.parking_id = ${id})`,
      spots: sql<SpotsJson>`(select json_build_array(coalesce(json_agg(s.number), '[]'::json),
        coalesce(json_agg(s.number) filter (where s.has_restrictions), '[]'::json)) from spots s where s.parking_id = ${id} and s.deleted_at is null)`,
      // The subject of each photo by primary key, never a join the planner could turn into a scan of all spots.
      images: sql<ImageJson[]>`(select coalesce(json_agg(json_build_array(case i.subject_type
        when 'spots' then (select s.number from spots s where s.id = i.subject_id)
        when 'addresses' then (select a.type from parking_addresses a where a.id = i.subject_id) end,
        i.file_key, i.thumbnail_key, i.is_primary, i.subject_type) order by i.is_primary desc, i.position, i.created_at),
        '[]'::json) from images i where i.parking_id = ${id})`,
      priceLists: sql<PriceListJson[]>`(select coalesce(json_agg(json_build_object('name', l.name, 'days', l.days,
        'startHour', l.start_hour, 'endHour', l.end_hour, 'settlementPeriod', l.settlement_period,
        'firstPeriodPrice', l.first_period_price, 'nextPeriodPrice', l.next_period_price, 'isBasic', l.is_basic)
        order by l.is_basic desc, l.created_at, l.id), '[]'::json) from price_lists l where l.parking_id = ${id})`,
      unavailabilities: sql<PublicUnavailability[]>`(select coalesce(json_agg(json_build_object('name', u.name,
        'days', u.days, 'startTime', u.start_time, 'endTime', u.end_time) order by u.created_at, u.id), '[]'::json)
        from unavailabilities u where u.parking_id = ${id})`,
      // Holding reservations covering now; (parking_id, end_at) is indexed, so past ones are never read.
      holds: sql<
        HoldJson[]
      >`(select coalesce(json_agg(json_build_array((select s.number from spots s where s.id = r.spot_id),
        r.status)), '[]'::json) from reservations r where r.parking_id = ${id} and r.end_at > ${now} and r.start_at <= ${now} and r.status in (${holding}))`,
    })
    .from(parkings)
    .where(
      preview
        ? eq(parkings.identifier, sql.placeholder('identifier'))
        : and(eq(parkings.identifier, sql.placeholder('identifier')), eq(parkings.status, 'active')),
    )
    .limit(1)
    .prepare(preview ? 'parkshare_parking_preview' : 'parkshare_public_parking');
}

type ParkingStatement = ReturnType<typeof prepareParkingStatement>;
const statements = new WeakMap<Db, ParkingStatement>();
const previewStatements = new WeakMap<Db, ParkingStatement>();

function statementFor(db: Db, preview = false): ParkingStatement {
  const cache = preview ? previewStatements : statements;
  let statement = cache.get(db);
  if (!statement) {
    statement = prepareParkingStatement(db, preview);
    cache.set(db, statement);
  }
  return statement;
}

type Row = Awaited<ReturnType<ParkingStatement['execute']>>[number];

// The natural order of a parking's spots is a pure function of its numbers, and sorting 200 of them costs
// about a millisecond; the order is remembered per list of numbers (never states, which are read every time).
const ORDER_CACHE_SIZE = 500;
const orders = new Map<string, number[]>();

function naturalOrder(numbers: readonly string[]): number[] {
  // PostgreSQL text cannot hold NUL, so joining on it keeps different lists apart.
  const key = numbers.join('\u0000');
  let order = orders.get(key);
  if (!order) {
    order = numbers.map((_, index) => index).sort((a, b) => compareSpotNumbers(numbers[a]!, numbers[b]!));
    if (orders.size >= ORDER_CACHE_SIZE) orders.delete(orders.keys().next().value!);
    orders.set(key, order);
  }
  return order;
}

const NO_IMAGES: PublicImage[] = [];

function buildParking(row: Row, now: Date): PublicParking {
  // Images arrive primary first, then in the owner's order; grouped here by what they show.
  const parkingImages: PublicImage[] = [];
  const imagesBySubject = new Map<string, PublicImage[]>();
  for (const [subject, fileKey, thumbnailKey, isPrimary, subjectType] of row.images) {
    const image = { url: imageUrl(fileKey), thumbnailUrl: imageUrl(thumbnailKey), isPrimary };
    if (subjectType === 'parkings') {
      parkingImages.push(image);
    } else if (subject !== null) {
      const key = `${subjectType}:${subject}`;
      const list = imagesBySubject.get(key);
      if (list) list.push(image);
      else imagesBySubject.set(key, [image]);
    }
  }

  // Two holding reservations cannot cover one spot at once (the booking issue's exclusion constraint); should
  // stale data say otherwise, 'occupied' (a driver is there) wins over 'reserved'.
  const stateBySpot = new Map<string, SpotState>();
  for (const [number, status] of row.holds) {
    if (stateBySpot.get(number) !== 'occupied') stateBySpot.set(number, spotStateOf(status));
  }
  const [numbers, restricted] = row.spots;
  const restrictedSet = new Set(restricted);
  let availableSpots = 0;
  const spots = naturalOrder(numbers).map((index): PublicSpot => {
    const number = numbers[index]!;
    const state = stateBySpot.get(number) ?? 'available';
    if (state === 'available') availableSpots += 1;
    return {
      number,
      hasRestrictions: restrictedSet.has(number),
      state,
      images: imagesBySubject.get(`spots:${number}`) ?? NO_IMAGES,
    };
  });

  const addressOf = (type: AddressType): PublicAddress | null => {
    const address = row.addresses.find((candidate) => candidate.type === type);
    return address ? { ...address, images: imagesBySubject.get(`addresses:${type}`) ?? NO_IMAGES } : null;
  };

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
    images: parkingImages,
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

// Requests for the same parking that arrive in one event-loop turn share one read (decision 042): a QR code at a
// busy gate, or a burst of guests, costs one statement, one parse and one build instead of one per request. A
// read is only joined while it has not been sent yet, and it is sent by setImmediate, once the sockets ready in
// the current poll phase have been read; so every request's answer is read after the request arrived, exactly
// as if it had its own statement. Nothing outlives the read: the next turn's requests read again. Different
// parkings keep a statement each: one statement for all of a turn's parkings was measured (decision 042) and
// built them one after another in one task, so its p99 was worse.
interface PendingRead {
  promise: Promise<PublicParking | null>;
  resolve: (parking: PublicParking | null) => void;
  reject: (error: unknown) => void;
}

const pendingReads = new WeakMap<Db, Map<string, PendingRead>>();

async function readParking(db: Db, identifier: string, now: Date): Promise<PublicParking | null> {
  const [row] = await statementFor(db).execute({ identifier, now: now.toISOString() });
  return row ? buildParking(row, now) : null;
}

function sendPendingReads(db: Db) {
  const pending = pendingReads.get(db);
  pendingReads.delete(db);
  if (!pending) return;
  const now = new Date();
  for (const [identifier, read] of pending) readParking(db, identifier, now).then(read.resolve, read.reject);
}

function sharedRead(db: Db, identifier: string): Promise<PublicParking | null> {
  let pending = pendingReads.get(db);
  if (!pending) {
    pending = new Map();
    pendingReads.set(db, pending);
    setImmediate(sendPendingReads, db);
  }
  let read = pending.get(identifier);
  if (!read) {
    let resolve!: PendingRead['resolve'];
    let reject!: PendingRead['reject'];
    const promise = new Promise<PublicParking | null>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    read = { promise, resolve, reject };
    pending.set(identifier, read);
  }
  return read.promise;
}

/**
 * The public view of an active parking, as anyone may see it. Steps: check the identifier's shape (anything
 * else is NOT_FOUND without a query), read everything in one statement (shared with the requests for the same
 * parking that arrived in the same event-loop turn; `now` given reads alone, at that time), derive spot states and
 * availability. Any status but active, and an unknown identifier, are the same NOT_FOUND. The answer may be shared
 * by several requests: it is never modified after it is built.
 */
export async function getPublicParking({
  db,
  identifier,
  now,
}: {
  db: Db;
  identifier: string;
  now?: Date;
}): Promise<PublicParking> {
  if (!PARKING_IDENTIFIER_PATTERN.test(identifier)) throw notFound();
  const parking = await (now ? readParking(db, identifier, now) : sharedRead(db, identifier));
  if (!parking) throw notFound();
  return parking;
}

/**
 * One spot of an active parking, with the parking around it. The spot number is matched as a sign reads it
 * ("a-01" is "A-01"); an unknown or malformed number is NOT_FOUND.
 */
export async function getPublicSpot({
  db,
  identifier,
  spotNumber,
  now,
}: {
  db: Db;
  identifier: string;
  spotNumber: string;
  now?: Date;
}): Promise<PublicSpotView> {
  if (!isSpotNumber(spotNumber)) throw notFound();
  return spotOf(await getPublicParking({ db, identifier, now }), spotNumber);
}

const spotViews = new WeakMap<PublicParking, Map<string, PublicSpotView>>();

/** The spot of a parking read by its number as a sign reads it; NOT_FOUND when the parking has no such spot. */
function spotOf(parking: PublicParking, spotNumber: string): PublicSpotView {
  const key = spotNumberKey(spotNumber);
  // One view per spot of a shared read, so the requests sharing it share their projected answer too.
  let views = spotViews.get(parking);
  if (!views) {
    views = new Map();
    spotViews.set(parking, views);
  }
  let view = views.get(key);
  if (!view) {
    const spot = parking.spots.find((candidate) => spotNumberKey(candidate.number) === key);
    if (!spot) throw notFound();
    view = { ...spot, parking };
    views.set(key, view);
  }
  return view;
}

/**
 * The public page of a parking in any status, as it will look once live: for its owner, the admins of its
 * organization, its members and platform admins, who have been authorised by the caller. Read on its own (never
 * shared with the public reads); an unknown identifier is NOT_FOUND.
 */
export async function getParkingPreview({
  db,
  identifier,
  now = new Date(),
}: {
  db: Db;
  identifier: string;
  now?: Date;
}): Promise<PublicParking> {
  if (!PARKING_IDENTIFIER_PATTERN.test(identifier)) throw notFound();
  const [row] = await statementFor(db, true).execute({ identifier, now: now.toISOString() });
  if (!row) throw notFound();
  return buildParking(row, now);
}

/**
 * The page of one spot of a parking in any status (its QR code printed before the parking goes live, issue 13),
 * for those who may see the parking, who have been authorised by the caller: its preview with that spot. An unknown
 * parking or spot, or a malformed number, is NOT_FOUND.
 */
export async function getSpotPreview({
  db,
  identifier,
  spotNumber,
  now,
}: {
  db: Db;
  identifier: string;
  spotNumber: string;
  now?: Date;
}): Promise<PublicSpotView> {
  if (!isSpotNumber(spotNumber)) throw notFound();
  return spotOf(await getParkingPreview({ db, identifier, now }), spotNumber);
}
