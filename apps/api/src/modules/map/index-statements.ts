import type { SpotFeature } from '@parkshare/shared/spots/features';
import type { UnavailabilityWindow } from '@parkshare/shared/pricing/unavailability';
import { LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/sql-rows';
import { addressLine, holding, totalSpots, unavailabilities } from './statement-fragments';

// The two statements of the map index (map-index.ts, decision 087). What a parking shows on the map apart from
// its availability changes only when its owner or an admin changes it, and every such change is announced
// (parking-changes.ts): it is read once for every active parking with a basic address, then again for a parking
// whose change is heard. What is held changes with every booking: it is read for a whole window at once — the
// holds that overlap it through the GiST index of the exclusion constraint, a few tens of thousands in a
// marketplace of a million reservations — then again for a parking whose booking is heard. Counting is exactly
// area-statement.ts's: spots that are not deleted, holds overlapping [startAt, endAt + leave buffer).

/** An active parking with a basic address, as the map shows it, without its availability. */
export interface IndexRow {
  id: string;
  identifier: string;
  latitude: number;
  longitude: number;
  address: string;
  has_restrictions: boolean;
  max_height_cm: number | null;
  max_length_cm: number | null;
  max_width_cm: number | null;
  time_zone: string;
  total_spots: number;
  unavailabilities: UnavailabilityWindow[] | null;
  /** [spot id, its features] of the spots that have any (most have none), for the map's feature filter. */
  featured_spots: [string, SpotFeature[]][] | null;
}

const onlyParkings = (column: string, ids: readonly string[] | null) =>
  ids === null ? sql`` : sql`and ${sql.raw(column)} = any(${`{${ids.join(',')}}`}::uuid[])`;

/** The active parkings with a basic address (all of them, or those of `ids` that still are). */
export function selectIndexRows(db: Db, ids: readonly string[] | null = null): Promise<IndexRow[]> {
  return executeRows<IndexRow>(
    db,
    sql`
    select p.id, p.identifier, a.latitude, a.longitude,
      ${addressLine('a')} as address,
      p.has_restrictions, p.max_height_cm, p.max_length_cm, p.max_width_cm, p.time_zone,
      ${totalSpots('p.id')} as total_spots,
      ${unavailabilities('p.id')} as unavailabilities,
      (select json_agg(json_build_array(s.id, s.features)) from spots s
        where s.parking_id = p.id and s.deleted_at is null and s.features <> '{}') as featured_spots
    from parkings p join parking_addresses a on a.parking_id = p.id and a.type = 'basic'
    where p.status = 'active' ${onlyParkings('p.id', ids)}
  `,
  );
}

/** The spots held in [startAt, endAt + leave buffer) per parking that has any (of all parkings, or of `ids`). */
export async function selectHeldSpots(
  db: Db,
  window: { startAt: Date; endAt: Date },
  ids: readonly string[] | null = null,
): Promise<Map<string, string[]>> {
  const blockedUntil = new Date(window.endAt.getTime() + LEAVE_BUFFER_MINUTES * 60_000);
  const rows = await executeRows<{ parking_id: string; held: string[] }>(
    db,
    sql`
    select r.parking_id, array_agg(distinct r.spot_id::text) as held
    from reservations r join spots s on s.id = r.spot_id and s.deleted_at is null
    where r.status in (${holding})
      and tstzrange(r.start_at, r.blocks_until) && tstzrange(${window.startAt.toISOString()}::timestamptz, ${blockedUntil.toISOString()}::timestamptz)
      ${onlyParkings('r.parking_id', ids)}
    group by r.parking_id
  `,
  );
  return new Map(rows.map((row) => [row.parking_id, row.held]));
}
