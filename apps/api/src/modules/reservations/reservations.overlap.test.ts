import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { reservations } from '../../db/schema/reservations';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import { insertReservationRow } from '../../test/reservation-factories';
import { isDriverOverlap, isSecondUnpaid, isSpotOverlap } from './refusal';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  create,
  createOk,
  driver,
  EXTEND,
  expectLedgerSound,
  HOUR,
  MINUTE,
  payWithWallet,
  refusal,
  row,
  type Driver,
  type PayloadData,
} from './reservations.test-helpers';

// Several reservations per driver (decision 077): a driver may hold reservations whose stays do not overlap in
// time (one place at a time), at most one of them waiting for payment; extensions stop at the next reservation;
// activeReservation answers the one that matters most. PGlite and PostgreSQL alike.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DAY = 24 * HOUR;
const ACTIVE = '{ activeReservation { id status startAt } }';
const EXTENSION_QUOTE =
  'query($input: ExtendReservationInput!) { extensionQuote(input: $input) { amount currency available nextReservationStartAt } }';
const OVERLAP_MESSAGE = 'You already have an active or pending reservation';
const NEXT_RESERVATION_MESSAGE = 'Your next reservation starts before this end. Choose an earlier end.';

const active = async (who: Driver) =>
  (await t.gql<{ activeReservation: { id: string; status: string } | null }>(ACTIVE, {}, { token: who.token })).data
    ?.activeReservation ?? null;
const extend = (who: Driver, reservationId: string, endAt: Date) =>
  t.gql<{ extendReservation: PayloadData }>(
    EXTEND,
    { input: { reservationId, endAt: endAt.toISOString() } },
    { token: who.token },
  );
const extensionQuote = (who: Driver, reservationId: string, endAt: Date) =>
  t.gql<{ extensionQuote: { amount: number; available: boolean; nextReservationStartAt: string | null } }>(
    EXTENSION_QUOTE,
    { input: { reservationId, endAt: endAt.toISOString() } },
    { token: who.token },
  );

describe('several reservations per driver', () => {
  it('booked for tomorrow, the driver books and pays a stay now at another parking', async () => {
    const [home, work] = [await activeParking(t), await activeParking(t)];
    const who = await driver(t, 10_000);
    const tomorrow = await bookAndPay(t, who, bookingInput(who, home.spotIds[0]!, DAY, HOUR));
    const now = await bookAndPay(t, who, bookingInput(who, work.spotIds[0]!, 0, HOUR));
    expect((await row(t, tomorrow.reservation.id)).status).toBe('confirmed');
    expect((await row(t, now.reservation.id)).status).toBe('active');
    await expectLedgerSound(t);
  });

  it('stays may follow each other without a gap; one that overlaps another is refused (active_reservation_exists)', async () => {
    const [a, b, c] = [await activeParking(t), await activeParking(t), await activeParking(t)];
    const who = await driver(t, 10_000);
    const start = Date.now();
    await bookAndPay(t, who, bookingInput(who, a.spotIds[0]!, HOUR, HOUR, start));
    // Ends when the first begins, and begins when the first ends: neither overlaps it.
    await bookAndPay(t, who, bookingInput(who, b.spotIds[0]!, 0, HOUR, start));
    await bookAndPay(t, who, bookingInput(who, c.spotIds[0]!, 2 * HOUR, HOUR, start));
    const overlapping = await create(t, who, bookingInput(who, c.spotIds[1]!, 90 * MINUTE, HOUR, start));
    expect(refusal(overlapping)).toBe('active_reservation_exists');
    expect(overlapping.errors?.[0]?.message).toBe(OVERLAP_MESSAGE);
    // Another driver may book that time (the spot is free): the rule is the driver's, not the spot's.
    const other = await driver(t);
    await createOk(t, other, bookingInput(other, c.spotIds[1]!, 90 * MINUTE, HOUR, start));
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.userId, who.id))).toHaveLength(3);
  });

  it('only one reservation waits for payment at a time: a second unpaid booking is refused until the first is paid', async () => {
    const [a, b] = [await activeParking(t), await activeParking(t)];
    const who = await driver(t, 10_000);
    const tomorrow = await createOk(t, who, bookingInput(who, a.spotIds[0]!, DAY, HOUR));
    const second = await create(t, who, bookingInput(who, b.spotIds[0]!, 0, HOUR));
    expect(refusal(second)).toBe('active_reservation_exists');
    expect(second.errors?.[0]?.message).toBe(OVERLAP_MESSAGE);
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.userId, who.id))).toHaveLength(1);
    await payWithWallet(t, who, tomorrow.order.id);
    await createOk(t, who, bookingInput(who, b.spotIds[0]!, 0, HOUR));
  });

  it('an extension stops at the next reservation: the quote says when it starts, the mutation refuses beyond it', async () => {
    const [a, b] = [await activeParking(t), await activeParking(t)];
    const who = await driver(t, 10_000);
    const start = Date.now();
    const { reservation } = await bookAndPay(t, who, bookingInput(who, a.spotIds[0]!, 0, HOUR, start));
    const next = await bookAndPay(t, who, bookingInput(who, b.spotIds[0]!, 2 * HOUR, HOUR, start));
    const nextStart = next.reservation.startAt;
    const intoNext = new Date(Date.parse(nextStart) + 30 * MINUTE);

    expect(
      (await extensionQuote(who, reservation.id, new Date(start + 90 * MINUTE))).data?.extensionQuote,
    ).toMatchObject({
      available: true,
      nextReservationStartAt: null,
    });
    expect((await extensionQuote(who, reservation.id, intoNext)).data?.extensionQuote).toMatchObject({
      available: false,
      nextReservationStartAt: nextStart,
    });
    expect(fieldErrors(await extend(who, reservation.id, intoNext))).toEqual({ endAt: [NEXT_RESERVATION_MESSAGE] });
    expect((await row(t, reservation.id)).holdEndAt.getTime()).toBe(Date.parse(reservation.endAt));

    // Up to the next start exactly is fine: the stays then follow each other.
    const upTo = await extend(who, reservation.id, new Date(nextStart));
    expect(upTo.errors).toBeUndefined();
    expect((await row(t, reservation.id)).holdEndAt.toISOString()).toBe(nextStart);
  });

  it('a cancelled or expired reservation no longer blocks its time', async () => {
    const [a, b] = [await activeParking(t), await activeParking(t)];
    const who = await driver(t, 10_000);
    const first = await bookAndPay(t, who, bookingInput(who, a.spotIds[0]!, DAY, HOUR));
    expect(refusal(await create(t, who, bookingInput(who, b.spotIds[0]!, DAY, HOUR)))).toBe(
      'active_reservation_exists',
    );
    const cancelled = await t.gql(
      'mutation($id: ID!) { cancelReservation(id: $id) { id } }',
      { id: first.reservation.id },
      { token: who.token },
    );
    expect(cancelled.errors).toBeUndefined();
    await createOk(t, who, bookingInput(who, b.spotIds[0]!, DAY, HOUR));
  });
});

describe('the database decides, whatever the API checked', () => {
  it('a second unpaid reservation, an overlapping one and an extension into the next are refused by name', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const db = t.app.deps.db;
    const at = (hours: number) => new Date(Date.now() + DAY + hours * HOUR);
    const values = (spot: number, from: number, to: number, status: 'pending_payment' | 'confirmed') => ({
      userId: who.id,
      parkingId: place.parkingId,
      spotId: place.spotIds[spot]!,
      vehicleId: who.vehicleId,
      billingAccountId: who.billingAccountId,
      startAt: at(from),
      endAt: at(to),
      status,
    });
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      );
    const first = await insertReservationRow(t.app, values(0, 0, 1, 'pending_payment'));
    const secondUnpaid = await failure(insertReservationRow(t.app, values(1, 3, 4, 'pending_payment')));
    expect(isSecondUnpaid(secondUnpaid)).toBe(true);
    const overlapping = await failure(insertReservationRow(t.app, values(1, 0.5, 2, 'confirmed')));
    expect(isDriverOverlap(overlapping)).toBe(true);
    expect(isSpotOverlap(overlapping)).toBe(false);
    const next = await insertReservationRow(t.app, values(1, 1, 2, 'confirmed'));
    const extended = await failure(
      db
        .update(reservations)
        .set({ holdEndAt: at(1.5) })
        .where(eq(reservations.id, first.id)),
    );
    expect(isDriverOverlap(extended)).toBe(true);
    // Once the next one is cancelled, its time is free again.
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, next.id));
    await db
      .update(reservations)
      .set({ holdEndAt: at(1.5) })
      .where(eq(reservations.id, first.id));
  });
});

describe('activeReservation with several reservations', () => {
  it('waiting for payment first, then the stay under way, else the nearest upcoming', async () => {
    const [a, b, c] = [await activeParking(t), await activeParking(t), await activeParking(t)];
    const who = await driver(t, 10_000);
    // Booked first but starts last: creation order must not decide.
    const later = await bookAndPay(t, who, bookingInput(who, a.spotIds[0]!, 2 * DAY, HOUR));
    const tomorrow = await bookAndPay(t, who, bookingInput(who, b.spotIds[0]!, DAY, HOUR));
    expect(await active(who)).toMatchObject({ id: tomorrow.reservation.id, status: 'confirmed' });

    const now = await createOk(t, who, bookingInput(who, c.spotIds[0]!, 0, HOUR));
    expect(await active(who)).toMatchObject({ id: now.reservation.id, status: 'pending_payment' });

    await payWithWallet(t, who, now.order.id);
    expect(await active(who)).toMatchObject({ id: now.reservation.id, status: 'active' });

    // An unpaid booking for later comes before the stay under way: its hold runs out in minutes.
    const unpaid = await createOk(t, who, bookingInput(who, c.spotIds[0]!, 3 * DAY, HOUR));
    expect(await active(who)).toMatchObject({ id: unpaid.reservation.id, status: 'pending_payment' });
    expect(later.reservation.id).not.toBe(unpaid.reservation.id);
  });
});
