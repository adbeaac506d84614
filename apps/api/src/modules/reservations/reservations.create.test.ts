import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { orders } from '../../db/schema/orders';
import { parkings, spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { vehicles } from '../../db/schema/vehicles';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import type { SpotStateEvent } from '../../lib/spot-events';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  CANCEL,
  closeParking,
  create,
  createOk,
  driver,
  expectLedgerSound,
  HOUR,
  MINUTE,
  refusal,
  RESERVATION_FIELDS,
  row,
  type ReservationData,
} from './reservations.test-helpers';

// reservationQuote, createReservation, the payment taking effect, and the reads (activeReservation,
// reservation, myReservations, parkingReservations): every refusal and field error, other users' ids, bad input.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const QUOTE = `query($input: ReservationQuoteInput!) { reservationQuote(input: $input) {
  parkingId identifier address spotId spotNumber available reason amount currency } }`;

const quote = (token: string, input: Record<string, unknown>) =>
  t.gql<{ reservationQuote: Record<string, unknown> }>(QUOTE, { input }, { token });

// One reading of the clock for both ends: two could be a millisecond apart and price an hour as two.
const windowIn = (startIn: number, length: number, now = Date.now()) => ({
  startAt: new Date(now + startIn).toISOString(),
  endAt: new Date(now + startIn + length).toISOString(),
});

describe('reservationQuote', () => {
  it('without a spot number: the first free spot in natural order, its address and the engine price', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const result = await quote(who.token, { identifier: place.identifier, ...windowIn(HOUR, 2 * HOUR) });
    expect(result.data?.reservationQuote).toEqual({
      parkingId: place.parkingId,
      identifier: place.identifier,
      address: 'Marszałkowska 10, Warszawa',
      spotId: place.spotIds[2],
      spotNumber: 'A-1',
      available: true,
      reason: null,
      amount: 900,
      currency: 'PLN',
    });
    // A-1 held (leave buffer included) → A-2, then A-10; all held → no_available_spot.
    const other = await driver(t, 10_000);
    await createOk(t, other, bookingInput(other, place.spotIds[2]!, 3 * HOUR + 3 * MINUTE, HOUR));
    const second = await quote(who.token, { identifier: place.identifier, ...windowIn(HOUR, 2 * HOUR) });
    expect(second.data?.reservationQuote).toMatchObject({ spotNumber: 'A-2', available: true });
  });

  it('a named spot (as its sign reads): taken or free; every spot taken; closed; unknown spot or parking', async () => {
    const place = await activeParking(t, ['P1']);
    const who = await driver(t);
    const other = await driver(t);
    await createOk(t, other, bookingInput(other, place.spotIds[0]!, HOUR, HOUR));
    expect(
      (await quote(who.token, { identifier: place.identifier, spotNumber: 'p1', ...windowIn(HOUR, HOUR) })).data
        ?.reservationQuote,
    ).toMatchObject({
      spotId: place.spotIds[0],
      available: false,
      reason: 'spot_already_taken',
      amount: 500,
    });
    expect(
      (await quote(who.token, { identifier: place.identifier, ...windowIn(HOUR, HOUR) })).data?.reservationQuote,
    ).toMatchObject({
      spotId: null,
      spotNumber: null,
      available: false,
      reason: 'no_available_spot',
      amount: 500,
    });
    // After the other's hold and leave buffer the spot is free.
    expect(
      (await quote(who.token, { identifier: place.identifier, ...windowIn(2 * HOUR + 5 * MINUTE, HOUR) })).data
        ?.reservationQuote,
    ).toMatchObject({
      available: true,
    });
    await closeParking(t, place.parkingId, {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      startTime: '00:00',
      endTime: '00:00',
    });
    expect(
      (await quote(who.token, { identifier: place.identifier, ...windowIn(5 * HOUR, HOUR) })).data?.reservationQuote,
    ).toMatchObject({
      available: false,
      reason: 'parking_closed',
    });
    expect(
      refusal(await quote(who.token, { identifier: place.identifier, spotNumber: 'Z-99', ...windowIn(HOUR, HOUR) })),
    ).toBe('spot_not_found');
    expect(
      refusal(
        await quote(who.token, {
          identifier: place.identifier,
          spotNumber: "'; drop table spots;--",
          ...windowIn(HOUR, HOUR),
        }),
      ),
    ).toBe('spot_not_found');
    expect(refusal(await quote(who.token, { identifier: 'ZZZ-000000', ...windowIn(HOUR, HOUR) }))).toBe(
      'parking_not_found',
    );
  });

  it('inactive parkings are not found; bad times and input are field errors; signed-in only', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    await t.app.deps.db.update(parkings).set({ status: 'inactive' }).where(eq(parkings.id, place.parkingId));
    expect(refusal(await quote(who.token, { identifier: place.identifier, ...windowIn(HOUR, HOUR) }))).toBe(
      'parking_not_found',
    );
    expect(
      fieldErrors(await quote(who.token, { identifier: place.identifier, ...windowIn(-10 * MINUTE, HOUR) })),
    ).toEqual({
      startAt: ['The time cannot be earlier than the present time.'],
    });
    expect(fieldErrors(await quote(who.token, { identifier: place.identifier, ...windowIn(HOUR, -MINUTE) }))).toEqual({
      endAt: ['End time must be later than start time.'],
    });
    expect(fieldErrors(await quote(who.token, { identifier: 'x'.repeat(5000), ...windowIn(HOUR, HOUR) }))).toEqual({
      identifier: ['Invalid value.'],
    });
    expect(fieldErrors(await quote(who.token, {}))).toMatchObject({ identifier: ['This field is required.'] });
    expect(errorCode(await t.gql(QUOTE, { input: { identifier: place.identifier, ...windowIn(HOUR, HOUR) } }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('createReservation', () => {
  it('holds the spot while waiting for payment: pending_payment, its order (23 % VAT), a spot event after commit', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const events: SpotStateEvent[] = [];
    const abort = new AbortController();
    const listening = (async () => {
      for await (const event of t.app.deps.spotEvents.listen(abort.signal)) events.push(event);
    })();
    const before = Date.now();
    const { reservation, order } = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
    expect(reservation).toMatchObject({
      status: 'pending_payment',
      amount: 900,
      parkingName: 'Marszałkowska 10, Warszawa',
      spotNumber: 'A-10',
      billingAccount: { id: who.billingAccountId },
      vehicle: { id: who.vehicleId },
      location: { address: 'Marszałkowska 10, Warszawa', latitude: 52.2297, longitude: 21.0122 },
      pendingExtensionEndAt: null,
      canCancel: true,
      canExtend: false,
      canComplete: false,
      unpaidOrder: { id: order.id, product: 'reservation', status: 'placed', grossAmount: 900 },
      orders: [{ id: order.id, product: 'reservation', status: 'placed', grossAmount: 900 }],
    });
    expect(order).toMatchObject({ product: 'reservation', status: 'placed', grossAmount: 900, vatRate: 23 });
    const due = new Date(reservation.paymentDueAt!).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 10 * MINUTE - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 10 * MINUTE);
    const stored = await row(t, reservation.id);
    expect(stored.holdEndAt).toEqual(stored.endAt);
    expect(stored.blocksUntil.getTime()).toBe(stored.endAt.getTime() + 5 * MINUTE);
    // The order as placeOrder makes them: the VAT split, the buyer copied from the billing account (a jsonb object).
    const [placed] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(placed).toMatchObject({
      reservationId: reservation.id,
      userId: who.id,
      billingAccountId: who.billingAccountId,
      quantity: 1,
      unitGross: 900,
      netAmount: 732,
      vatAmount: 168,
      currency: 'PLN',
      buyer: {
        fullName: 'Zofia Łęcka-Żółć',
        street: 'Świętokrzyska',
        localNumber: '4',
        postcode: '00-916',
        wantsVatInvoice: false,
      },
    });
    expect(placed?.number).toMatch(/^PS\/\d{4}\/\d{2}\/\d{6,}$/);
    expect(placed?.createdAt).toEqual(stored.createdAt);
    await new Promise((resolve) => setTimeout(resolve, 10));
    abort.abort();
    await listening;
    expect(events).toContainEqual({
      parkingId: place.parkingId,
      spotId: place.spotIds[0],
      latitude: 52.2297,
      longitude: 21.0122,
    });
  });

  it('paid: confirmed before the start, active when it has started; the ledger holds the money in escrow', async () => {
    const place = await activeParking(t);
    const later = await driver(t, 5000);
    const first = await bookAndPay(t, later, bookingInput(later, place.spotIds[0]!));
    expect((await row(t, first.reservation.id)).status).toBe('confirmed');
    expect((await row(t, first.reservation.id)).paymentDueAt).toBeNull();
    const now = await driver(t, 5000);
    const second = await bookAndPay(t, now, bookingInput(now, place.spotIds[1]!, 0, HOUR));
    expect((await row(t, second.reservation.id)).status).toBe('active');
    const [paid] = await t.app.deps.db.select().from(orders).where(eq(orders.id, second.order.id));
    expect(paid?.status).toBe('paid');
    await expectLedgerSound(t);
  });

  it('a start up to 2 minutes ago counts as now; earlier is notInPast; end not after start; too long', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const ok = await createOk(t, who, bookingInput(who, place.spotIds[0]!, -MINUTE, HOUR));
    expect(new Date(ok.reservation.startAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
    const other = await driver(t);
    expect(fieldErrors(await create(t, other, bookingInput(other, place.spotIds[1]!, -3 * MINUTE, HOUR)))).toEqual({
      startAt: ['The time cannot be earlier than the present time.'],
    });
    expect(fieldErrors(await create(t, other, bookingInput(other, place.spotIds[1]!, HOUR, 0)))).toEqual({
      endAt: ['End time must be later than start time.'],
    });
    expect(
      fieldErrors(await create(t, other, bookingInput(other, place.spotIds[1]!, HOUR, 31 * 24 * HOUR + MINUTE))),
    ).toEqual({
      endAt: ['A reservation can last at most 31 days.'],
    });
    expect(await t.app.deps.db.select().from(reservations).where(eq(reservations.userId, other.id))).toEqual([]);
  });

  it('booking ahead: a later start up to RESERVATION_MAX_DAYS ahead is held from that start; further ahead is refused on startAt', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const far = 31 * 24 * HOUR;
    expect(
      fieldErrors(await quote(who.token, { identifier: place.identifier, ...windowIn(far + HOUR, HOUR) })),
    ).toEqual({
      startAt: ['A reservation can start at most 31 days ahead.'],
    });
    expect(fieldErrors(await create(t, who, bookingInput(who, place.spotIds[0]!, far + HOUR, HOUR)))).toEqual({
      startAt: ['A reservation can start at most 31 days ahead.'],
    });
    expect(await t.app.deps.db.select().from(reservations).where(eq(reservations.userId, who.id))).toEqual([]);
    // Tomorrow for an hour: quoted and booked for exactly that window, waiting for payment (then confirmed).
    const input = bookingInput(who, place.spotIds[0]!, 24 * HOUR, HOUR);
    expect(
      (await quote(who.token, { identifier: place.identifier, startAt: input.startAt, endAt: input.endAt })).data
        ?.reservationQuote,
    ).toMatchObject({
      available: true,
    });
    const ok = await createOk(t, who, input);
    expect(ok.reservation).toMatchObject({ status: 'pending_payment', startAt: input.startAt, endAt: input.endAt });
    // 30 days ahead is within reach for another driver.
    const other = await driver(t);
    await createOk(t, other, bookingInput(other, place.spotIds[1]!, far - 24 * HOUR, HOUR));
  });

  it('vehicle, billing account and terms: the driver’s own and active, else field errors and nothing written', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const stranger = await driver(t);
    const spotId = place.spotIds[0]!;
    expect(fieldErrors(await create(t, who, { ...bookingInput(who, spotId), vehicleId: stranger.vehicleId }))).toEqual({
      vehicleId: ['Choose one of your vehicles.'],
    });
    expect(fieldErrors(await create(t, who, { ...bookingInput(who, spotId), vehicleId: 'not-a-uuid' }))).toEqual({
      vehicleId: ['Choose one of your vehicles.'],
    });
    await t.app.deps.db.update(vehicles).set({ status: 'inactive' }).where(eq(vehicles.id, stranger.vehicleId));
    expect(fieldErrors(await create(t, stranger, bookingInput(stranger, spotId)))).toEqual({
      vehicleId: ['This vehicle is inactive. Choose an active one or activate it.'],
    });
    expect(
      fieldErrors(await create(t, who, { ...bookingInput(who, spotId), billingAccountId: stranger.billingAccountId })),
    ).toEqual({
      billingAccountId: ['Choose one of your billing accounts.'],
    });
    expect(fieldErrors(await create(t, who, { ...bookingInput(who, spotId), terms: false }))).toEqual({
      terms: ['This field must be checked'],
    });
    expect(fieldErrors(await create(t, who, {}))).toMatchObject({
      spotId: ['This field is required.'],
      vehicleId: ['This field is required.'],
      billingAccountId: ['This field is required.'],
      terms: ['This field must be checked'],
    });
    expect(await t.app.deps.db.select().from(reservations).where(eq(reservations.spotId, spotId))).toEqual([]);
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.userId, who.id))).toEqual([]);
  });

  it('spots and parkings that cannot be booked: unknown, deleted, inactive parking, closed', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    expect(refusal(await create(t, who, bookingInput(who, '00000000-0000-4000-8000-000000000000')))).toBe(
      'spot_not_found',
    );
    expect(refusal(await create(t, who, bookingInput(who, "1' or '1'='1")))).toBe('spot_not_found');
    await t.app.deps.db.update(spots).set({ deletedAt: new Date() }).where(eq(spots.id, place.spotIds[2]!));
    expect(refusal(await create(t, who, bookingInput(who, place.spotIds[2]!)))).toBe('spot_not_found');
    await closeParking(t, place.parkingId, {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      startTime: '00:00',
      endTime: '00:00',
    });
    const closed = await create(t, who, bookingInput(who, place.spotIds[0]!));
    expect(fieldErrors(closed)).toEqual({ startAt: ['The parking is closed during part of the chosen time.'] });
    await t.app.deps.db.update(parkings).set({ status: 'inactive' }).where(eq(parkings.id, place.parkingId));
    const inactive = await create(t, who, bookingInput(who, place.spotIds[0]!));
    expect(refusal(inactive)).toBe('parking_not_found');
    expect(inactive.errors?.[0]?.message).toBe('Parking not found.');
    expect(await t.app.deps.db.select().from(reservations).where(eq(reservations.userId, who.id))).toEqual([]);
  });

  it('a held spot (leave buffer included) is spot_already_taken; a second current reservation is refused', async () => {
    const place = await activeParking(t);
    const first = await driver(t);
    const second = await driver(t);
    await createOk(t, first, bookingInput(first, place.spotIds[0]!, HOUR, HOUR));
    // Starts 4 minutes after the first one ends: inside its leave buffer.
    const taken = await create(t, second, bookingInput(second, place.spotIds[0]!, 2 * HOUR + 4 * MINUTE, HOUR));
    expect(refusal(taken)).toBe('spot_already_taken');
    expect(taken.errors?.[0]?.message).toBe('This spot is already taken for the chosen time.');
    await createOk(t, second, bookingInput(second, place.spotIds[0]!, 2 * HOUR + 5 * MINUTE, HOUR));
    const again = await create(t, first, bookingInput(first, place.spotIds[1]!, HOUR, HOUR));
    expect(refusal(again)).toBe('active_reservation_exists');
    expect(again.errors?.[0]?.message).toBe('You already have an active or pending reservation');
    expect(await t.app.deps.db.select().from(orders).where(eq(orders.userId, first.id))).toHaveLength(1);
  });

  it('an idempotency key answers the first reservation on a retry; another input with it is refused', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const input = { ...bookingInput(who, place.spotIds[0]!), idempotencyKey: 'booking-key-0001' };
    const first = await createOk(t, who, input);
    const events: SpotStateEvent[] = [];
    const abort = new AbortController();
    const listening = (async () => {
      for await (const event of t.app.deps.spotEvents.listen(abort.signal)) events.push(event);
    })();
    const retry = await createOk(t, who, input);
    expect(retry).toEqual(first);
    // The replay changed nothing: no spot event (the first booking published it).
    await new Promise((resolve) => setTimeout(resolve, 10));
    abort.abort();
    await listening;
    expect(events).toEqual([]);
    expect(fieldErrors(await create(t, who, { ...input, spotId: place.spotIds[1] }))).toEqual({
      idempotencyKey: ['This request was already sent with different details. Start again.'],
    });
    expect(fieldErrors(await create(t, who, { ...input, idempotencyKey: 'k'.repeat(500) }))).toEqual({
      idempotencyKey: ['Invalid value.'],
    });
    expect(await t.app.deps.db.select().from(reservations).where(eq(reservations.userId, who.id))).toHaveLength(1);
  });

  it('a refused booking leaves its key unclaimed; a key first used by another operation is refused', async () => {
    const db = t.app.deps.db;
    const place = await activeParking(t);
    const who = await driver(t);
    const current = await createOk(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    const input = { ...bookingInput(who, place.spotIds[1]!), idempotencyKey: 'booking-key-0002' };
    expect(refusal(await create(t, who, input))).toBe('active_reservation_exists');
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.userId, who.id))).toHaveLength(1);
    // So the same request books once the first reservation is cancelled, and the key names its reservation.
    expect((await t.gql(CANCEL, { id: current.reservation.id }, { token: who.token })).errors).toBeUndefined();
    const booked = await createOk(t, who, input);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.id))).toMatchObject([
      { key: 'booking-key-0002', operation: 'createReservation', resultId: booked.reservation.id },
    ]);
    const topUp = await t.gql(
      'mutation($input: CreateTopUpInput!) { createTopUp(input: $input) { id } }',
      { input: { billingAccountId: who.billingAccountId, amount: 2500, idempotencyKey: 'shared-key-0001' } },
      { token: who.token },
    );
    expect(topUp.errors).toBeUndefined();
    // Refused for the key, though the driver's current reservation would refuse the booking too: nothing is written.
    expect(
      fieldErrors(await create(t, who, { ...bookingInput(who, place.spotIds[2]!), idempotencyKey: 'shared-key-0001' })),
    ).toEqual({
      idempotencyKey: ['This request was already sent with different details. Start again.'],
    });
    expect(await db.select().from(reservations).where(eq(reservations.userId, who.id))).toHaveLength(2);
    expect(await db.select().from(orders).where(eq(orders.userId, who.id))).toHaveLength(3);
  });

  it('hostile and malformed input: structured errors, never a server error', async () => {
    const who = await driver(t);
    const CREATE_RAW =
      'mutation($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } } }';
    const cases: Record<string, unknown>[] = [
      { spotId: 5, vehicleId: [], billingAccountId: {}, startAt: 'yesterday', endAt: 'x', terms: 'yes' },
      {
        spotId: 'a'.repeat(100_000),
        vehicleId: 'x',
        billingAccountId: 'y',
        startAt: new Date().toISOString(),
        endAt: new Date().toISOString(),
        terms: true,
      },
      {
        spotId: '<script>',
        vehicleId: '${jndi}',
        billingAccountId: '../../etc',
        startAt: '2026-01-01T00:00:00Z',
        endAt: '9999-12-31T23:59:59Z',
        terms: true,
      },
    ];
    for (const input of cases) {
      const result = await t.gql(CREATE_RAW, { input }, { token: who.token });
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toMatch(
        /VALIDATION_FAILED|BAD_USER_INPUT|RESERVATION_REFUSED/,
      );
    }
    expect(errorCode(await t.gql(CREATE_RAW, { input: {} }))).toBe('UNAUTHENTICATED');
  });

  it('a price of 0 cannot be booked (no order of 0 PLN)', async () => {
    const place = await activeParking(t);
    const { priceLists } = await import('../../db/schema/parkings');
    await t.app.deps.db
      .update(priceLists)
      .set({ firstPeriodPrice: 0, nextPeriodPrice: 0 })
      .where(eq(priceLists.parkingId, place.parkingId));
    const who = await driver(t);
    expect(fieldErrors(await create(t, who, bookingInput(who, place.spotIds[0]!)))).toEqual({
      endAt: ['The amount must be at least 0.01 PLN.'],
    });
  });
});

describe('reading reservations', () => {
  const ACTIVE = '{ activeReservation { id parkingId spotId startAt endAt status createdAt updatedAt } }';
  const ONE = `query($id: ID!) { reservation(id: $id) { ${RESERVATION_FIELDS} } }`;
  const MINE = `{ myReservations { items { ${RESERVATION_FIELDS} } nextCursor } }`;
  const OF_PARKING = `query($id: ID!) { parkingReservations(parkingId: $id) { items { ${RESERVATION_FIELDS} } nextCursor } }`;

  it('activeReservation: the SPEC §7 fields of the current one, null when none', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 5000);
    expect((await t.gql(ACTIVE, {}, { token: who.token })).data).toEqual({ activeReservation: null });
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    const result = await t.gql<{ activeReservation: Record<string, unknown> }>(ACTIVE, {}, { token: who.token });
    expect(result.data?.activeReservation).toEqual({
      id: reservation.id,
      parkingId: place.parkingId,
      spotId: place.spotIds[0],
      startAt: reservation.startAt,
      endAt: reservation.endAt,
      status: 'confirmed',
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
    });
    expect(errorCode(await t.gql(ACTIVE))).toBe('UNAUTHENTICATED');
  });

  it('reservation(id): the driver sees everything; managers the parking’s view; everyone else NOT_FOUND', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 5000);
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    const own = await t.gql<{ reservation: ReservationData }>(ONE, { id: reservation.id }, { token: who.token });
    expect(own.data?.reservation).toMatchObject({
      parkingName: 'Marszałkowska 10, Warszawa',
      billingAccount: { id: who.billingAccountId },
    });
    expect(own.data?.reservation.orders).toHaveLength(1);
    const managed = await t.gql<{ reservation: ReservationData }>(
      ONE,
      { id: reservation.id },
      { token: place.ownerToken },
    );
    expect(managed.data?.reservation).toMatchObject({
      parkingName: 'Owner-only name',
      billingAccount: null,
      orders: [],
      unpaidOrder: null,
      canCancel: false,
      canExtend: false,
      canComplete: false,
      vehicle: { id: who.vehicleId },
    });
    const stranger = await driver(t);
    for (const id of [reservation.id, '00000000-0000-4000-8000-000000000000', 'nope', "' or 1=1 --"]) {
      expect(errorCode(await t.gql(ONE, { id }, { token: stranger.token }))).toBe('NOT_FOUND');
    }
  });

  it('myReservations newest first; parkingReservations for the parking’s managers only', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 10_000);
    const first = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!, HOUR, HOUR));
    await t.gql(
      `mutation($id: ID!) { cancelReservation(id: $id) { id } }`,
      { id: first.reservation.id },
      { token: who.token },
    );
    const second = await createOk(t, who, bookingInput(who, place.spotIds[1]!, HOUR, HOUR));
    const mine = await t.gql<{ myReservations: { items: ReservationData[] } }>(MINE, {}, { token: who.token });
    expect(mine.data?.myReservations.items.map((r) => [r.id, r.status])).toEqual([
      [second.reservation.id, 'pending_payment'],
      [first.reservation.id, 'cancelled'],
    ]);
    const owner = await t.gql<{ parkingReservations: { items: ReservationData[] } }>(
      OF_PARKING,
      { id: place.parkingId },
      { token: place.ownerToken },
    );
    expect(owner.data?.parkingReservations.items.map((r) => r.id)).toEqual([
      second.reservation.id,
      first.reservation.id,
    ]);
    expect(owner.data?.parkingReservations.items[0]).toMatchObject({
      parkingName: 'Owner-only name',
      billingAccount: null,
      orders: [],
    });
    const stranger = await createUser(t.app);
    await createBillingAccountFixture(t.app, stranger.id);
    for (const id of [place.parkingId, 'nope']) {
      expect(errorCode(await t.gql(OF_PARKING, { id }, { token: await tokenFor(t.app, stranger) }))).toBe('NOT_FOUND');
    }
    // The driver of a reservation is not a manager of the parking.
    expect(errorCode(await t.gql(OF_PARKING, { id: place.parkingId }, { token: who.token }))).toBe('NOT_FOUND');
  });
});

describe('payment through the gateway', () => {
  it('a BLIK payment confirms the reservation when the bank accepts it', async () => {
    const place = await activeParking(t);
    const who = await driver(t);
    const { reservation, order } = await createOk(t, who, bookingInput(who, place.spotIds[0]!));
    const paid = await t.gql<{ payOrder: { id: string; status: string } }>(
      'mutation($input: PayOrderInput!) { payOrder(input: $input) { id status } }',
      { input: { orderId: order.id, method: 'BLIK', blikCode: '777123' } },
      { token: who.token },
    );
    expect(paid.data?.payOrder.status).toBe('processing');
    const { sandboxFor } = await import('../payments/gateway');
    await sandboxFor(t.app.deps).tick(new Date(Date.now() + 2000));
    expect((await row(t, reservation.id)).status).toBe('confirmed');
    await expectLedgerSound(t);
  });
});
