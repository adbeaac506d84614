import { LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import type { ParkingsInAreaData } from '@parkshare/shared/validation/reservations';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/sql-rows';
import type { IndexRow } from './index-statements';
import { addressLine, holding, totalSpots, unavailabilities } from './statement-fragments';

// The one statement of a map search (map.service.ts): the viewport's parkings through the GiST index on
// point(longitude, latitude) of parking_addresses (migration 0007), nearest the centre first and cut at
// MAX_MAP_PARKINGS before anything is counted; then per parking its spots (an index-only count on the partial
// unique index of spots that are not deleted) and the spots held in [startAt, endAt + leave buffer) — one range
// scan of the parking's current and future reservations on (parking_id, end_at), plus the few holds extended
// beyond their paid end. Like the public page (decision 042) it reads the owner tables directly and selects only
// public columns.

/** A parking of the viewport as the statement answers it: what the map index holds, and its held spots. */
export interface AreaRow extends Omit<IndexRow, 'featured_spots'> {
  held_spots: number;
}

// A restriction filter: the parking takes the vehicle when it has no restrictions or no limit on that measure.
const fits = (column: string, value: number | null | undefined) =>
  value == null
    ? sql``
    : sql`and (not p.has_restrictions or ${sql.raw(column)} is null or ${sql.raw(column)} >= ${value})`;

/** The viewport's parkings, at most `limit`, nearest its centre first. */
export function selectParkingsInArea(db: Db, input: ParkingsInAreaData, limit: number): Promise<AreaRow[]> {
  const centreLatitude = (input.north + input.south) / 2;
  const centreLongitude = (input.east + input.west) / 2;
  // Degrees of longitude shrink with the latitude; this keeps "nearest" round on the ground.
  const stretch = Math.cos((centreLatitude * Math.PI) / 180);
  const blockedUntil = new Date(input.endAt.getTime() + LEAVE_BUFFER_MINUTES * 60_000);
  const window = sql`tstzrange(${input.startAt.toISOString()}::timestamptz, ${blockedUntil.toISOString()}::timestamptz)`;
  return executeRows<AreaRow>(
    db,
    sql`
    with area as materialized (
      -- The viewport's addresses nearest the centre first (a sort of the few thousand the GiST index finds), then
      -- their parkings looked up in that order until MAX_MAP_PARKINGS are active and fit: in a city viewport a
      -- third of the primary-key lookups of joining every address first (decision 051).
      select a.parking_id, a.latitude, a.longitude, a.address, a.distance,
        p.identifier, p.has_restrictions, p.max_height_cm, p.max_length_cm, p.max_width_cm, p.time_zone
      from (
        select a.parking_id, a.latitude, a.longitude,
          ${addressLine('a')} as address,
          ((a.longitude - ${centreLongitude}::float8) * ${stretch}::float8) ^ 2 + (a.latitude - ${centreLatitude}::float8) ^ 2 as distance
        from parking_addresses a
        where point(a.longitude, a.latitude) <@ box(point(${input.west}::float8, ${input.south}::float8), point(${input.east}::float8, ${input.north}::float8))
          and a.type = 'basic'
        order by distance, a.parking_id
        offset 0
      ) a
      cross join lateral (
        select p.identifier, p.has_restrictions, p.max_height_cm, p.max_length_cm, p.max_width_cm, p.time_zone
        from parkings p
        where p.id = a.parking_id and p.status = 'active'
          ${fits('p.max_height_cm', input.maxHeight)} ${fits('p.max_length_cm', input.maxLength)} ${fits('p.max_width_cm', input.maxWidth)}
      ) p
      order by a.distance, a.parking_id
      limit ${limit}
    ), extending as materialized (
      -- Holds beyond the paid end (an extension awaiting payment): few, found through their partial index.
      select r.parking_id, r.spot_id from reservations r
      where r.extension_due_at is not null and r.status in (${holding}) and tstzrange(r.start_at, r.blocks_until) && ${window}
    )
    select area.parking_id as id, area.identifier, area.latitude, area.longitude, area.address, area.has_restrictions,
      area.max_height_cm, area.max_length_cm, area.max_width_cm, area.time_zone,
      ${totalSpots('area.parking_id')} as total_spots,
      -- Spots held in the window: a hold overlaps [startAt, endAt + 5 min) exactly as the exclusion constraint
      -- compares them; without a pending extension it ends at end_at + 5 min, so (parking_id, end_at) finds it
      -- among the parking's current and future reservations only, never its history.
      (select count(distinct held.spot_id) from (
          select r.spot_id from reservations r
          where r.parking_id = area.parking_id and r.end_at > ${input.startAt.toISOString()}::timestamptz - interval '${sql.raw(String(LEAVE_BUFFER_MINUTES))} minutes'
            and r.status in (${holding}) and tstzrange(r.start_at, r.blocks_until) && ${window}
          union all
          select e.spot_id from extending e where e.parking_id = area.parking_id
        ) held join spots s on s.id = held.spot_id and s.deleted_at is null)::int as held_spots,
      ${unavailabilities('area.parking_id')} as unavailabilities
    from area
    order by area.distance, area.parking_id
  `,
  );
}
