import { beforeAll, describe, expect, it } from 'vitest';
import type { SpotStateEvent } from '../../lib/spot-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { insertMapParking, region, type MapParkingFixture, type Region } from './map.fixtures';

// An owner's changes to what maps show are told to open maps like a booking is (parking-changes.ts): the kept map
// answer of that area is dropped at once, so the very next search shows the change, not an answer from before it.

const SEARCH = `query ParkingsInArea($input: ParkingsInAreaInput!) {
  parkingsInArea(input: $input) { identifier availability freeSpots totalSpots latitude longitude } }`;

interface Found {
  identifier: string;
  availability: 'free' | 'full';
  freeSpots: number;
  totalSpots: number;
  latitude: number;
  longitude: number;
}

// A Monday 12:00–14:00 in Warsaw (UTC+2 in June).
const START = new Date('2030-06-03T10:00:00Z');
const END = new Date('2030-06-03T12:00:00Z');

let t: TestApp;
let driverToken: string;
beforeAll(async () => {
  t = await createTestApp();
  driverToken = await tokenFor(t.app, await createUser(t.app));
});

async function searchIn(area: Region): Promise<Found[]> {
  const input = { north: area.north, south: area.south, east: area.east, west: area.west, startAt: START, endAt: END };
  const result = await t.gql<{ parkingsInArea: Found[] }>(SEARCH, { input }, { token: driverToken });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.parkingsInArea;
}

const find = async (area: Region, parking: MapParkingFixture) =>
  (await searchIn(area)).find((found) => found.identifier === parking.identifier);

async function asOwner<Data>(parking: MapParkingFixture, query: string, variables: Record<string, unknown>) {
  const result = await t.gql<Data>(query, variables, { token: await tokenFor(t.app, { id: parking.ownerId }) });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** The events published while `change` runs. */
async function eventsDuring(change: () => Promise<unknown>): Promise<SpotStateEvent[]> {
  const controller = new AbortController();
  const heard: SpotStateEvent[] = [];
  const listening = (async () => {
    for await (const event of t.app.deps.spotEvents.listen(controller.signal)) heard.push(event);
  })();
  await change();
  await new Promise(setImmediate);
  controller.abort();
  await listening;
  return heard;
}

describe('owner changes on open maps', () => {
  it('closed hours, spots added and deleted, deactivation and activation show on the very next search', async () => {
    const area = region();
    const parking = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude });
    expect(await find(area, parking)).toMatchObject({ availability: 'free', freeSpots: 2, totalSpots: 2 });

    const closing = await eventsDuring(() =>
      asOwner(parking, `mutation ($input: UnavailabilityInput!) { createUnavailability(input: $input) { id } }`, {
        input: { parkingId: parking.id, name: 'Cleaning', days: ['mon'], startTime: '11:00', endTime: '15:00' },
      }),
    );
    expect(closing).toEqual([
      { parkingId: parking.id, spotId: null, latitude: area.latitude, longitude: area.longitude },
    ]);
    expect(await find(area, parking)).toMatchObject({ availability: 'full', freeSpots: 0 });

    const { createSpot } = await asOwner<{ createSpot: { id: string } }>(
      parking,
      `mutation ($input: CreateSpotInput!) { createSpot(input: $input) { id } }`,
      { input: { parkingId: parking.id, number: 'B-1', hasRestrictions: false } },
    );
    expect(await find(area, parking)).toMatchObject({ totalSpots: 3 });
    await asOwner(parking, `mutation ($id: ID!) { deleteSpot(id: $id) }`, { id: createSpot.id });
    expect(await find(area, parking)).toMatchObject({ totalSpots: 2 });

    await asOwner(parking, `mutation ($id: ID!) { deactivateParking(id: $id) { status } }`, { id: parking.id });
    expect(await find(area, parking)).toBeUndefined();
    await asOwner(parking, `mutation ($id: ID!) { activateParking(id: $id) { status } }`, { id: parking.id });
    expect(await find(area, parking)).toMatchObject({ totalSpots: 2 });
  });

  it('a moved parking is told where it was and where it is: it leaves the old area and shows in the new one at once', async () => {
    const from = region();
    const to = region();
    const parking = await insertMapParking(t.app, { latitude: from.latitude, longitude: from.longitude });
    expect(await find(from, parking)).toBeDefined();
    expect(await find(to, parking)).toBeUndefined();

    const address = {
      type: 'basic',
      country: 'PL',
      city: 'Warszawa',
      street: 'Marszałkowska',
      number: '12',
      postcode: '00-001',
      latitude: to.latitude,
      longitude: to.longitude,
    };
    const moving = await eventsDuring(() =>
      asOwner(
        parking,
        `mutation ($id: ID!, $input: ParkingAddressInput!) { updateParkingAddress(id: $id, input: $input) { id } }`,
        { id: parking.addressId, input: address },
      ),
    );
    expect(moving).toEqual([
      { parkingId: parking.id, spotId: null, latitude: to.latitude, longitude: to.longitude },
      { parkingId: parking.id, spotId: null, latitude: from.latitude, longitude: from.longitude },
    ]);
    expect(await find(from, parking)).toBeUndefined();
    expect(await find(to, parking)).toMatchObject({ latitude: Number(to.latitude.toFixed(6)) });
  });

  it('a refused change tells no one', async () => {
    const area = region();
    const parking = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude });
    const stranger = await tokenFor(t.app, await createUser(t.app));
    const heard = await eventsDuring(async () => {
      const result = await t.gql(
        `mutation ($id: ID!) { deactivateParking(id: $id) { status } }`,
        { id: parking.id },
        { token: stranger },
      );
      expect(result.errors).toBeDefined();
      const invalid = await t.gql(
        `mutation ($input: UnavailabilityInput!) { createUnavailability(input: $input) { id } }`,
        { input: { parkingId: parking.id, name: 'x', days: [], startTime: '25:00', endTime: '06:00' } },
        { token: await tokenFor(t.app, { id: parking.ownerId }) },
      );
      expect(invalid.errors).toBeDefined();
    });
    expect(heard).toEqual([]);
    expect(await find(area, parking)).toMatchObject({ availability: 'free' });
  });
});
