import { sql } from 'drizzle-orm';
import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/reservations';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { everyPage, expectPageArgumentsChecked } from '../../test/paging';
import { createVehicleFixture } from '../../test/reservation-factories';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  createOk,
  driver,
  HOUR,
  type Place,
} from './reservations.test-helpers';

// Issue 13: myReservations and parkingReservations stopped silently at 200 rows. They are paged by a cursor
// (decision 064): every row exactly once, newest first by (created_at, id) even when many share an instant,
// another driver's rows never, another's parking NOT_FOUND; a parking's and a driver's live reservations (a driver
// may hold several, decision 077) soonest start first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const COUNT = 130;
const DAY = 24 * HOUR;
const FIELDS = 'id status startAt';
const MINE = `query($live: Boolean, $first: Int, $after: String) {
  page: myReservations(live: $live, first: $first, after: $after) { items { ${FIELDS} } nextCursor } }`;
const OF_PARKING = `query($parkingId: ID!, $live: Boolean, $first: Int, $after: String) {
  page: parkingReservations(parkingId: $parkingId, live: $live, first: $first, after: $after) { items { ${FIELDS} } nextCursor } }`;

interface Item {
  id: string;
  status: ReservationStatus;
  startAt: string;
}

/** Row i's creation time: groups of ten share one instant; within some groups rows differ by microseconds. */
const createdAt = (i: number) =>
  sql`'2030-03-01T10:00:00Z'::timestamptz + (${Math.floor(i / 10)} * interval '1 minute') + (${i % 10 < 5 ? 0 : i % 10} * interval '1 microsecond')`;

/** `count` finished reservations of the driver at the parking's first spot, row i created at createdAt(i). */
async function finishedReservations(place: Place, userId: string, count: number): Promise<string[]> {
  const vehicle = await createVehicleFixture(t.app, userId);
  const billing = await createBillingAccountFixture(t.app, userId, { isDefault: false });
  const statuses: ReservationStatus[] = ['completed', 'cancelled', 'expired'];
  const rows = await t.app.deps.db
    .insert(reservations)
    .values(
      Array.from({ length: count }, (_, i) => {
        const startAt = new Date(Date.UTC(2030, 2, 1, 10) - (i + 1) * DAY);
        const endAt = new Date(startAt.getTime() + HOUR);
        return {
          userId,
          parkingId: place.parkingId,
          spotId: place.spotIds[0]!,
          vehicleId: vehicle.id,
          billingAccountId: billing.id,
          startAt,
          endAt,
          holdEndAt: endAt,
          status: statuses[i % statuses.length]!,
          amount: 100 + i,
          createdAt: createdAt(i),
        };
      }),
    )
    .returning({ id: reservations.id });
  return rows.map((row) => row.id);
}

/** Ids newest first as the API must give them: by creation minute descending, then by (time, id) descending. */
const newestFirst = (ids: string[]) =>
  ids
    .map((id, i) => ({ id, minute: Math.floor(i / 10), micro: i % 10 < 5 ? 0 : i % 10 }))
    .sort((a, b) => b.minute - a.minute || b.micro - a.micro || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);

describe('paged reservations', () => {
  it('myReservations: 130 rows, 50 a page or 100 asked for, each exactly once, newest first, only the own', async () => {
    const place = await activeParking(t);
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = await finishedReservations(place, me.id, COUNT);
    const theirs = await finishedReservations(place, other.id, 20);
    const token = await tokenFor(t.app, me);

    const byDefault = await everyPage<Item>(t, MINE, { token });
    expect(byDefault.pages).toBe(3);
    expect(byDefault.items.map((item) => item.id)).toEqual(newestFirst(mine));
    expect(byDefault.items.some((item) => theirs.includes(item.id))).toBe(false);

    const byHundred = await everyPage<Item>(t, MINE, { token, first: 100 });
    expect(byHundred.pages).toBe(2);
    expect(byHundred.items).toEqual(byDefault.items);
    const one = await everyPage<Item>(t, MINE, { token: await tokenFor(t.app, other), first: 7 });
    expect(one.pages).toBe(3);
    expect(one.items.map((item) => item.id)).toEqual(newestFirst(theirs));
  });

  it('parkingReservations: every driver’s rows for the parking’s manager, all or finished newest first', async () => {
    const place = await activeParking(t);
    const elsewhere = await activeParking(t);
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const ids = [
      ...(await finishedReservations(place, first.id, 60)),
      ...(await finishedReservations(place, second.id, 60)),
    ];
    await finishedReservations(elsewhere, first.id, 15);

    const all = await everyPage<Item>(t, OF_PARKING, {
      token: place.ownerToken,
      variables: { parkingId: place.parkingId },
    });
    expect(all.pages).toBe(3);
    expect(new Set(all.items.map((item) => item.id))).toEqual(new Set(ids));
    expect(all.items).toHaveLength(ids.length);
    const finished = await everyPage<Item>(t, OF_PARKING, {
      token: place.ownerToken,
      first: 100,
      variables: { parkingId: place.parkingId, live: false },
    });
    expect(finished.items).toEqual(all.items);
    // The driver of those reservations does not manage the parking; an unknown id is as unknown.
    for (const [parkingId, token] of [
      [place.parkingId, await tokenFor(t.app, first)],
      [elsewhere.parkingId, place.ownerToken],
      ['00000000-0000-4000-8000-000000000000', place.ownerToken],
      ['nope', place.ownerToken],
    ] as const) {
      expect(errorCode(await t.gql(OF_PARKING, { parkingId }, { token }))).toBe('NOT_FOUND');
    }
  });

  it('parkingReservations(live: true): waiting, paid and running ones, the soonest start first, page by page', async () => {
    const place = await activeParking(t);
    const now = Date.now();
    // Five drivers book one spot on five days, in an order unlike their starts; one more has only finished rows.
    const days = [4, 1, 5, 2, 3];
    const booked: { id: string; day: number }[] = [];
    for (const day of days) {
      const who = await driver(t, 10_000);
      const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, day * DAY, HOUR, now));
      booked.push({ id: reservation.id, day });
    }
    const past = await createUser(t.app);
    await finishedReservations(place, past.id, 3);

    const live = await everyPage<Item>(t, OF_PARKING, {
      token: place.ownerToken,
      first: 2,
      variables: { parkingId: place.parkingId, live: true },
    });
    expect(live.pages).toBe(3);
    expect(live.items.map((item) => item.id)).toEqual([...booked].sort((a, b) => a.day - b.day).map((item) => item.id));
    expect(new Set(live.items.map((item) => item.status))).toEqual(new Set(['confirmed']));
    const finished = await everyPage<Item>(t, OF_PARKING, {
      token: place.ownerToken,
      variables: { parkingId: place.parkingId, live: false },
    });
    expect(finished.items).toHaveLength(3);
    expect(finished.items.every((item) => ['completed', 'cancelled', 'expired'].includes(item.status))).toBe(true);
  });

  it('myReservations(live: true): every live one of a driver (under way, several ahead, one unpaid) soonest start first; live: false the finished ones', async () => {
    const place = await activeParking(t);
    const now = Date.now();
    const who = await driver(t, 10_000);
    // Booked in an order unlike their starts (decision 077: stays that do not overlap, one waiting for payment).
    const ahead: { id: string; day: number }[] = [];
    for (const day of [3, 1, 4, 2]) {
      const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, day * DAY, HOUR, now));
      ahead.push({ id: reservation.id, day });
    }
    const underWay = (await bookAndPay(t, who, bookingInput(who, place.spotIds[1]!, 0, HOUR))).reservation;
    const unpaid = (await createOk(t, who, bookingInput(who, place.spotIds[0]!, 5 * DAY, HOUR, now))).reservation;
    const finished = await finishedReservations(place, who.id, 12);
    const token = who.token;

    const live = await everyPage<Item>(t, MINE, { token, first: 2, variables: { live: true } });
    expect(live.pages).toBe(3);
    expect(live.items.map((item) => item.id)).toEqual([
      underWay.id,
      ...[...ahead].sort((a, b) => a.day - b.day).map((item) => item.id),
      unpaid.id,
    ]);
    expect(live.items.map((item) => item.status)).toEqual([
      'active',
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'pending_payment',
    ]);
    const past = await everyPage<Item>(t, MINE, { token, first: 5, variables: { live: false } });
    expect(past.items.map((item) => item.id)).toEqual(newestFirst(finished));
    const all = await everyPage<Item>(t, MINE, { token });
    expect(all.items).toHaveLength(live.items.length + finished.length);
  });

  it('refuses a page size outside 1 … 100 and a cursor it did not give, on both lists', async () => {
    const place = await activeParking(t);
    await expectPageArgumentsChecked(t, MINE, { token: place.ownerToken });
    await expectPageArgumentsChecked(t, MINE, { token: place.ownerToken, variables: { live: true } });
    await expectPageArgumentsChecked(t, OF_PARKING, {
      token: place.ownerToken,
      variables: { parkingId: place.parkingId },
    });
    await expectPageArgumentsChecked(t, OF_PARKING, {
      token: place.ownerToken,
      variables: { parkingId: place.parkingId, live: true },
    });
  });

  it('an order names its reservation, so a payment page finds it without searching a list', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 10_000);
    const { reservation, order } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    const ORDER = 'query($id: ID!) { order(id: $id) { id product reservationId } }';
    const found = await t.gql<{ order: { reservationId: string | null } }>(
      ORDER,
      { id: order.id },
      { token: who.token },
    );
    expect(found.data?.order).toEqual({ id: order.id, product: 'reservation', reservationId: reservation.id });
    expect(errorCode(await t.gql(ORDER, { id: order.id }, { token: place.ownerToken }))).toBe('NOT_FOUND');
  });

  it('an order answers its reservation in the same request, and a top-up none', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 10_000);
    const { reservation, order } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    const ORDER = 'query($id: ID!) { order(id: $id) { id reservation { id amount } } }';
    const found = await t.gql<{ order: { reservation: { id: string; amount: number } | null } }>(
      ORDER,
      { id: order.id },
      { token: who.token },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data?.order.reservation).toEqual({ id: reservation.id, amount: reservation.amount });

    const topUp = await t.gql<{ createTopUp: { id: string } }>(
      'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
      { input: { amount: 5000, billingAccountId: who.billingAccountId } },
      { token: who.token },
    );
    expect(topUp.errors).toBeUndefined();
    const ofTopUp = await t.gql<{ order: { reservation: null } }>(
      ORDER,
      { id: topUp.data!.createTopUp.id },
      { token: who.token },
    );
    expect(ofTopUp.errors).toBeUndefined();
    expect(ofTopUp.data?.order).toEqual({ id: topUp.data!.createTopUp.id, reservation: null });
  });
});
