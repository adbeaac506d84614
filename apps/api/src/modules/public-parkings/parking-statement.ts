import type { SpotFeature } from '@parkshare/shared/spots/features';
import { and, eq, sql } from 'drizzle-orm';
import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import { HOLDING_RESERVATION_STATUSES, type ReservationStatus } from '@parkshare/shared/reservations/status';
import type { Db } from '../../db/client';
import { parkings } from '../../db/schema/parkings';
import type { PublicAddress, PublicPriceList, PublicUnavailability } from './public-parkings.types';

// The one statement that reads a public page (decision 042): the parking and, as JSON aggregates, everything the
// page shows. Prepared once per database.

// Shapes of the JSON aggregates below. Spots travel as plain lists of numbers, holds and images name their spot
// by number: building a JSON object per spot with its uuid was most of the statement's cost (decision 042).
type AddressJson = Omit<PublicAddress, 'images'>;
/** [all spot numbers, the numbers of spots with restrictions] */
/** [numbers, numbers of restricted spots, [number, features] of spots with features] */
type SpotsJson = [string[], string[], [string, SpotFeature[]][]];
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
        coalesce(json_agg(s.number) filter (where s.has_restrictions), '[]'::json),
        coalesce(json_agg(json_build_array(s.number, s.features)) filter (where s.features <> '{}'), '[]'::json))
        from spots s where s.parking_id = ${id} and s.deleted_at is null)`,
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

export function statementFor(db: Db, preview = false): ParkingStatement {
  const cache = preview ? previewStatements : statements;
  let statement = cache.get(db);
  if (!statement) {
    statement = prepareParkingStatement(db, preview);
    cache.set(db, statement);
  }
  return statement;
}

export type PublicParkingRow = Awaited<ReturnType<ParkingStatement['execute']>>[number];
