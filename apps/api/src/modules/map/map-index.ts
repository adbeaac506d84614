import { tileAt, tilePosition, type Tile } from '@parkshare/shared/map/tiles';
import type { Db } from '../../db/client';
import type { SpotEvents } from '../../lib/spot-events';
import { selectHeldSpots, selectIndexRows, type IndexRow } from './index-statements';

// The map's parkings in memory (decision 087): every active parking with a basic address, bucketed by its tile of
// zoom BUCKET_ZOOM, and per time window asked the spots held in it. A tile of the map is then answered without a
// database read. Loaded on the first question; kept true by the spot-state events every change publishes after it
// has committed (bookings, payments, expiries, finishes and owners' edits, from any instance with REDIS_URL): an
// event re-reads what it can have changed for its parking only, and a question asked after the event was heard
// waits for that re-read. Redis may drop a message when its connection breaks, so the whole index is read again
// in the background every INDEX_MAX_AGE_MS and a window's holds are read again once WINDOW_MAX_AGE_MS old.

/** Parkings are bucketed by their tile of this zoom (about 6 × 6 km in Poland). */
const BUCKET_ZOOM = 12;
/** The whole index is read again, in the background, once this old. */
export const INDEX_MAX_AGE_MS = 10 * 60_000;
/** A window's holds are read again once this old (the map's default window moves on every minute anyway). */
export const WINDOW_MAX_AGE_MS = 60_000;
/** Windows kept at once, the least recently asked dropped first. */
const WINDOWS = 16;

export interface Window {
  startAt: Date;
  endAt: Date;
}

/** A parking of the index with its position as the world's fraction (Web Mercator), computed once. */
export interface IndexedParking {
  row: IndexRow;
  world: { x: number; y: number };
}

interface Parkings {
  byId: Map<string, IndexedParking>;
  buckets: Map<string, Set<string>>;
}

interface HeldInWindow {
  held: Promise<Map<string, string[]>>;
  readAt: number;
}

const bucketKey = (x: number, y: number) => `${x}/${y}`;
const bucketOf = (parking: IndexedParking) => {
  const tile = tileAt(parking.world, BUCKET_ZOOM);
  return bucketKey(tile.x, tile.y);
};

function place(parkings: Parkings, row: IndexRow): void {
  const parking = { row, world: tilePosition(row.latitude, row.longitude, 0) };
  parkings.byId.set(row.id, parking);
  const key = bucketOf(parking);
  let bucket = parkings.buckets.get(key);
  if (!bucket) parkings.buckets.set(key, (bucket = new Set()));
  bucket.add(row.id);
}

function remove(parkings: Parkings, id: string): void {
  const parking = parkings.byId.get(id);
  if (!parking) return;
  parkings.byId.delete(id);
  parkings.buckets.get(bucketOf(parking))?.delete(id);
}

function indexOf(rows: IndexRow[]): Parkings {
  const parkings: Parkings = { byId: new Map(), buckets: new Map() };
  for (const row of rows) place(parkings, row);
  return parkings;
}

export interface MapIndex {
  /** Reads the index unless it has been read (a failure is left to the next question). */
  warm(): Promise<void>;
  /** The indexed parkings in a tile (its north and west edges included) and the spots held in the window. */
  tile(tile: Tile, window: Window): Promise<{ parkings: IndexedParking[]; held: Map<string, string[]> }>;
}

export function createMapIndex(db: Db, spotEvents: SpotEvents): MapIndex {
  let parkings: Promise<Parkings> | null = null;
  let loadedAt = 0;
  /** Parkings changed while the whole index was being read again: read again into it before it is put in place. */
  let changedDuringReload = null as Set<string> | null;
  const windows = new Map<string, HeldInWindow>();
  /** Updates heard and not applied yet, applied together on the next turn. */
  let changedParkings = new Set<string>();
  let changedHolds = new Set<string>();
  let applying: Promise<void> = Promise.resolve();

  const load = () => {
    loadedAt = Date.now();
    const loading = selectIndexRows(db).then(indexOf);
    loading.catch(() => {
      // A failed read is tried again by the next question.
      if (parkings === loading) parkings = null;
    });
    return loading;
  };

  /** Reads these parkings again into an index (one that no longer shows is taken out). */
  const reread = async (into: Parkings, ids: string[]) => {
    const rows = await selectIndexRows(db, ids);
    for (const id of ids) remove(into, id);
    for (const row of rows) place(into, row);
  };

  /** A failed update leaves the index unsure: everything is read again on the next question. */
  const forget = () => {
    parkings = null;
    windows.clear();
  };

  const reloadInBackground = () => {
    loadedAt = Date.now();
    const changed = new Set<string>();
    changedDuringReload = changed;
    const done = () => {
      if (changedDuringReload === changed) changedDuringReload = null;
    };
    load().then((fresh) => {
      // Put in place as a step of the updates' chain, after the parkings changed during the read are read into it
      // again: a question waiting for updates heard before it then answers from the index they were applied to,
      // never from the new one before they are in it.
      applying = applying
        .then(async () => {
          if (changed.size > 0) await reread(fresh, [...changed]);
          parkings = Promise.resolve(fresh);
        })
        .catch(forget)
        .finally(done);
    }, done);
  };

  const apply = async () => {
    const parkingIds = [...changedParkings];
    const holdIds = [...new Set([...changedHolds, ...parkingIds])];
    changedParkings = new Set();
    changedHolds = new Set();
    if (parkingIds.length > 0 && parkings) await reread(await parkings, parkingIds);
    for (const [key, entry] of windows) {
      const [startAt, endAt] = key.split('/').map((ms) => new Date(Number(ms)));
      // Chained on the window's read: a change heard while it was on its way is applied after it.
      entry.held = entry.held.then(async (held) => {
        const fresh = await selectHeldSpots(db, { startAt: startAt!, endAt: endAt! }, holdIds);
        for (const id of holdIds) held.delete(id);
        for (const [id, count] of fresh) held.set(id, count);
        return held;
      });
      entry.held.catch(() => windows.get(key) === entry && windows.delete(key));
    }
  };

  const scheduleApply = () => {
    applying = applying.then(() => new Promise<void>((resolve) => setImmediate(resolve)).then(apply)).catch(forget);
  };

  void (async () => {
    for await (const event of spotEvents.listen(new AbortController().signal)) {
      if (!parkings && windows.size === 0) continue;
      if (event.spotId === null) {
        changedParkings.add(event.parkingId);
        changedDuringReload?.add(event.parkingId);
      } else changedHolds.add(event.parkingId);
      scheduleApply();
    }
  })();

  const heldIn = (window: Window): Promise<Map<string, string[]>> => {
    const key = `${window.startAt.getTime()}/${window.endAt.getTime()}`;
    let entry = windows.get(key);
    if (entry && Date.now() - entry.readAt >= WINDOW_MAX_AGE_MS) entry = undefined;
    if (!entry) {
      entry = { held: selectHeldSpots(db, window), readAt: Date.now() };
      const created = entry;
      entry.held.catch(() => windows.get(key) === created && windows.delete(key));
    }
    windows.delete(key);
    windows.set(key, entry);
    for (const oldest of windows.keys()) {
      if (windows.size <= WINDOWS) break;
      windows.delete(oldest);
    }
    return entry.held;
  };

  return {
    async warm() {
      if (!parkings) parkings = load();
      await parkings.then(
        () => undefined,
        () => undefined,
      );
    },
    async tile(tile, window) {
      if (!parkings) parkings = load();
      else if (Date.now() - loadedAt >= INDEX_MAX_AGE_MS && !changedDuringReload) reloadInBackground();
      // Updates heard before this question was asked are applied first. They are applied on a later turn, and each
      // replaces a window's holds with a re-read chained on them, so the window is taken only once they are.
      await applying;
      const held = heldIn(window);
      // A failed update forgot the index meanwhile: read it again.
      const current = await (parkings ??= load());
      const found: IndexedParking[] = [];
      // The buckets under the tile, or the one bucket above it.
      const shift = tile.z - BUCKET_ZOOM;
      const first =
        shift >= 0 ? { x: tile.x >> shift, y: tile.y >> shift } : { x: tile.x << -shift, y: tile.y << -shift };
      const side = shift >= 0 ? 1 : 1 << -shift;
      for (let y = first.y; y < first.y + side; y += 1) {
        for (let x = first.x; x < first.x + side; x += 1) {
          for (const id of current.buckets.get(bucketKey(x, y)) ?? []) {
            const parking = current.byId.get(id)!;
            const own = shift > 0 ? tileAt(parking.world, tile.z) : tile;
            if (own.x === tile.x && own.y === tile.y) found.push(parking);
          }
        }
      }
      return { parkings: found, held: await held };
    },
  };
}
