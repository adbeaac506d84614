import { clusterCell, PARKINGS_FROM_ZOOM, tileBounds, tileOf, type Tile } from '@parkshare/shared/map/tiles';
import type { MapTileData } from '@parkshare/shared/validation/reservations';
import type { Db } from '../../db/client';
import { selectParkingsInArea } from './area-statement';
import { createKeptReads, type KeptReads } from './kept-reads';
import { validationError } from '../../lib/errors';
import { mapParkingOf, windowErrors, type MapParking, type MapSearchDeps } from './map.service';

// The /map screen's question (decision 087): one fixed tile, its window and vehicle filters. Tiles from
// PARKINGS_FROM_ZOOM answer their parkings; lower ones group them on a fixed grid of the tile (clusters), a cell of
// one parking answering that parking. Viewers near each other ask the same tiles, so the kept, single-flight reads
// (kept-reads.ts) and the compress-once answers (map.execute.ts) serve them all. Every change that can move a
// parking between free and full publishes a spot-state event (bookings, payments, expiries, finishes, owners'
// edits: parking-changes.ts), which drops the kept tiles of its place at once; the ages below are only a net for
// a change that might come without one.

/** A tile answers at most this many parkings (the busiest zoom-8 tile of the bench's Poland holds ~25,000). */
export const MAX_TILE_PARKINGS = 50_000;
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

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function clusterOf(members: MapParking[]): MapCluster {
  let latitude = 0;
  let longitude = 0;
  let freeParkings = 0;
  let freeSpots = 0;
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const parking of members) {
    latitude += parking.latitude;
    longitude += parking.longitude;
    if (parking.availability === 'free') freeParkings += 1;
    freeSpots += parking.freeSpots;
    north = Math.max(north, parking.latitude);
    south = Math.min(south, parking.latitude);
    east = Math.max(east, parking.longitude);
    west = Math.min(west, parking.longitude);
  }
  const count = members.length;
  return {
    latitude: round6(latitude / count),
    longitude: round6(longitude / count),
    parkings: count,
    freeParkings,
    freeSpots,
    north,
    south,
    east,
    west,
  };
}

/** A tile's parkings as answered: all of them, or grouped on the grid below PARKINGS_FROM_ZOOM. */
export function tileAnswer(tile: Tile, parkings: MapParking[]): MapTile {
  if (tile.z >= PARKINGS_FROM_ZOOM) return { ...tile, parkings, clusters: [] };
  const cells = new Map<number, MapParking[]>();
  for (const parking of parkings) {
    const cell = clusterCell(parking.latitude, parking.longitude, tile);
    const members = cells.get(cell);
    if (members) members.push(parking);
    else cells.set(cell, [parking]);
  }
  const single: MapParking[] = [];
  const clusters: MapCluster[] = [];
  for (const cell of [...cells.keys()].sort((a, b) => a - b)) {
    const members = cells.get(cell)!;
    if (members.length === 1) single.push(members[0]!);
    else clusters.push(clusterOf(members));
  }
  return { ...tile, parkings: single, clusters };
}

async function readTile(db: Db, question: TileQuestion): Promise<MapTile> {
  const rows = await selectParkingsInArea(db, question, MAX_TILE_PARKINGS);
  const tile = { z: question.z, x: question.x, y: question.y };
  // The statement takes the box with its edges; a parking on an edge shared with the tile to its west or north
  // belongs to that tile only, so that no parking is counted in two tiles.
  const inTile = rows.filter((row) => {
    const own = tileOf(row.latitude, row.longitude, tile.z);
    return own.x === tile.x && own.y === tile.y;
  });
  // Nearest the centre first from the statement; a tile lists them from north-west (stable for the same data).
  const parkings = inTile.map((row) => mapParkingOf(row, question));
  parkings.sort((a, b) => b.latitude - a.latitude || a.longitude - b.longitude || a.id.localeCompare(b.id));
  return tileAnswer(tile, parkings);
}

const readsByDb = new WeakMap<Db, KeptReads<TileQuestion, MapTile>>();

function readsOf({ db, spotEvents }: MapSearchDeps): KeptReads<TileQuestion, MapTile> {
  let reads = readsByDb.get(db);
  if (!reads) {
    reads = createKeptReads({
      read: (question: TileQuestion) => readTile(db, question),
      spotEvents,
      freshMs: TILE_FRESH_MS,
      maxAgeMs: TILE_MAX_AGE_MS,
      questions: KEPT_TILES,
    });
    readsByDb.set(db, reads);
  }
  return reads;
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
  ]);
  return readsOf(deps).ask(key, { ...input, ...tileBounds(input) });
}
