import { isUnavailableDuring, type UnavailabilityWindow } from '@parkshare/shared/pricing/unavailability';
import { HOLDING_RESERVATION_STATUSES, LEAVE_BUFFER_MINUTES } from '@parkshare/shared/reservations/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import type { ParkingsInAreaData } from '@parkshare/shared/validation/reservations';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/sql-rows';
import { validationError, type FieldErrors } from '../../lib/errors';
import type { SpotEvents, SpotStateEvent } from '../../lib/spot-events';

// Map search (issue 5): the active parkings whose basic address lies in a viewport, each free or full for a time
// window. One statement per request: the viewport's parkings through the GiST index on
// point(longitude, latitude) of parking_addresses (migration 0007), nearest the centre first and cut at
// MAX_MAP_PARKINGS before anything is counted; then per parking its spots (an index-only count on the partial
// unique index of spots that are not deleted) and the spots held in [startAt, endAt + leave buffer) — one range
// scan of the parking's current and future reservations on (parking_id, end_at), plus the few holds extended
// beyond their paid end. Like the public page (decision 042) it reads the owner tables directly and selects only
// public columns.

/** At most this many parkings per answer, nearest the viewport's centre first. */
export const MAX_MAP_PARKINGS = 2000;
/** A viewport spans at most this many degrees north–south and east–west (~220 × 135 km around Poland). */
export const MAX_MAP_AREA_DEGREES = 2;
/**
 * Positions on the map are given to 6 decimal places, about 11 cm: a marker needs no more, and the full double a pin
 * was dropped with is digits no one can see that made up a fifth of a city viewport's compressed answer.
 */
export const MAP_COORDINATE_DECIMALS = 6;
const coordinateScale = 10 ** MAP_COORDINATE_DECIMALS;
const mapCoordinate = (degrees: number) => Math.round(degrees * coordinateScale) / coordinateScale;

export type MapAvailability = 'free' | 'full';

export interface MapParking {
  id: string;
  identifier: string;
  latitude: number;
  longitude: number;
  address: string;
  availability: MapAvailability;
  freeSpots: number;
  totalSpots: number;
  hasRestrictions: boolean;
  maxHeight: number | null;
  maxLength: number | null;
  maxWidth: number | null;
}

interface Row {
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
  held_spots: number;
  unavailabilities: UnavailabilityWindow[] | null;
}

const holding = sql.raw(HOLDING_RESERVATION_STATUSES.map((status) => `'${status}'`).join(', '));

/** The limits that need configuration: the viewport's size and the window's length. */
export function checkMapSearch(input: ParkingsInAreaData, maxDays: number): void {
  const errors: FieldErrors = {};
  if (input.north - input.south > MAX_MAP_AREA_DEGREES) errors.north = [messages.invalidValue];
  if (input.east - input.west > MAX_MAP_AREA_DEGREES) errors.east = [messages.invalidValue];
  if (input.endAt.getTime() - input.startAt.getTime() > maxDays * 86_400_000) {
    errors.endAt = [formatMessage('reservationTooLong', { count: maxDays })];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

// A restriction filter: the parking takes the vehicle when it has no restrictions or no limit on that measure.
const fits = (column: string, value: number | null | undefined) =>
  value == null
    ? sql``
    : sql`and (not p.has_restrictions or ${sql.raw(column)} is null or ${sql.raw(column)} >= ${value})`;

async function readParkingsInArea(db: Db, input: ParkingsInAreaData): Promise<MapParking[]> {
  const centreLatitude = (input.north + input.south) / 2;
  const centreLongitude = (input.east + input.west) / 2;
  // Degrees of longitude shrink with the latitude; this keeps "nearest" round on the ground.
  const stretch = Math.cos((centreLatitude * Math.PI) / 180);
  const blockedUntil = new Date(input.endAt.getTime() + LEAVE_BUFFER_MINUTES * 60_000);
  const window = sql`tstzrange(${input.startAt.toISOString()}::timestamptz, ${blockedUntil.toISOString()}::timestamptz)`;
  const rows = await executeRows<Row>(
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
          case when coalesce(a.street, '') = '' then concat_ws(' ', a.city, a.number)
            else concat_ws(', ', concat_ws(' ', a.street, a.number), a.city) end as address,
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
      limit ${MAX_MAP_PARKINGS}
    ), extending as materialized (
      -- Holds beyond the paid end (an extension awaiting payment): few, found through their partial index.
      select r.parking_id, r.spot_id from reservations r
      where r.extension_due_at is not null and r.status in (${holding}) and tstzrange(r.start_at, r.blocks_until) && ${window}
    )
    select area.parking_id as id, area.identifier, area.latitude, area.longitude, area.address, area.has_restrictions,
      area.max_height_cm, area.max_length_cm, area.max_width_cm, area.time_zone,
      (select count(*) from spots s where s.parking_id = area.parking_id and s.deleted_at is null)::int as total_spots,
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
      (select json_agg(json_build_object('days', u.days, 'startTime', u.start_time, 'endTime', u.end_time))
        from unavailabilities u where u.parking_id = area.parking_id) as unavailabilities
    from area
    order by area.distance, area.parking_id
  `,
  );
  return rows.map((row) => {
    // Closed during any part of the stay (not the leave buffer): nothing can be booked for this window.
    const closed =
      row.unavailabilities !== null &&
      isUnavailableDuring(row.unavailabilities, input.startAt, input.endAt, row.time_zone);
    const freeSpots = closed ? 0 : Math.max(0, row.total_spots - row.held_spots);
    return {
      id: row.id,
      identifier: row.identifier,
      latitude: mapCoordinate(row.latitude),
      longitude: mapCoordinate(row.longitude),
      address: row.address,
      availability: freeSpots > 0 ? 'free' : 'full',
      freeSpots,
      totalSpots: row.total_spots,
      hasRestrictions: row.has_restrictions,
      maxHeight: row.has_restrictions ? row.max_height_cm : null,
      maxLength: row.has_restrictions ? row.max_length_cm : null,
      maxWidth: row.has_restrictions ? row.max_width_cm : null,
    };
  });
}

// Maps open on the same place ask the same question at once (everyone around a stadium, everyone opening the
// map on the same city view, a bench's 50 clients). As on the public page (decision 042), requests with the same
// input that arrive in one event-loop turn share one read, sent by setImmediate once the sockets ready in that turn
// have been read. The shared answer is never modified.
// A city viewport's read is tens of milliseconds of database work, so at most one read per question is in flight
// (decision 051): the same question asked meanwhile waits for the next read, sent as soon as that one is done.
// A read's answer is then kept for the same question for a short while (decision 052): up to KEPT_FRESH_MS after
// its read was sent it answers at once; until KEPT_MAX_AGE_MS it still answers at once while one new read replaces
// it in the background; older, a request waits for a read. A spot-state event inside the answer's area (a booking,
// an expiry, a finish — from any instance with REDIS_URL) drops it at once, and a read in flight when such an event
// comes is not kept; changes without an event (an owner's edits) show within KEPT_MAX_AGE_MS, the delay the
// specification allows open maps.

/** A kept answer answers without a read for this long after its read was sent. */
export const KEPT_FRESH_MS = 1_000;
/** A kept answer is never older than this; between the two it is replaced in the background. */
export const KEPT_MAX_AGE_MS = 2_000;
/** Questions kept at once (the oldest go first); a question is ~0.6 MB at most. */
const KEPT_QUESTIONS = 32;

interface PendingRead {
  input: ParkingsInAreaData;
  promise: Promise<MapParking[]>;
  settle: (read: Promise<MapParking[]>) => void;
}

interface Kept {
  answer: MapParking[];
  /** When its read was sent: everything committed before it is in the answer. */
  readAt: number;
  input: ParkingsInAreaData;
}

interface Reads {
  /** Reads not sent yet, by question: a new request with that question joins it. */
  waiting: Map<string, PendingRead>;
  /** Questions whose read has been sent and has not answered yet, with the input asked. */
  inFlight: Map<string, ParkingsInAreaData>;
  /** Reads in flight that a spot-state event made stale: answered to their requests, not kept. */
  overtaken: Set<string>;
  /** Answers kept by question, oldest first. */
  kept: Map<string, Kept>;
  turnScheduled: boolean;
}

export interface MapSearchDeps {
  db: Db;
  spotEvents: SpotEvents;
}

const readsByDb = new WeakMap<Db, Reads>();

const inArea = (input: ParkingsInAreaData, event: SpotStateEvent) =>
  event.latitude <= input.north &&
  event.latitude >= input.south &&
  event.longitude <= input.east &&
  event.longitude >= input.west;

/** Drops what a spot-state change may have made wrong: kept answers of its area, reads of its area in flight. */
function overtake(reads: Reads, event: SpotStateEvent) {
  for (const [key, kept] of reads.kept) if (inArea(kept.input, event)) reads.kept.delete(key);
  for (const [key, input] of reads.inFlight) if (inArea(input, event)) reads.overtaken.add(key);
}

function readsOf({ db, spotEvents }: MapSearchDeps): Reads {
  let reads = readsByDb.get(db);
  if (!reads) {
    const created: Reads = {
      waiting: new Map(),
      inFlight: new Map(),
      overtaken: new Set(),
      kept: new Map(),
      turnScheduled: false,
    };
    readsByDb.set(db, created);
    // For the life of the process: the bus stops yielding when it is closed with the app.
    void (async () => {
      for await (const event of spotEvents.listen(new AbortController().signal)) overtake(created, event);
    })();
    reads = created;
  }
  return reads;
}

function keep(reads: Reads, key: string, kept: Kept) {
  reads.kept.delete(key);
  reads.kept.set(key, kept);
  for (const oldest of reads.kept.keys()) {
    if (reads.kept.size <= KEPT_QUESTIONS) break;
    reads.kept.delete(oldest);
  }
}

function send(db: Db, reads: Reads, key: string) {
  const read = reads.waiting.get(key);
  if (!read) return;
  reads.waiting.delete(key);
  reads.inFlight.set(key, read.input);
  reads.overtaken.delete(key);
  const readAt = Date.now();
  const answer = readParkingsInArea(db, read.input);
  const done = (parkings?: MapParking[]) => {
    if (parkings && !reads.overtaken.has(key)) keep(reads, key, { answer: parkings, readAt, input: read.input });
    reads.inFlight.delete(key);
    reads.overtaken.delete(key);
    send(db, reads, key);
  };
  answer.then(done, () => done());
  read.settle(answer);
}

function sendTurn(db: Db, reads: Reads) {
  reads.turnScheduled = false;
  for (const key of [...reads.waiting.keys()]) if (!reads.inFlight.has(key)) send(db, reads, key);
}

/** The read of this question that a request arriving now joins (the next one to be sent). */
function nextRead(db: Db, reads: Reads, key: string, input: ParkingsInAreaData): Promise<MapParking[]> {
  let read = reads.waiting.get(key);
  if (!read) {
    let settle!: (read: Promise<MapParking[]>) => void;
    const promise = new Promise<MapParking[]>((resolve) => {
      settle = resolve;
    });
    read = { input, promise, settle };
    reads.waiting.set(key, read);
    // With a read of this question in flight, this one is sent when it answers (send, above).
    if (!reads.inFlight.has(key) && !reads.turnScheduled) {
      reads.turnScheduled = true;
      setImmediate(sendTurn, db, reads);
    }
  }
  return read.promise;
}

export function parkingsInArea(deps: MapSearchDeps, input: ParkingsInAreaData): Promise<MapParking[]> {
  const reads = readsOf(deps);
  const key = JSON.stringify([
    input.north,
    input.south,
    input.east,
    input.west,
    input.startAt.getTime(),
    input.endAt.getTime(),
    input.maxHeight ?? null,
    input.maxLength ?? null,
    input.maxWidth ?? null,
  ]);
  const kept = reads.kept.get(key);
  const age = kept ? Date.now() - kept.readAt : Infinity;
  if (kept && age < KEPT_MAX_AGE_MS) {
    // Getting old: one read replaces it while it still answers (a failed one leaves it to age out).
    if (age >= KEPT_FRESH_MS && !reads.inFlight.has(key) && !reads.waiting.has(key)) {
      nextRead(deps.db, reads, key, input).catch(() => undefined);
    }
    return Promise.resolve(kept.answer);
  }
  if (kept) reads.kept.delete(key);
  return nextRead(deps.db, reads, key, input);
}
