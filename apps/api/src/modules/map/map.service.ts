import { isUnavailableDuring } from '@parkshare/shared/pricing/unavailability';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import type { ParkingsInAreaData } from '@parkshare/shared/validation/reservations';
import type { Db } from '../../db/client';
import { validationError, type FieldErrors } from '../../lib/errors';
import type { SpotEvents } from '../../lib/spot-events';
import { selectParkingsInArea, type AreaRow } from './area-statement';
import { createKeptReads, type KeptReads } from './kept-reads';

// Map search (issue 5): the active parkings whose basic address lies in a viewport, each free or full for a time
// window. One statement per request (area-statement.ts); requests asking the same question share its read, and
// its answer is kept for a short while (kept-reads.ts, decisions 051 and 052).

/** At most this many parkings per answer, nearest the viewport's centre first. */
export const MAX_MAP_PARKINGS = 2000;
/** A viewport spans at most this many degrees north–south and east–west (~220 × 135 km around Poland). */
export const MAX_MAP_AREA_DEGREES = 2;
// A client's "2°" is often a sum or difference of decimals (14.6 + 2 - 14.6 = 2.0000000000000018): the limit allows
// far less than a millimetre of floating-point noise.
const AREA_TOLERANCE_DEGREES = 1e-9;
/**
 * Positions on the map are given to 6 decimal places, about 11 cm: a marker needs no more, and the full double a pin
 * was dropped with is digits no one can see that made up a fifth of a city viewport's compressed answer.
 */
export const MAP_COORDINATE_DECIMALS = 6;
const coordinateScale = 10 ** MAP_COORDINATE_DECIMALS;
export const mapCoordinate = (degrees: number) => Math.round(degrees * coordinateScale) / coordinateScale;

/** A kept answer answers without a read for this long after its read was sent. */
export const KEPT_FRESH_MS = 1_000;
/** A kept answer is never older than this; between the two it is replaced in the background. */
export const KEPT_MAX_AGE_MS = 2_000;
/** Questions kept at once (the oldest go first); a question is ~0.6 MB at most. */
const KEPT_QUESTIONS = 32;

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

export interface MapSearchDeps {
  db: Db;
  spotEvents: SpotEvents;
}

/** A window longer than the longest stay, as a field error (both map questions refuse it). */
export function windowErrors(window: { startAt: Date; endAt: Date }, maxDays: number): FieldErrors {
  return window.endAt.getTime() - window.startAt.getTime() > maxDays * 86_400_000
    ? { endAt: [formatMessage('reservationTooLong', { count: maxDays })] }
    : {};
}

/** The limits that need configuration: the viewport's size and the window's length. */
export function checkMapSearch(input: ParkingsInAreaData, maxDays: number): void {
  const errors: FieldErrors = windowErrors(input, maxDays);
  const widest = MAX_MAP_AREA_DEGREES + AREA_TOLERANCE_DEGREES;
  if (input.north - input.south > widest) errors.north = [messages.invalidValue];
  if (input.east - input.west > widest) errors.east = [messages.invalidValue];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** How many answers closedDuring keeps (a few hundred bytes each); the oldest goes first. */
const KEPT_CLOSURES = 10_000;
const closures = new Map<string, boolean>();
/** Each schedule's part of the key, worked out once per schedule read (the map index keeps its rows). */
const scheduleKeys = new WeakMap<object, string>();

/**
 * Whether a closure schedule closes a parking during any part of the window. Working it out takes dozens of
 * time-zone conversions; the same few schedules ('every night 23:00–05:00') recur across thousands of parkings, and
 * a map tile at a city's zoom counts them all: on a just-started server the first tiles' answers spent over half
 * their time here (issue 17 §1). So the answer is kept per schedule, time zone and window: the result depends on
 * nothing else (the holidays are a function of the date).
 */
function closedDuring(
  unavailabilities: NonNullable<AreaRow['unavailabilities']>,
  timeZone: string,
  window: { startAt: Date; endAt: Date },
): boolean {
  let schedule = scheduleKeys.get(unavailabilities);
  if (schedule === undefined) {
    schedule = JSON.stringify(unavailabilities);
    scheduleKeys.set(unavailabilities, schedule);
  }
  const key = `${window.startAt.getTime()}/${window.endAt.getTime()}/${timeZone}/${schedule}`;
  let closed = closures.get(key);
  if (closed === undefined) {
    closed = isUnavailableDuring(unavailabilities, window.startAt, window.endAt, timeZone);
    if (closures.size >= KEPT_CLOSURES) closures.delete(closures.keys().next().value!);
    closures.set(key, closed);
  }
  return closed;
}

/** Spots free in the window: none while the parking is closed during any part of the stay (not the leave buffer). */
export function freeSpotsOf(
  row: Pick<AreaRow, 'unavailabilities' | 'time_zone' | 'total_spots'>,
  heldSpots: number,
  window: { startAt: Date; endAt: Date },
): number {
  const closed = row.unavailabilities !== null && closedDuring(row.unavailabilities, row.time_zone, window);
  return closed ? 0 : Math.max(0, row.total_spots - heldSpots);
}

/** A parking as the map shows it, free or full for the window asked. */
export function mapParkingOf(
  row: Omit<AreaRow, 'held_spots'>,
  heldSpots: number,
  window: { startAt: Date; endAt: Date },
): MapParking {
  const freeSpots = freeSpotsOf(row, heldSpots, window);
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
}

async function readParkingsInArea(db: Db, input: ParkingsInAreaData): Promise<MapParking[]> {
  const rows = await selectParkingsInArea(db, input, MAX_MAP_PARKINGS);
  return rows.map((row) => mapParkingOf(row, row.held_spots, input));
}

const readsByDb = new WeakMap<Db, KeptReads<ParkingsInAreaData, MapParking[]>>();

function readsOf({ db, spotEvents }: MapSearchDeps): KeptReads<ParkingsInAreaData, MapParking[]> {
  let reads = readsByDb.get(db);
  if (!reads) {
    reads = createKeptReads({
      read: (input: ParkingsInAreaData) => readParkingsInArea(db, input),
      spotEvents,
      freshMs: KEPT_FRESH_MS,
      maxAgeMs: KEPT_MAX_AGE_MS,
      questions: KEPT_QUESTIONS,
    });
    readsByDb.set(db, reads);
  }
  return reads;
}

/**
 * The active parkings of a viewport, free or full for its window; the caller has authorised a signed-in viewer
 * and checked the search (checkMapSearch). The answer may be shared by several requests and is never modified.
 */
export function parkingsInArea(deps: MapSearchDeps, input: ParkingsInAreaData): Promise<MapParking[]> {
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
  return readsOf(deps).ask(key, input);
}
