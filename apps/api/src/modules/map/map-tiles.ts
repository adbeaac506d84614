import { clusterCellAt, PARKINGS_FROM_ZOOM, TILE_PARKINGS_LISTED, tileBounds } from '@parkshare/shared/map/tiles';
import { hasFeatures } from '@parkshare/shared/spots/features';
import type { MapTileData } from '@parkshare/shared/validation/reservations';
import type { Db } from '../../db/client';
import type { IndexRow } from './index-statements';
import { createKeptReads, type KeptReads } from './kept-reads';
import { validationError } from '../../lib/errors';
import { createMapIndex, type IndexedParking, type MapIndex } from './map-index';
import {
  freeSpotsOf,
  mapCoordinate,
  mapParkingOf,
  windowErrors,
  type MapParking,
  type MapSearchDeps,
} from './map.service';

// The /map screen's question (decision 087): one fixed tile, its window and vehicle filters. Tiles from
// PARKINGS_FROM_ZOOM, and tiles of any zoom with at most TILE_PARKINGS_LISTED parkings, answer their parkings;
// busier ones group them on a fixed grid of the tile (clusters), a cell of one parking answering that parking.
// Viewers near each other ask the same tiles, so the kept, single-flight reads (kept-reads.ts) and the
// compress-once answers (map.execute.ts) serve them all. Every change that can move a parking between free and
// full publishes a spot-state event (bookings, payments, expiries, finishes, owners' edits: parking-changes.ts),
// which drops the kept tiles of its place at once; the ages below are only a net for a change that might come
// without one.

/** A kept tile answers without a read for this long after its read was sent. */
export const TILE_FRESH_MS = 15_000;
/** A kept tile is never older than this; between the two it is replaced in the background when asked. */
export const TILE_MAX_AGE_MS = 60_000;
/** Tiles kept at once, the oldest dropped first (a parking tile of a dense centre is ~40 KB of objects). */
const KEPT_TILES = 4_096;

/** Parkings of one cell of a cluster tile's grid: where they are and how many are free. */
export interface MapCluster {
  /** The mean position of its parkings (6 decimals, as a parking's). */
  latitude: number;
  longitude: number;
  parkings: number;
  freeParkings: number;
  freeSpots: number;
  /** The box of its parkings, to zoom the map onto them. */
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface MapTile {
  z: number;
  x: number;
  y: number;
  parkings: MapParking[];
  clusters: MapCluster[];
}

type TileQuestion = MapTileData & ReturnType<typeof tileBounds>;

/** Sums a cell's parkings into a cluster. */
function clusterOf<T extends { row: IndexRow }>(members: T[], freeOf: (member: T) => number): MapCluster {
  let latitude = 0;
  let longitude = 0;
  let freeParkings = 0;
  let freeSpots = 0;
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const member of members) {
    const { row } = member;
    latitude += row.latitude;
    longitude += row.longitude;
    const free = freeOf(member);
    if (free > 0) freeParkings += 1;
    freeSpots += free;
    north = Math.max(north, row.latitude);
    south = Math.min(south, row.latitude);
    east = Math.max(east, row.longitude);
    west = Math.min(west, row.longitude);
  }
  const count = members.length;
  return {
    latitude: mapCoordinate(latitude / count),
    longitude: mapCoordinate(longitude / count),
    parkings: count,
    freeParkings,
    freeSpots,
    north: mapCoordinate(north),
    south: mapCoordinate(south),
    east: mapCoordinate(east),
    west: mapCoordinate(west),
  };
}

/** Whether a parking takes the vehicle: no restrictions, or no limit on each measure asked, or a limit at least it. */
const fits = (row: IndexRow, input: MapTileData) =>
  !row.has_restrictions ||
  (
    [
      [row.max_height_cm, input.maxHeight],
      [row.max_length_cm, input.maxLength],
      [row.max_width_cm, input.maxWidth],
    ] as const
  ).every(([limit, vehicle]) => vehicle == null || limit === null || limit >= vehicle);

const NONE_HELD: readonly string[] = Object.freeze([]);

/** North-west first (stable for the same data). */
const byPlace = (a: MapParking, b: MapParking) =>
  b.latitude - a.latitude || a.longitude - b.longitude || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A parking as the filters see it: with features asked, only its spots that have them all count (a parking without
 * one is left out); otherwise all of its spots. Null when it does not fit the vehicle or has no such spot.
 */
function counted(parking: IndexedParking, held: readonly string[], input: MapTileData) {
  const { row } = parking;
  if (!fits(row, input)) return null;
  const wanted = input.features ?? [];
  if (wanted.length === 0) return { row, held: held.length };
  const matching = (row.featured_spots ?? []).filter(([, features]) => hasFeatures(features, wanted));
  if (matching.length === 0) return null;
  const ids = new Set(matching.map(([id]) => id));
  return { row: { ...row, total_spots: matching.length }, held: held.filter((id) => ids.has(id)).length };
}

async function readTile(index: MapIndex, question: MapTileData): Promise<MapTile> {
  const tile = { z: question.z, x: question.x, y: question.y };
  const found = await index.tile(tile, question);
  const entries: { parking: IndexedParking; row: IndexRow; held: number }[] = [];
  for (const parking of found.parkings) {
    const entry = counted(parking, found.held.get(parking.row.id) ?? NONE_HELD, question);
    if (entry) entries.push({ parking, ...entry });
  }
  const toMap = (entry: (typeof entries)[number]) => mapParkingOf(entry.row, entry.held, question);
  if (tile.z >= PARKINGS_FROM_ZOOM || entries.length <= TILE_PARKINGS_LISTED) {
    return { ...tile, parkings: entries.map(toMap).sort(byPlace), clusters: [] };
  }
  // Below it, by cell of the tile's grid; a cell of one parking gives the parking.
  const cells = new Map<number, typeof entries>();
  for (const entry of entries) {
    const cell = clusterCellAt(entry.parking.world, tile);
    const members = cells.get(cell);
    if (members) members.push(entry);
    else cells.set(cell, [entry]);
  }
  const parkings: MapParking[] = [];
  const clusters: MapCluster[] = [];
  for (const cell of [...cells.keys()].sort((a, b) => a - b)) {
    const members = cells.get(cell)!;
    if (members.length === 1) parkings.push(toMap(members[0]!));
    else clusters.push(clusterOf(members, (entry) => freeSpotsOf(entry.row, entry.held, question)));
  }
  return { ...tile, parkings: parkings.sort(byPlace), clusters };
}

interface TileReads {
  index: MapIndex;
  reads: KeptReads<TileQuestion, MapTile>;
}

const tilesByDb = new WeakMap<Db, TileReads>();

function tilesOf({ db, spotEvents }: MapSearchDeps): TileReads {
  let tiles = tilesByDb.get(db);
  if (!tiles) {
    const index = createMapIndex(db, spotEvents);
    const reads = createKeptReads({
      read: (question: TileQuestion) => readTile(index, question),
      spotEvents,
      freshMs: TILE_FRESH_MS,
      maxAgeMs: TILE_MAX_AGE_MS,
      questions: KEPT_TILES,
    });
    tiles = { index, reads };
    tilesByDb.set(db, tiles);
  }
  return tiles;
}

/** Reads the map index now rather than on the first map question (main.ts, once the server listens). */
export function warmMapTiles(deps: MapSearchDeps): Promise<void> {
  return tilesOf(deps).index.warm();
}

/** Refuses a window longer than the longest stay (the tile itself was checked by its schema). */
export function checkMapTile(input: MapTileData, maxDays: number): void {
  const errors = windowErrors(input, maxDays);
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * One tile of the map for a window; the caller has authorised a signed-in viewer and checked the question
 * (checkMapTile). The answer may be shared by several requests and is never modified.
 */
export function mapTile(deps: MapSearchDeps, input: MapTileData): Promise<MapTile> {
  const key = JSON.stringify([
    input.z,
    input.x,
    input.y,
    input.startAt.getTime(),
    input.endAt.getTime(),
    input.maxHeight ?? null,
    input.maxLength ?? null,
    input.maxWidth ?? null,
    input.features ?? [],
  ]);
  return tilesOf(deps).reads.ask(key, { ...input, ...tileBounds(input) });
}
