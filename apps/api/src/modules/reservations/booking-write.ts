import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { orders } from '../../db/schema/orders';
import { reservations } from '../../db/schema/reservations';
import { executeRows, insertSelect, rowOf } from '../../db/sql-rows';
import type { ReservationPayloadRow } from './reservation-payload';

// The booking's write (decision 050 addendum): one statement, no transaction round trips.

interface BookingRows {
  /** The idempotency key's row with the reservation's id as its result, or null without a key. */
  claim: typeof idempotencyKeys.$inferInsert | null;
  reservation: typeof reservations.$inferInsert;
  order: typeof orders.$inferInsert;
}

/**
 * Writes a booking in one statement: claims the key, inserts the reservation only if the key was claimed (or none
 * was given) and its order only if the reservation was inserted. A statement is all or nothing like a transaction,
 * without the BEGIN and COMMIT round trips a hot path pays in server and database CPU. Answers undefined when the
 * key was claimed before: nothing is written then. A concurrent request with the key makes the claim wait for its
 * end, so its booking is committed by then (or rolled back, and the key is claimed here).
 */
export async function writeBooking(
  db: Db,
  { claim, reservation, order }: BookingRows,
): Promise<ReservationPayloadRow | undefined> {
  // Without a key there is nothing to claim: one row, so the booking goes ahead.
  const claimed = claim
    ? sql`${insertSelect(idempotencyKeys, claim)} on conflict do nothing returning 1`
    : sql`select 1`;
  const [row] = await executeRows(
    db,
    sql`with claimed as (${claimed}),
      booked as (${insertSelect(reservations, reservation)} where exists (select 1 from claimed) returning *),
      placed as (${insertSelect(orders, order)} from booked returning *)
    select to_jsonb(booked) as reservation, to_jsonb(placed) as "order" from booked, placed`,
  );
  if (!row) return undefined;
  return {
    reservation: rowOf(reservations, row.reservation as Record<string, unknown>),
    order: rowOf(orders, row.order as Record<string, unknown>),
  };
}
