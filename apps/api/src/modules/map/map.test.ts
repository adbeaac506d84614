import { messages } from '@parkshare/shared/validation/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkings, spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { closeParking, insertMapParking, region, reserveSpot, type Region } from './map.fixtures';
import { MAP_COORDINATE_DECIMALS, MAX_MAP_PARKINGS } from './map.service';

const SEARCH = `query ParkingsInArea($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) {
  id identifier latitude longitude address availability freeSpots totalSpots hasRestrictions maxHeight maxLength maxWidth } }`;

interface MapParking {
  id: string;
  identifier: string;
  latitude: number;
  longitude: number;
  address: string;
  availability: 'free' | 'full';
  freeSpots: number;
  totalSpots: number;
  hasRestrictions: boolean;
  maxHeight: number | null;
  maxLength: number | null;
  maxWidth: number | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// A Monday 12:00 in Warsaw (UTC+2 in June), far enough ahead that nothing else in the file touches it.
const START = new Date('2030-06-03T10:00:00Z');
const END = new Date(START.getTime() + 2 * HOUR);
const at = (offsetMinutes: number) => new Date(START.getTime() + offsetMinutes * MINUTE);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createUser(t.app));
});

const viewport = (area: Region) => ({ north: area.north, south: area.south, east: area.east, west: area.west });
const search = (input: Record<string, unknown>, as: string | null = token) =>
  t.gql<{ parkingsInArea: MapParking[] }>(SEARCH, { input }, { token: as ?? undefined });
const searchIn = async (area: Region, extra: Record<string, unknown> = {}) => {
  const result = await search({ ...viewport(area), startAt: START.toISOString(), endAt: END.toISOString(), ...extra });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.parkingsInArea;
};

describe('parkingsInArea', () => {
  it('finds the active parkings in the viewport, its edges included, nearest the centre first', async () => {
    const area = region();
    const centre = await insertMapParking(
      t.app,
      { latitude: area.latitude + 0.001, longitude: area.longitude },
      { spots: 3 },
    );
    const north = await insertMapParking(t.app, { latitude: area.north, longitude: area.longitude });
    const south = await insertMapParking(t.app, { latitude: area.south + 0.01, longitude: area.longitude });
    const east = await insertMapParking(
      t.app,
      { latitude: area.latitude, longitude: area.east },
      { street: null, number: '12', city: 'Wólka' },
    );
    const west = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.west });
    // Just outside each edge.
    await insertMapParking(t.app, { latitude: area.north + 0.0001, longitude: area.longitude });
    await insertMapParking(t.app, { latitude: area.south - 0.0001, longitude: area.longitude });
    await insertMapParking(t.app, { latitude: area.latitude, longitude: area.east + 0.0001 });
    await insertMapParking(t.app, { latitude: area.latitude, longitude: area.west - 0.0001 });

    const found = await searchIn(area);
    // Longitude degrees are shorter than latitude degrees at 49° N: east and west (0.05° of longitude) are nearer
    // the centre than north and south (0.05° and 0.04° of latitude). East and west tie, so either comes first.
    const ids = found.map((parking) => parking.id);
    expect([ids[0], ...ids.slice(3)]).toEqual([centre.id, south.id, north.id]);
    expect(ids.slice(1, 3).sort()).toEqual([east.id, west.id].sort());
    expect(found[0]).toEqual({
      id: centre.id,
      identifier: centre.identifier,
      latitude: Number((area.latitude + 0.001).toFixed(MAP_COORDINATE_DECIMALS)),
      longitude: Number(area.longitude.toFixed(MAP_COORDINATE_DECIMALS)),
      address: 'Marszałkowska 10, Warszawa',
      availability: 'free',
      freeSpots: 3,
      totalSpots: 3,
      hasRestrictions: false,
      maxHeight: null,
      maxLength: null,
      maxWidth: null,
    });
    expect(found.find((parking) => parking.id === east.id)?.address).toBe('Wólka 12');
  });

  it('gives positions to 6 decimal places (about 11 cm)', async () => {
    const area = region();
    const parking = await insertMapParking(t.app, {
      latitude: area.latitude + 0.001234567,
      longitude: area.longitude - 0.000000449,
    });
    const [found] = await searchIn(area);
    expect(found?.id).toBe(parking.id);
    expect(found?.latitude).toBe(Number((area.latitude + 0.001234567).toFixed(MAP_COORDINATE_DECIMALS)));
    expect(found?.longitude).toBe(Number((area.longitude - 0.000000449).toFixed(MAP_COORDINATE_DECIMALS)));
    for (const degrees of [found?.latitude, found?.longitude]) {
      expect(String(degrees).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(MAP_COORDINATE_DECIMALS);
    }
  });

  it('leaves out parkings that are not active and addresses other than the basic one', async () => {
    const area = region();
    const active = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude });
    for (const status of ['pending_verification', 'inactive', 'rejected_verification'] as const) {
      await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude }, { status });
    }
    // A parking whose basic address is elsewhere but whose entry lies in the viewport.
    const elsewhere = await insertMapParking(t.app, { latitude: area.north + 1, longitude: area.longitude });
    await t.app.deps.db.execute(sql`insert into parking_addresses (parking_id, type, city, latitude, longitude)
      values (${elsewhere.id}, 'entry', 'Warszawa', ${area.latitude}, ${area.longitude})`);
    expect((await searchIn(area)).map((parking) => parking.id)).toEqual([active.id]);
  });

  it('filters by the vehicle: no restrictions, no limit on that measure, or a limit at least the vehicle', async () => {
    const area = region();
    const place = { latitude: area.latitude, longitude: area.longitude };
    const open = await insertMapParking(t.app, place);
    const tall = await insertMapParking(t.app, place, { restrictions: { height: 220, length: 500, width: 200 } });
    const low = await insertMapParking(t.app, place, { restrictions: { height: 190, length: null, width: null } });
    const short = await insertMapParking(t.app, place, { restrictions: { height: null, length: 420, width: 180 } });
    const ids = async (filters: Record<string, unknown>) => (await searchIn(area, filters)).map((p) => p.id).sort();

    expect(await ids({})).toEqual([open.id, tall.id, low.id, short.id].sort());
    expect(await ids({ maxHeight: 200 })).toEqual([open.id, tall.id, short.id].sort());
    expect(await ids({ maxHeight: 220 })).toEqual([open.id, tall.id, short.id].sort());
    expect(await ids({ maxHeight: 221 })).toEqual([open.id, short.id].sort());
    expect(await ids({ maxLength: 450 })).toEqual([open.id, tall.id, low.id].sort());
    expect(await ids({ maxWidth: 190, maxLength: 400 })).toEqual([open.id, tall.id, low.id].sort());
    expect(await ids({ maxHeight: 200, maxLength: 450, maxWidth: 200 })).toEqual([open.id, tall.id].sort());
    expect(await ids({ maxHeight: null, maxLength: null, maxWidth: null })).toHaveLength(4);

    const tallAnswer = (await searchIn(area)).find((p) => p.id === tall.id);
    expect(tallAnswer).toMatchObject({ hasRestrictions: true, maxHeight: 220, maxLength: 500, maxWidth: 200 });
  });

  it('counts only spots that are not deleted; a parking without spots is full', async () => {
    const area = region();
    const parking = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude }, { spots: 3 });
    const empty = await insertMapParking(
      t.app,
      { latitude: area.latitude + 0.01, longitude: area.longitude },
      { spots: 0 },
    );
    await t.app.deps.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, parking.spotIds[0]!));
    const found = await searchIn(area);
    expect(found.find((p) => p.id === parking.id)).toMatchObject({ availability: 'free', freeSpots: 2, totalSpots: 2 });
    expect(found.find((p) => p.id === empty.id)).toMatchObject({ availability: 'full', freeSpots: 0, totalSpots: 0 });
  });

  it('holding reservations take a spot, released ones do not', async () => {
    const area = region();
    const place = { latitude: area.latitude, longitude: area.longitude };
    const held = await insertMapParking(t.app, place, { spots: 3 });
    for (const [index, status] of (['pending_payment', 'confirmed', 'active'] as const).entries()) {
      await reserveSpot(t.app, held, held.spotIds[index]!, { status, startAt: at(30), endAt: at(90) });
    }
    const released = await insertMapParking(t.app, place, { spots: 3 });
    for (const [index, status] of (['completed', 'cancelled', 'expired'] as const).entries()) {
      await reserveSpot(t.app, released, released.spotIds[index]!, { status, startAt: at(30), endAt: at(90) });
    }
    const found = await searchIn(area);
    expect(found.find((p) => p.id === held.id)).toMatchObject({ availability: 'full', freeSpots: 0, totalSpots: 3 });
    expect(found.find((p) => p.id === released.id)).toMatchObject({
      availability: 'free',
      freeSpots: 3,
      totalSpots: 3,
    });
  });

  it('keeps the 5-minute leave buffer on both sides of the window', async () => {
    const area = region();
    const place = { latitude: area.latitude, longitude: area.longitude };
    const cases = [
      // [start, end] in minutes from START; END is START + 120.
      { startAt: at(-60), endAt: at(-4), held: true }, // its leave buffer runs into the window
      { startAt: at(-60), endAt: at(-5), held: false }, // its buffer ends exactly at the start
      { startAt: at(124), endAt: at(180), held: true }, // the window's own buffer runs into it
      { startAt: at(125), endAt: at(180), held: false },
      { startAt: at(-600), endAt: at(600), held: true }, // covers the whole window
      { startAt: at(60), endAt: at(61), held: true }, // inside the window
    ];
    for (const example of cases) {
      const parking = await insertMapParking(t.app, place, { spots: 1 });
      await reserveSpot(t.app, parking, parking.spotIds[0]!, {
        status: 'confirmed',
        startAt: example.startAt,
        endAt: example.endAt,
      });
      const found = (await searchIn(area)).find((p) => p.id === parking.id);
      expect({ ...example, availability: found?.availability }).toEqual({
        ...example,
        availability: example.held ? 'full' : 'free',
      });
    }
  });

  it('a hold extended beyond its paid end (awaiting payment) keeps the spot until the hold ends', async () => {
    const area = region();
    const place = { latitude: area.latitude, longitude: area.longitude };
    const extended = await insertMapParking(t.app, place, { spots: 1 });
    // Paid until well before the window, held into it by an extension awaiting payment.
    await reserveSpot(t.app, extended, extended.spotIds[0]!, { status: 'active', startAt: at(-180), endAt: at(-60) });
    await t.app.deps.db
      .update(reservations)
      .set({ holdEndAt: at(30), extensionDueAt: at(-50) })
      .where(eq(reservations.spotId, extended.spotIds[0]!));
    const found = (await searchIn(area)).find((p) => p.id === extended.id);
    expect(found).toMatchObject({ availability: 'full', freeSpots: 0, totalSpots: 1 });
  });

  it('a parking closed during any part of the window is full', async () => {
    const area = region();
    const place = { latitude: area.latitude, longitude: area.longitude };
    const closed = await insertMapParking(t.app, place);
    // START is Monday 12:00 in Warsaw.
    await closeParking(t.app, closed.id, { days: ['mon'], startTime: '11:00', endTime: '13:00' });
    // Closes at 13:30, after the window has started (12:00–14:00): full too.
    const closingLater = await insertMapParking(t.app, place);
    await closeParking(t.app, closingLater.id, { days: ['mon'], startTime: '13:30', endTime: '15:00' });
    // Closes exactly when the window ends: free.
    const closingAfter = await insertMapParking(t.app, place);
    await closeParking(t.app, closingAfter.id, { days: ['mon'], startTime: '14:00', endTime: '15:00' });
    const otherDay = await insertMapParking(t.app, place);
    await closeParking(t.app, otherDay.id, { days: ['tue'], startTime: '00:00', endTime: '00:00' });
    const found = await searchIn(area);
    expect(found.find((p) => p.id === closed.id)).toMatchObject({ availability: 'full', freeSpots: 0, totalSpots: 2 });
    expect(found.find((p) => p.id === otherDay.id)).toMatchObject({ availability: 'free', freeSpots: 2 });
    expect(found.find((p) => p.id === closingLater.id)).toMatchObject({ availability: 'full', freeSpots: 0 });
    expect(found.find((p) => p.id === closingAfter.id)).toMatchObject({ availability: 'free', freeSpots: 2 });
  });

  it('parkings sharing a closure schedule are each judged for the window asked and their own time zone', async () => {
    const area = region();
    const place = { latitude: area.latitude, longitude: area.longitude };
    const [warsaw, newYork] = [await insertMapParking(t.app, place), await insertMapParking(t.app, place)];
    for (const parking of [warsaw, newYork]) {
      await closeParking(t.app, parking.id, { days: ['mon'], startTime: '11:00', endTime: '13:00' });
    }
    // Monday 12:00–14:00 in Warsaw is 06:00–08:00 in New York, outside the same closed hours.
    await t.app.deps.db.update(parkings).set({ timeZone: 'America/New_York' }).where(eq(parkings.id, newYork.id));
    const states = async (extra: Record<string, unknown> = {}) => {
      const found = await searchIn(area, extra);
      return [warsaw, newYork].map((parking) => found.find((p) => p.id === parking.id)?.availability);
    };
    expect(await states()).toEqual(['full', 'free']);
    // The same schedule for a window after the closed hours (14:00–15:00 in Warsaw): free; then the first again.
    expect(await states({ startAt: at(120).toISOString(), endAt: at(180).toISOString() })).toEqual(['free', 'free']);
    expect(await states()).toEqual(['full', 'free']);
  });

  it(`answers at most ${MAX_MAP_PARKINGS}, the nearest ones`, async () => {
    const area = region();
    const parking = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude });
    const [owner] = await t.app.deps.db
      .select({ ownerId: parkings.ownerId, billingAccountId: parkings.billingAccountId })
      .from(parkings)
      .where(eq(parkings.id, parking.id));
    const { ownerId, billingAccountId } = owner!;
    // Parkings on a line going away from the centre, the farthest just inside the viewport's corner.
    await t.app.deps.db.execute(sql`
      with made as (
        insert into parkings (identifier, owner_id, billing_account_id, name, status)
        select 'MAP-' || lpad(n::text, 5, '0'), ${ownerId}, ${billingAccountId}, 'Bulk', 'active'
        from generate_series(1, ${MAX_MAP_PARKINGS + 10}) n
        returning id, identifier
      )
      insert into parking_addresses (parking_id, type, city, latitude, longitude)
      select id, 'basic', 'Warszawa', ${area.latitude} + substr(identifier, 5)::int * 0.00002, ${area.longitude} + substr(identifier, 5)::int * 0.00002
      from made`);
    const found = await searchIn(area);
    expect(found).toHaveLength(MAX_MAP_PARKINGS);
    expect(found[0]?.id).toBe(parking.id);
    expect(found[1]?.identifier).toBe('MAP-00001');
    expect(found.at(-1)?.identifier).toBe(`MAP-0${MAX_MAP_PARKINGS - 1}`);
  });

  it('requests asked together share one read; a request after a booking reads again', async () => {
    const area = region();
    const parking = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude }, { spots: 1 });
    const together = await Promise.all([searchIn(area), searchIn(area), searchIn(area, { maxHeight: 150 })]);
    expect(together.map((answer) => answer[0]?.availability)).toEqual(['free', 'free', 'free']);
    await reserveSpot(t.app, parking, parking.spotIds[0]!, { status: 'confirmed', startAt: at(0), endAt: at(60) });
    expect((await searchIn(area))[0]).toMatchObject({ availability: 'full', freeSpots: 0 });
  });

  it('refuses a guest', async () => {
    const area = region();
    const result = await search({ ...viewport(area), startAt: START.toISOString(), endAt: END.toISOString() }, null);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });

  describe('bad input', () => {
    const area = region();
    const good = { ...viewport(area), startAt: START.toISOString(), endAt: END.toISOString() };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['north below south', { north: area.south - 0.01 }, 'north', messages.invalidValue],
      ['east below west', { east: area.west - 0.01 }, 'east', messages.invalidValue],
      ['latitude over 90', { north: 90.5 }, 'north', messages.invalidValue],
      ['longitude under -180', { west: -181 }, 'west', messages.invalidValue],
      ['a huge number', { south: 1e308 }, 'south', messages.invalidValue],
      ['a viewport over 2° tall', { north: area.south + 2.01 }, 'north', messages.invalidValue],
      ['a viewport over 2° wide', { east: area.west + 2.5 }, 'east', messages.invalidValue],
      ['a string for a number', { north: 'north' }, 'north', messages.invalidValue],
      ['NaN as a string', { east: 'NaN' }, 'east', messages.invalidValue],
      [
        'an end before the start',
        { endAt: START.toISOString(), startAt: END.toISOString() },
        'endAt',
        messages.endAfterStart,
      ],
      [
        'a window over the longest stay',
        { endAt: new Date(START.getTime() + 32 * 24 * HOUR).toISOString() },
        'endAt',
        'A reservation can last at most 31 days.',
      ],
      ['a date that is not one', { startAt: 'yesterday' }, 'startAt', messages.instantOffset],
      ['a height of zero', { maxHeight: 0 }, 'maxHeight', messages.invalidValue],
      ['a negative length', { maxLength: -5 }, 'maxLength', messages.invalidValue],
      ['a fractional width', { maxWidth: 1.5 }, 'maxWidth', messages.invalidValue],
      ['a height beyond Int', { maxHeight: 1e12 }, 'maxHeight', messages.invalidValue],
      ['a height of a kilometre', { maxHeight: 100_000 }, 'maxHeight', messages.invalidValue],
      ['an injection attempt', { maxHeight: '1; drop table parkings' }, 'maxHeight', messages.invalidValue],
    ];
    it.each(cases)('%s', async (_name, change, field, message) => {
      const result = await search({ ...good, ...change });
      expect(result.status).not.toBe(500);
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(fieldErrors(result)?.[field]).toEqual([message]);
    });

    it('a missing field or a missing input is a client error, never a 500', async () => {
      for (const input of [{ ...good, north: undefined }, {}, null, 'text', [1, 2]]) {
        const result = await search(input as Record<string, unknown>);
        expect(result.status).not.toBe(500);
        expect(['VALIDATION_FAILED', 'BAD_USER_INPUT']).toContain(errorCode(result));
      }
    });

    it('a viewport of exactly 2° is fine, floating-point noise included', async () => {
      const result = await search({ ...good, north: area.south + 2, east: area.west + 2 });
      expect(result.errors).toBeUndefined();
      // 14.6 + 2 - 14.6 is 2.0000000000000018 in binary floating point.
      const noisy = await search({ ...good, south: 52.6, north: 52.6 + 2, west: 14.6, east: 14.6 + 2 });
      expect(noisy.errors).toBeUndefined();
    });
  });
});
