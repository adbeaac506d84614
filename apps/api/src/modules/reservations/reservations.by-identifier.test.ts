import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { orders } from '../../db/schema/orders';
import { parkings } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { createTestApp, fieldErrors, type TestApp } from '../../test/app';
import {
  activeParking,
  bookingInput,
  create,
  createOk,
  driver,
  HOUR,
  MINUTE,
  refusal,
  type Driver,
} from './reservations.test-helpers';

// createReservation by the parking's public identifier (issue 14): the booking screen names the parking (and a spot
// number, or none) and the booking statement picks the spot, as the quote does — no quote round trip for a spotId.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A booking of the parking by identifier (and spot number), starting `startIn` from now for `length`. */
function byIdentifier(who: Driver, identifier: string, spotNumber?: string, startIn = HOUR, length = HOUR) {
  const { spotId: _spotId, ...rest } = bookingInput(who, '', startIn, length);
  return { ...rest, identifier, ...(spotNumber === undefined ? {} : { spotNumber }) };
}

const reservationsOf = (who: Driver) =>
  t.app.deps.db.select().from(reservations).where(eq(reservations.userId, who.id));

describe('createReservation by parking identifier', () => {
  it('without a spot number: the first free spot in natural order, then the next one', async () => {
    // Inserted: natural order.
    const place = await activeParking(t);
    const [first, second, third] = [await driver(t), await driver(t), await driver(t)];
    const booked = await createOk(t, first, byIdentifier(first, place.identifier));
    expect(booked.reservation).toMatchObject({
      status: 'pending_payment',
      spotNumber: 'A-1',
      parkingName: 'Marszałkowska 10, Warszawa',
      amount: 500,
    });
    expect(
      (await t.app.deps.db.select().from(reservations).where(eq(reservations.id, booked.reservation.id)))[0],
    ).toMatchObject({ spotId: place.spotIds[2], parkingId: place.parkingId });
    expect(booked.order).toMatchObject({ product: 'reservation', status: 'placed', grossAmount: 500 });
    // A-1 is held over the window (leave buffer included): the next booking takes A-2, then A-10.
    const next = await createOk(t, second, byIdentifier(second, place.identifier));
    expect(next.reservation.spotNumber).toBe('A-2');
    // Typed as on a sign or a link: spaces and small letters are the same identifier.
    const last = await createOk(t, third, byIdentifier(third, ` ${place.identifier.toLowerCase()} `));
    expect(last.reservation.spotNumber).toBe('A-10');
  });

  it('with a spot number (as its sign reads): that spot, free or spot_already_taken', async () => {
    const place = await activeParking(t);
    const [first, second] = [await driver(t), await driver(t)];
    const booked = await createOk(t, first, byIdentifier(first, place.identifier, 'a-10'));
    expect(booked.reservation.spotNumber).toBe('A-10');
    const taken = await create(t, second, byIdentifier(second, place.identifier, 'A-10'));
    expect(refusal(taken)).toBe('spot_already_taken');
    expect(taken.errors?.[0]?.message).toBe('This spot is already taken for the chosen time.');
    // After the first stay and its leave buffer the spot is free again.
    const later = await createOk(t, second, byIdentifier(second, place.identifier, 'A-10', 2 * HOUR + 5 * MINUTE));
    expect(later.reservation.spotNumber).toBe('A-10');
    expect(await reservationsOf(second)).toHaveLength(1);
  });

  it('an unknown identifier, or a parking that is not active: parking_not_found, nothing written', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const unknown = await create(t, who, byIdentifier(who, 'ZZZ-0000'));
    expect(refusal(unknown)).toBe('parking_not_found');
    expect(unknown.errors?.[0]?.message).toBe('Parking not found.');
    expect(refusal(await create(t, who, byIdentifier(who, 'ZZZ-0000', 'A-1')))).toBe('parking_not_found');
    await t.app.deps.db.update(parkings).set({ status: 'inactive' }).where(eq(parkings.id, place.parkingId));
    expect(refusal(await create(t, who, byIdentifier(who, place.identifier)))).toBe('parking_not_found');
    expect(await reservationsOf(who)).toEqual([]);
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.userId, who.id))).toEqual([]);
  });

  it('a spot number the parking does not have (another parking’s, or no spot number at all): spot_not_found', async () => {
    const place = await activeParking(t);
    const elsewhere = await activeParking(t, ['B-7']);
    const who = await driver(t);
    expect(refusal(await create(t, who, byIdentifier(who, place.identifier, 'B-7')))).toBe('spot_not_found');
    expect(refusal(await create(t, who, byIdentifier(who, elsewhere.identifier, 'A-1')))).toBe('spot_not_found');
    expect(refusal(await create(t, who, byIdentifier(who, place.identifier, 'A--1')))).toBe('spot_not_found');
    expect(refusal(await create(t, who, byIdentifier(who, place.identifier, "A-1' or '1'='1")))).toBe('spot_not_found');
    expect(await reservationsOf(who)).toEqual([]);
  });

  it('a full parking: no_available_spot, nothing written and the idempotency key left unclaimed', async () => {
    const place = await activeParking(t, ['P1', 'P2']);
    const [first, second, who] = [await driver(t), await driver(t), await driver(t)];
    await createOk(t, first, byIdentifier(first, place.identifier));
    await createOk(t, second, byIdentifier(second, place.identifier));
    const full = await create(t, who, { ...byIdentifier(who, place.identifier), idempotencyKey: 'full-parking-01' });
    expect(refusal(full)).toBe('no_available_spot');
    expect(full.errors?.[0]?.message).toBe('There is no available spot in this parking for the chosen time.');
    expect(await reservationsOf(who)).toEqual([]);
    expect(await t.app.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.id))).toEqual([]);
    // Another time is free.
    const later = await createOk(t, who, byIdentifier(who, place.identifier, undefined, 3 * HOUR));
    expect(later.reservation.spotNumber).toBe('P1');
  });

  it('a retry with the idempotency key answers the first booking, though it holds the last free spot', async () => {
    const place = await activeParking(t, ['Q1']);
    const who = await driver(t);
    const input = { ...byIdentifier(who, place.identifier), idempotencyKey: 'by-identifier-01' };
    const first = await createOk(t, who, input);
    expect(await createOk(t, who, input)).toEqual(first);
    expect(fieldErrors(await create(t, who, { ...input, spotNumber: 'Q1' }))).toEqual({
      idempotencyKey: ['This request was already sent with different details. Start again.'],
    });
    expect(await reservationsOf(who)).toHaveLength(1);
  });

  it('several drivers at once on a parking with fewer spots: each spot booked once, the rest no_available_spot', async () => {
    const numbers = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6'];
    const place = await activeParking(t, numbers);
    const crowd = await Promise.all(Array.from({ length: 8 }, () => driver(t)));
    // On PostgreSQL they race: bookings that picked the same spot meet the exclusion constraint and pick again.
    const outcomes = await Promise.all(
      crowd.map(async (who) => {
        const result = await create(t, who, byIdentifier(who, place.identifier));
        return result.data?.createReservation?.reservation.spotNumber ?? refusal(result);
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'no_available_spot')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome !== 'no_available_spot').sort()).toEqual(numbers);
  });

  it('hostile, oversized or contradictory input: field errors or a refusal, never a server error', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const invalid = { identifier: ['Invalid value.'] };
    expect(fieldErrors(await create(t, who, byIdentifier(who, 'W'.repeat(100_000))))).toEqual(invalid);
    expect(fieldErrors(await create(t, who, byIdentifier(who, `${place.identifier}' OR '1'='1`)))).toEqual(invalid);
    expect(fieldErrors(await create(t, who, byIdentifier(who, '   ')))).toEqual({
      identifier: ['This field is required.'],
    });
    // Short enough, but no identifier: refused before the database is asked.
    for (const hostile of ["' OR 1=1 --", '%', 'WAR-CEN24;--', '../../etc', '<script>']) {
      expect(refusal(await create(t, who, byIdentifier(who, hostile))), hostile).toBe('parking_not_found');
    }
    expect(fieldErrors(await create(t, who, byIdentifier(who, place.identifier, 'A'.repeat(41))))).toEqual({
      spotNumber: ['Invalid value.'],
    });
    expect(fieldErrors(await create(t, who, byIdentifier(who, place.identifier, 'A-1\u0000')))).toHaveProperty(
      'spotNumber',
    );
    // A spot by id and a parking by identifier at once, or a spot number without its parking: which one is meant?
    expect(
      fieldErrors(await create(t, who, { ...byIdentifier(who, place.identifier), spotId: place.spotIds[0] })),
    ).toEqual({ spotId: ['Invalid value.'] });
    expect(fieldErrors(await create(t, who, { ...bookingInput(who, place.spotIds[0]!), spotNumber: 'A-1' }))).toEqual({
      spotNumber: ['Invalid value.'],
    });
    expect(await reservationsOf(who)).toEqual([]);
  });
});
