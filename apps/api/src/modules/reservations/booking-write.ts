import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { orders } from '../../db/schema/orders';
import { reservations } from '../../db/schema/reservations';
import { executeRows, insertSelect, rowOf } from '../../db/sql-rows';
import { holdsDuring, LEAVE_BUFFER_MS } from './booking-rules';
import type { ReservationPayloadRow } from './reservation-payload';

// The booking's write (decision 050 addendum): one statement, no transaction round trips.

interface BookingRows {
  /** The idempotency key's row with the reservation's id as its result, or null without a key. */
  claim: typeof idempotencyKeys.$inferInsert | null;
  /** The spots the booking may take, best first (booking-facts.ts): the first one free over the stay is booked. */
  spotIds: readonly string[];
  reservation: Omit<typeof reservations.$inferInsert, 'spotId'>;
  order: typeof orders.$inferInsert;
}

/** Takes the booking lock of a spot (a transaction-scoped advisory lock): bookings of the spot wait for its holder. */
export const spotBookingLock = (spotId: SQL) =>
  sql`pg_advisory_xact_lock(hashtext('parkshare:spot-booking'), hashtext(${spotId}::text))`;

/** What the statement did: booked, or why not (nothing is written then). */
export type BookingWrite =
  { booked: ReservationPayloadRow } | { booked: null; because: 'no_free_spot' | 'key_claimed_before' };

/**
 * Writes a booking in one statement: picks the first of the spots no holding reservation overlaps over the stay
 * (leave buffer included, as the quote picks it), claims the key, inserts the reservation on that spot only if a
 * spot was free and the key was claimed (or none was given), and its order only if the reservation was inserted.
 * A statement is all or nothing like a transaction, without the BEGIN and COMMIT round trips a hot path pays in
 * server and database CPU. A concurrent request with the key makes the claim wait for its end, so its booking is
 * committed by then (or rolled back, and the key is claimed here). Two bookings that pick the same free spot at
 * once meet the exclusion constraint: the second fails (the caller may try again, and then picks another).
 */
export async function writeBooking(db: Db, { claim, spotIds, reservation, order }: BookingRows): Promise<BookingWrite> {
  const stay = {
    from: reservation.startAt,
    blocksUntil: new Date(reservation.holdEndAt.getTime() + LEAVE_BUFFER_MS),
  };
  // One text parameter for the list, whatever its length (the ids come from the database).
  const candidates = sql`unnest(${`{${spotIds.join(',')}}`}::uuid[]) with ordinality as candidate(id, rank)`;
  // One spot (named by the driver, or a parking's only one): the exclusion constraint is the check, as it is for
  // every booking in the end — a held spot fails the statement, and the caller refuses (spot_already_taken or
  // no_available_spot); a check of our own first cost a booking by spot id about 5 % of its throughput (bench).
  // Several: the first one no holding reservation overlaps over the stay.
  const [only] = spotIds;
  const pick =
    spotIds.length === 1 && only
      ? sql`select ${only}::uuid as id`
      : sql`select candidate.id from ${candidates}
        where not exists (select 1 from ${reservations} where ${reservations.spotId} = candidate.id and ${holdsDuring(stay)})
        order by candidate.rank limit 1`;
  // The picked spot's booking lock, held until the statement commits: bookings of one spot insert one after another.
  // Without it, two inserts of overlapping holds in progress at once each wait for the other's end (the exclusion
  // constraint's check) until PostgreSQL ends one as a deadlock, a second later, and its retry can meet the others'
  // retries in the next such circle until the retries run out (the likely way CI once saw ten drivers on two
  // instances wait half a minute, every loser answered with a server error). Waiting here instead, the next booking
  // finds the one before committed: the constraint refuses it at once (or, picking again, it takes another spot).
  // Its cost was within the bench's noise (bookings per second, five runs each: 233–258 with it, 238–269 without).
  const free = sql`select picked.id from (${pick}) as picked cross join lateral (select ${spotBookingLock(sql`picked.id`)}) as locked`;
  // Without a key there is nothing to claim: one row when a spot is free, so the booking goes ahead.
  const claimed = claim
    ? sql`${insertSelect(idempotencyKeys, claim)} where exists (select 1 from free) on conflict do nothing returning 1`
    : sql`select 1 from free`;
  const keyClaimedBefore = claim
    ? sql`exists (select 1 from ${idempotencyKeys} where ${idempotencyKeys.userId} = ${claim.userId}
        and ${idempotencyKeys.key} = ${claim.key})`
    : sql`false`;
  const [row] = await executeRows<{ free: boolean; claimedBefore: boolean; reservation: unknown; order: unknown }>(
    db,
    sql`with free as (${free}),
      claimed as (${claimed}),
      booked as (${insertSelect(reservations, { ...reservation, spotId: sql`free.id` })}
        from free where exists (select 1 from claimed) returning *),
      placed as (${insertSelect(orders, order)} from booked returning *)
    select exists (select 1 from free) as free, ${keyClaimedBefore} as "claimedBefore",
      (select to_jsonb(booked) from booked) as reservation, (select to_jsonb(placed) from placed) as "order"`,
  );
  if (row?.reservation && row.order) {
    return {
      booked: {
        reservation: rowOf(reservations, row.reservation as Record<string, unknown>),
        order: rowOf(orders, row.order as Record<string, unknown>),
      },
    };
  }
  // A replay finds the spot it booked taken (by itself): the key tells, whether or not a spot was free.
  if (row?.free || row?.claimedBefore) return { booked: null, because: 'key_claimed_before' };
  return { booked: null, because: 'no_free_spot' };
}
