import { HOLDING_RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import { sql, type SQL } from 'drizzle-orm';

// Pieces that the map search (area-statement.ts) and the map index (index-statements.ts) both write, so the two
// show a parking the same way. Aliases and columns are the statements' own constants, never input. A
// fragment's second line is indented for where the statements place it, so the SQL they send reads as before.

/** The reservation statuses that hold a spot, as an SQL list. */
export const holding = sql.raw(HOLDING_RESERVATION_STATUSES.map((status) => `'${status}'`).join(', '));

/** The address line of parking_addresses `alias`: "street number, city", or "city number" without a street. */
export const addressLine = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`case when coalesce(${a}.street, '') = '' then concat_ws(' ', ${a}.city, ${a}.number)
        else concat_ws(', ', concat_ws(' ', ${a}.street, ${a}.number), ${a}.city) end`;
};

/** The spots of the parking `parkingId` (a column) that are not deleted. */
export const totalSpots = (parkingId: string): SQL =>
  sql`(select count(*) from spots s where s.parking_id = ${sql.raw(parkingId)} and s.deleted_at is null)::int`;

/** The weekly unavailability windows of the parking `parkingId` (a column), as JSON (null when it has none). */
export const unavailabilities = (parkingId: string): SQL =>
  sql`(select json_agg(json_build_object('days', u.days, 'startTime', u.start_time, 'endTime', u.end_time))
        from unavailabilities u where u.parking_id = ${sql.raw(parkingId)})`;
