import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkings, priceLists, spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import {
  insertImage,
  insertParking,
  insertPriceList,
  insertReservation,
  insertUnavailability,
} from './public-parkings.fixtures';
import { getPublicParking, getPublicSpot } from './public-parkings.service';

// The public page shares one read between requests that arrive together (decision 042) and keeps nothing after
// it: whatever was written before a request arrived is in its answer, whoever wrote it.

const PARKING = `query GetParkingByIdentifier($identifier: String!) { parkingByIdentifier(identifier: $identifier) {
  availability { state availableSpots totalSpots } priceLists { name firstPeriodPrice }
  spots { number state images { url } } } }`;

interface Answer {
  availability: { state: string; availableSpots: number; totalSpots: number };
  priceLists: { name: string; firstPeriodPrice: number }[];
  spots: { number: string; state: string; images: { url: string }[] }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const getParking = (identifier: string) => t.gql<{ parkingByIdentifier: Answer }>(PARKING, { identifier });
const page = async (identifier: string) => (await getParking(identifier)).data!.parkingByIdentifier;
const states = (answer: Answer) => answer.spots.map((spot) => `${spot.number}:${spot.state}`);

describe('public page after writes', () => {
  it('shows every kind of write in the next answer', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-1', 'A-2'] });
    await insertPriceList(t.app, parking.id);
    const db = t.app.deps.db;
    expect(states(await page(parking.identifier))).toEqual(['A-1:available', 'A-2:available']);

    // A spot added, renamed, deleted.
    const [added] = await db.insert(spots).values({ parkingId: parking.id, number: 'A-3' }).returning({ id: spots.id });
    expect(states(await page(parking.identifier))).toEqual(['A-1:available', 'A-2:available', 'A-3:available']);
    await db.update(spots).set({ number: 'B-1' }).where(eq(spots.id, added!.id));
    expect(states(await page(parking.identifier))).toEqual(['A-1:available', 'A-2:available', 'B-1:available']);
    await db.delete(spots).where(eq(spots.id, added!.id));
    expect(states(await page(parking.identifier))).toEqual(['A-1:available', 'A-2:available']);

    // A price changed, a photo added.
    await db.update(priceLists).set({ firstPeriodPrice: 900 }).where(eq(priceLists.parkingId, parking.id));
    expect((await page(parking.identifier)).priceLists).toEqual([{ name: 'Basic', firstPeriodPrice: 900 }]);
    await insertImage(t.app, parking.id, { type: 'spots', id: parking.spotIds.get('A-2')! }, { key: 'fresh' });
    const photos = (await page(parking.identifier)).spots[1]!.images;
    expect(photos).toHaveLength(1);
    expect(photos[0]!.url).toMatch(/fresh\.webp$/);

    // A reservation made, then cancelled.
    await insertReservation(t.app, parking, 'A-1', { status: 'confirmed', startAt: ago(1), endAt: ago(-1) });
    const reserved = await page(parking.identifier);
    expect(states(reserved)).toEqual(['A-1:reserved', 'A-2:available']);
    expect(reserved.availability).toEqual({ state: 'free', availableSpots: 1, totalSpots: 2 });
    await db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(and(eq(reservations.parkingId, parking.id), eq(reservations.status, 'confirmed')));
    expect(states(await page(parking.identifier))).toEqual(['A-1:available', 'A-2:available']);

    // The parking deactivated: gone at once, then back.
    await db.update(parkings).set({ status: 'inactive' }).where(eq(parkings.id, parking.id));
    expect(errorCode(await getParking(parking.identifier))).toBe('NOT_FOUND');
    await db.update(parkings).set({ status: 'active' }).where(eq(parkings.id, parking.id));
    expect(states(await page(parking.identifier))).toEqual(['A-1:available', 'A-2:available']);
  });

  it('shares one read between requests that arrive together, and never a read sent before a request arrived', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-1', 'A-2'] });
    const db = t.app.deps.db;
    const together = await Promise.all([
      getPublicParking({ db, identifier: parking.identifier }),
      getPublicParking({ db, identifier: parking.identifier }),
      getPublicSpot({ db, identifier: parking.identifier, spotNumber: 'a-1' }),
    ]);
    expect(together[1]).toBe(together[0]);
    expect(together[2].parking).toBe(together[0]);

    // The first read is sent at the end of this turn; the reservation is written after that, then a second
    // request arrives: it must not be answered from the first read.
    const first = getPublicParking({ db, identifier: parking.identifier });
    await new Promise((resolve) => setImmediate(resolve));
    await insertReservation(t.app, parking, 'A-2', { status: 'active', startAt: ago(1), endAt: ago(-1) });
    const second = await getPublicParking({ db, identifier: parking.identifier });
    expect(second).not.toBe(await first);
    expect(second.spots.map((spot) => spot.state)).toEqual(['available', 'occupied']);
    expect(second.availability).toEqual({ state: 'free', availableSpots: 1, totalSpots: 2 });
  });

  it('answers different parkings arriving together each from its own rows', async () => {
    const db = t.app.deps.db;
    const first = await insertParking(t.app, { spotNumbers: ['A-1', 'A-2'] });
    const second = await insertParking(t.app, { spotNumbers: ['B-1'] });
    const hidden = await insertParking(t.app, { spotNumbers: ['C-1'], status: 'inactive' });
    await insertReservation(t.app, second, 'B-1', { status: 'active', startAt: ago(1), endAt: ago(-1) });
    await insertPriceList(t.app, first.id, { firstPeriodPrice: 700 });
    const answers = await Promise.allSettled(
      [first, second, hidden].map((parking) => getPublicParking({ db, identifier: parking.identifier })),
    );
    const [one, two] = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : null));
    expect(one?.spots.map((s) => `${s.number}:${s.state}`)).toEqual(['A-1:available', 'A-2:available']);
    expect(one?.priceLists.map((l) => l.firstPeriodPrice)).toEqual([700]);
    expect(two?.spots.map((s) => `${s.number}:${s.state}`)).toEqual(['B-1:occupied']);
    expect(two?.priceLists).toEqual([]);
    expect(answers[2]?.status).toBe('rejected');
  });

  it('fails every request of a shared read the same way, and the next one reads again', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-1'] });
    const db = t.app.deps.db;
    const answers = await Promise.allSettled([
      getPublicParking({ db, identifier: parking.identifier }),
      getPublicSpot({ db, identifier: parking.identifier, spotNumber: 'Z-9' }),
      getPublicParking({ db, identifier: 'XYZ-NOPE00' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    await db.delete(spots).where(eq(spots.parkingId, parking.id));
    expect((await getPublicParking({ db, identifier: parking.identifier })).spots).toEqual([]);
  });
});

describe('public page over time', () => {
  it('shows a reservation as it starts and ends, with nothing written in between', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-1', 'A-2'] });
    const db = t.app.deps.db;
    const start = new Date('2030-06-10T09:00:00Z');
    const end = new Date('2030-06-10T11:00:00Z');
    await insertReservation(t.app, parking, 'A-2', { status: 'confirmed', startAt: start, endAt: end });
    const at = async (iso: string) =>
      (await getPublicParking({ db, identifier: parking.identifier, now: new Date(iso) })).spots.map((s) => s.state);
    expect(await at('2030-06-10T08:59:59Z')).toEqual(['available', 'available']);
    expect(await at('2030-06-10T09:00:00Z')).toEqual(['available', 'reserved']);
    expect(await at('2030-06-10T10:59:59Z')).toEqual(['available', 'reserved']);
    expect(await at('2030-06-10T11:00:00Z')).toEqual(['available', 'available']);
  });

  it('is closed exactly while an unavailability window applies in the parking’s time zone', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-1'] });
    const db = t.app.deps.db;
    // 2030-06-10 is a Monday; Warsaw is UTC+2 in June.
    await insertUnavailability(t.app, parking.id, { days: ['mon'], startTime: '10:00', endTime: '12:00' });
    const at = async (iso: string) =>
      (await getPublicParking({ db, identifier: parking.identifier, now: new Date(iso) })).availability.state;
    expect(await at('2030-06-10T07:59:00Z')).toBe('free');
    expect(await at('2030-06-10T08:00:00Z')).toBe('closed');
    expect(await at('2030-06-10T09:59:00Z')).toBe('closed');
    expect(await at('2030-06-10T10:00:00Z')).toBe('free');
    expect(await at('2030-06-11T09:00:00Z')).toBe('free');
  });
});
