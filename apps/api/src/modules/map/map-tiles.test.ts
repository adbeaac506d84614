import { CLUSTER_GRID, TILE_PARKINGS_LISTED, tileBounds, tileOf, type Tile } from '@parkshare/shared/map/tiles';
import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { insertReservationRow } from '../../test/reservation-factories';
import { eq } from 'drizzle-orm';
import { parkings, spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import {
  announceParking,
  closeParking,
  insertMapParking,
  region,
  reserveSpot,
  type MapParkingFixture,
  type Region,
} from './map.fixtures';
import { createMapIndex } from './map-index';
import { basicAddress } from './map-position';
import type { MapCluster } from './map-tiles';
import type { MapParking } from './map.service';

// mapTile (decision 087): a fixed tile answers its parkings, or below zoom 14 clusters on a fixed grid, counted as
// parkingsInArea counts them; kept answers go as soon as a change in the tile is announced.

const PARKING = 'identifier latitude longitude availability freeSpots totalSpots';
const CLUSTER = 'latitude longitude parkings freeParkings freeSpots north south east west';
const TILE = `query MapTile($input: MapTileInput!) { mapTile(input: $input) { z x y
  parkings { ${PARKING} } clusters { ${CLUSTER} } } }`;
// The same through graphql-js rather than the plain executor (map.execute.ts): the bytes must not differ.
const TILE_VIA_GRAPHQL_JS = TILE.replace('mapTile(input: $input)', 'mapTile(input: $input) @include(if: true)');

interface TileAnswer {
  z: number;
  x: number;
  y: number;
  parkings: Pick<MapParking, 'identifier' | 'latitude' | 'longitude' | 'availability' | 'freeSpots' | 'totalSpots'>[];
  clusters: MapCluster[];
}

const START = new Date('2030-06-03T10:00:00Z');
const END = new Date(START.getTime() + 2 * 3_600_000);
const WINDOW = { startAt: START.toISOString(), endAt: END.toISOString() };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createUser(t.app));
});

const ask = (input: Record<string, unknown>, as: string | null = token, query = TILE) =>
  t.gql<{ mapTile: TileAnswer }>(query, { input }, { token: as ?? undefined });
const tileAt = async (tile: Tile, extra: Record<string, unknown> = {}) => {
  const result = await ask({ ...tile, ...WINDOW, ...extra });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.mapTile;
};
/** A point inside a tile at fractions of its width and height from its north-west corner. */
const inside = (tile: Tile, across: number, down: number) => {
  const box = tileBounds(tile);
  return { latitude: box.north - (box.north - box.south) * down, longitude: box.west + (box.east - box.west) * across };
};
const tileIn = (area: Region, z: number) => tileOf(area.latitude, area.longitude, z);

describe('mapTile', () => {
  it('answers the parkings of a tile from zoom 14, an edge belonging to the tile east or south of it', async () => {
    const tile = tileIn(region(), 15);
    const box = tileBounds(tile);
    const middle = await insertMapParking(t.app, inside(tile, 0.5, 0.5), { spots: 2 });
    const westEdge = await insertMapParking(t.app, { latitude: inside(tile, 0, 0.3).latitude, longitude: box.west });
    await insertMapParking(t.app, { latitude: inside(tile, 0, 0.3).latitude, longitude: box.east });
    await insertMapParking(t.app, { latitude: box.south, longitude: inside(tile, 0.4, 0).longitude });
    await reserveSpot(t.app, middle, middle.spotIds[0]!, { status: 'confirmed', startAt: START, endAt: END });

    const answer = await tileAt(tile);
    expect(answer).toMatchObject({ ...tile, clusters: [] });
    expect(answer.parkings.map((parking) => parking.identifier).sort()).toEqual(
      [middle.identifier, westEdge.identifier].sort(),
    );
    expect(answer.parkings.find((parking) => parking.identifier === middle.identifier)).toMatchObject({
      availability: 'free',
      freeSpots: 1,
      totalSpots: 2,
    });
    // The east and south edges are the neighbours' (x + 1, y + 1).
    expect((await tileAt({ ...tile, x: tile.x + 1 })).parkings).toHaveLength(1);
    expect((await tileAt({ ...tile, y: tile.y + 1 })).parkings).toHaveLength(1);
  });

  it('below zoom 14 a quiet tile answers its parkings, a busy one groups them by cell of a fixed grid', async () => {
    const tile = tileIn(region(), 12);
    const cell = 1 / CLUSTER_GRID;
    const grouped = [];
    for (const [across, down] of [
      [0.2, 0.2],
      [0.6, 0.3],
      [0.4, 0.7],
    ] as const) {
      grouped.push(await insertMapParking(t.app, inside(tile, cell * across, cell * down), { spots: 1 }));
    }
    const alone = await insertMapParking(t.app, inside(tile, cell * 5.5, cell * 6.5));
    await reserveSpot(t.app, grouped[0]!, grouped[0]!.spotIds[0]!, { status: 'active', startAt: START, endAt: END });
    // Quiet: four parkings are answered as they are.
    expect((await tileAt(tile)).parkings).toHaveLength(4);

    // Busy: more than TILE_PARKINGS_LISTED, most of them in the cell of the last row and column.
    for (let index = 0; index < TILE_PARKINGS_LISTED; index += 1) {
      const spread = (index % 16) / 20;
      const place = inside(tile, cell * (7.1 + spread), cell * (7.1 + Math.floor(index / 16) / 20));
      await insertMapParking(t.app, place, { spots: 1 });
    }
    const answer = await tileAt(tile);
    expect(answer.parkings.map((parking) => parking.identifier)).toEqual([alone.identifier]);
    expect(answer.clusters.map((cluster) => cluster.parkings)).toEqual([3, TILE_PARKINGS_LISTED]);
    const cluster = answer.clusters[0]!;
    expect(cluster).toMatchObject({ parkings: 3, freeParkings: 2, freeSpots: 2 });
    const corner = inside(tile, 0, 0);
    expect(cluster.north).toBeLessThan(corner.latitude);
    expect(cluster.west).toBeGreaterThan(corner.longitude);
    expect(cluster.south).toBeLessThan(cluster.latitude);
    expect(cluster.north).toBeGreaterThan(cluster.latitude);
    // Its four children at zoom 13 account for every parking the tile grouped.
    const children = [0, 1].flatMap((dy) => [0, 1].map((dx) => ({ z: 13, x: tile.x * 2 + dx, y: tile.y * 2 + dy })));
    let counted = 0;
    for (const child of children) {
      const part = await tileAt(child);
      counted += part.parkings.length + part.clusters.reduce((sum, each) => sum + each.parkings, 0);
    }
    expect(counted).toBe(4 + TILE_PARKINGS_LISTED);
  });

  it('answers the same bytes as graphql-js, and filters by the vehicle', async () => {
    const tile = tileIn(region(), 14);
    await insertMapParking(t.app, inside(tile, 0.5, 0.5), { restrictions: { height: 190 } });
    await insertMapParking(t.app, inside(tile, 0.2, 0.5));
    for (const input of [
      { ...tile, ...WINDOW },
      { ...tile, ...WINDOW, maxHeight: 200 },
    ]) {
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query: TILE, variables: { input } }),
      });
      const reference = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query: TILE_VIA_GRAPHQL_JS, variables: { input } }),
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe(reference.body);
    }
    expect((await tileAt(tile, { maxHeight: 200 })).parkings).toHaveLength(1);
  });

  it('reads a kept tile again as soon as a booking in it is announced', async () => {
    const tile = tileIn(region(), 16);
    const parking = await insertMapParking(t.app, inside(tile, 0.5, 0.5), { spots: 1 });
    expect((await tileAt(tile)).parkings[0]).toMatchObject({ availability: 'free' });
    await reserveSpot(t.app, parking, parking.spotIds[0]!, { status: 'pending_payment', startAt: START, endAt: END });
    expect((await tileAt(tile)).parkings[0]).toMatchObject({ availability: 'full', freeSpots: 0 });
  });

  it.each([
    ['a booking of a spot', true],
    ['a change to the parking', false],
  ])('counts the holds %s brings, when asked the moment it is heard', async (_, withSpot) => {
    // The index applies what it hears on a later turn, replacing each window's holds with a re-read chained on them
    // (after re-reading the parking itself when the change was the parking's): a question asked in between must
    // wait for that re-read, not answer the holds read before.
    const tile = tileIn(region(), 16);
    const parking = await insertMapParking(t.app, inside(tile, 0.5, 0.5), { spots: 1 });
    const index = createMapIndex(t.app.deps.db, t.app.deps.spotEvents);
    const heldIn = async () => (await index.tile(tile, { startAt: START, endAt: END })).held.get(parking.id) ?? [];
    expect(await heldIn()).toEqual([]);
    const spotId = parking.spotIds[0]!;
    const driver = await createUser(t.app);
    await insertReservationRow(t.app, {
      userId: driver.id,
      parkingId: parking.id,
      spotId,
      status: 'confirmed',
      startAt: START,
      endAt: END,
    });
    const { latitude, longitude } = (await basicAddress(t.app.deps.db, parking.id))!;
    t.app.deps.spotEvents.publish({ parkingId: parking.id, spotId: withSpot ? spotId : null, latitude, longitude });
    // The index hears it on microtasks and applies it from an immediate queued after this one.
    await new Promise(setImmediate);
    expect(await heldIn()).toEqual([spotId]);
  });

  it('counts as parkingsInArea does: holds, the leave buffer, deleted spots, closed hours, pending extensions', async () => {
    const tile = tileIn(region(), 14);
    const made = [];
    for (let index = 0; index < 6; index += 1) {
      made.push(await insertMapParking(t.app, inside(tile, 0.1 + index * 0.15, 0.5), { spots: 2 }));
    }
    const [held, buffer, released, deleted, closed, extended] = made as [MapParkingFixture, ...MapParkingFixture[]];
    await reserveSpot(t.app, held, held.spotIds[0]!, { status: 'active', startAt: START, endAt: END });
    // Ends 4 minutes before the window: its leave buffer still holds the spot.
    const before = new Date(START.getTime() - 4 * 60_000);
    await reserveSpot(t.app, buffer!, buffer!.spotIds[0]!, {
      status: 'confirmed',
      startAt: new Date(0),
      endAt: before,
    });
    await reserveSpot(t.app, released!, released!.spotIds[0]!, { status: 'cancelled', startAt: START, endAt: END });
    await t.app.deps.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, deleted!.spotIds[0]!));
    await announceParking(t.app, deleted!.id);
    await closeParking(t.app, closed!.id, { days: ['mon'], startTime: '12:30', endTime: '13:00' });
    await announceParking(t.app, closed!.id);
    // Paid until well before the window, held into it by an extension awaiting payment.
    const paidUntil = new Date(START.getTime() - 3_600_000);
    await reserveSpot(t.app, extended!, extended!.spotIds[1]!, {
      status: 'active',
      startAt: new Date(0),
      endAt: paidUntil,
    });
    await t.app.deps.db
      .update(reservations)
      .set({ holdEndAt: END, extensionDueAt: END })
      .where(eq(reservations.spotId, extended!.spotIds[1]!));
    await announceParking(t.app, extended!.id);

    const tileAnswer = await tileAt(tile);
    const box = tileBounds(tile);
    const area = await t.gql<{ parkingsInArea: { identifier: string; freeSpots: number; totalSpots: number }[] }>(
      'query ($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) { identifier freeSpots totalSpots } }',
      { input: { ...box, ...WINDOW } },
      { token },
    );
    const byIdentifier = (list: { identifier: string; freeSpots: number; totalSpots: number }[]) =>
      Object.fromEntries(list.map((parking) => [parking.identifier, [parking.freeSpots, parking.totalSpots]]));
    expect(byIdentifier(tileAnswer.parkings)).toEqual(byIdentifier(area.data!.parkingsInArea));
    expect(byIdentifier(tileAnswer.parkings)).toEqual({
      [held.identifier]: [1, 2],
      [buffer!.identifier]: [1, 2],
      [released!.identifier]: [2, 2],
      [deleted!.identifier]: [1, 1],
      [closed!.identifier]: [0, 2],
      [extended!.identifier]: [1, 2],
    });
  });

  it('filters by spot features: only parkings with such a spot, and only such spots counted', async () => {
    const tile = tileIn(region(), 16);
    const charging = await insertMapParking(t.app, inside(tile, 0.3, 0.5), { spots: 3 });
    const plain = await insertMapParking(t.app, inside(tile, 0.7, 0.5), { spots: 3 });
    const [first, second] = charging.spotIds;
    await t.app.deps.db
      .update(spots)
      .set({ features: ['ev_charger', 'covered'] })
      .where(eq(spots.id, first!));
    await t.app.deps.db
      .update(spots)
      .set({ features: ['ev_charger'] })
      .where(eq(spots.id, second!));
    await announceParking(t.app, charging.id);
    await reserveSpot(t.app, charging, first!, { status: 'confirmed', startAt: START, endAt: END });

    const all = await tileAt(tile);
    expect(all.parkings.map((parking) => parking.identifier).sort()).toEqual(
      [charging.identifier, plain.identifier].sort(),
    );
    const ev = await tileAt(tile, { features: ['ev_charger'] });
    expect(ev.parkings).toEqual([
      expect.objectContaining({ identifier: charging.identifier, freeSpots: 1, totalSpots: 2 }),
    ]);
    const covered = await tileAt(tile, { features: ['covered', 'ev_charger'] });
    expect(covered.parkings).toEqual([
      expect.objectContaining({ identifier: charging.identifier, availability: 'full', freeSpots: 0, totalSpots: 1 }),
    ]);
    expect((await tileAt(tile, { features: ['underground'] })).parkings).toEqual([]);
    const refused = await ask({ ...tile, ...WINDOW, features: ['sauna'] });
    expect(refused.data ?? null).toBeNull();
  });

  it("shows an owner's change once it is announced: a parking taken off the map leaves its tile", async () => {
    const tile = tileIn(region(), 15);
    const parking = await insertMapParking(t.app, inside(tile, 0.5, 0.5));
    expect((await tileAt(tile)).parkings).toHaveLength(1);
    await t.app.deps.db.update(parkings).set({ status: 'inactive' }).where(eq(parkings.id, parking.id));
    await announceParking(t.app, parking.id);
    expect((await tileAt(tile)).parkings).toHaveLength(0);
  });

  it('refuses a guest', async () => {
    const result = await ask({ z: 14, x: 0, y: 0, ...WINDOW }, null);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  describe('bad input', () => {
    it.each([
      ['a zoom below the lowest', { z: 7, x: 0, y: 0 }, 'z'],
      ['a zoom above the highest', { z: 18, x: 0, y: 0 }, 'z'],
      ['x beyond the zoom', { z: 8, x: 256, y: 0 }, 'x'],
      ['a negative y', { z: 8, x: 0, y: -1 }, 'y'],
    ])('%s is a field error', async (_name, tile, field) => {
      const result = await ask({ ...tile, ...WINDOW });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(fieldErrors(result)?.[field]).toEqual([messages.invalidValue]);
    });

    it('a window ending before it starts, or longer than the longest stay, is a field error', async () => {
      const backwards = await ask({ z: 14, x: 0, y: 0, startAt: WINDOW.endAt, endAt: WINDOW.startAt });
      expect(fieldErrors(backwards)?.endAt).toEqual([messages.endAfterStart]);
      const long = await ask({ z: 14, x: 0, y: 0, startAt: START.toISOString(), endAt: '2031-06-03T10:00:00Z' });
      expect(fieldErrors(long)?.endAt?.[0]).toMatch(/\d/);
    });

    it('hostile numbers and missing fields are client errors, never a 500', async () => {
      for (const input of [
        { z: 14.5, x: 0, y: 0, ...WINDOW },
        { z: 14, x: 1e300, y: 0, ...WINDOW },
        { z: '14', x: 0, y: 0, ...WINDOW },
        { z: 14, x: 0, ...WINDOW },
        { z: 14, x: 0, y: 0, startAt: 'yesterday', endAt: WINDOW.endAt },
        null,
      ]) {
        const result = await ask(input as Record<string, unknown>);
        expect(result.data?.mapTile ?? null).toBeNull();
        expect(['VALIDATION_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']).toContain(errorCode(result));
      }
    });
  });
});
