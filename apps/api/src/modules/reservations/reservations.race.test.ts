import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import { vehicles } from '../../db/schema/vehicles';
import { createTestApp, type TestApp } from '../../test/app';
import { tokenFor } from '../../test/factories';
import { AppError } from '../../lib/errors';
import { ReservationRefusedError } from './refusal';
import { spotBookingLock } from './booking-write';
import { createReservation } from './create-reservation';
import { extendReservation } from './extend-reservation';
import {
  activeParking,
  bookingInput,
  CREATE,
  expectLedgerSound,
  HOUR,
  MINUTE,
  type Driver,
} from './reservations.test-helpers';

// Races on PostgreSQL (the TEST_DATABASE_URL suite; PGlite has one connection, so nothing races there): the
// exclusion constraint makes double booking impossible however many drivers try at once, and every loser gets
// spot_already_taken — never a server error (bookings of one spot wait for its booking lock; serialization failures
// and deadlocks with other writers are retried).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Many drivers at once, inserted in three statements (each with an active vehicle and a billing account). */
async function drivers(count: number): Promise<Omit<Driver, 'token'>[]> {
  const db = t.app.deps.db;
  const tag = randomBytes(4).toString('hex');
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `race-${tag}-${i}@example.com`,
        name: `Driver ${i}`,
        passwordHash: 'not-a-hash',
        status: 'active' as const,
      })),
    )
    .returning({ id: users.id });
  const billing = await db
    .insert(billingAccounts)
    .values(
      people.map(({ id }) => ({
        userId: id,
        fullName: 'Kierowca',
        buildingNumber: '1',
        postcode: '00-001',
        city: 'Warszawa',
        invoiceEmail: 'k@example.com',
        isDefault: true,
      })),
    )
    .returning({ id: billingAccounts.id, userId: billingAccounts.userId });
  const cars = await db
    .insert(vehicles)
    .values(
      people.map(({ id }, i) => ({
        userId: id,
        registrationNumber: `RC${tag.slice(0, 3).toUpperCase()}${i}`,
        isDefault: true,
      })),
    )
    .returning({ id: vehicles.id, userId: vehicles.userId });
  return people.map(({ id }) => ({
    id,
    billingAccountId: billing.find((row) => row.userId === id)!.id,
    vehicleId: cars.find((row) => row.userId === id)!.id,
  }));
}

const OVERLAPPING_HOLDS = sql`select count(*)::int as n from reservations a join reservations b
  on a.spot_id = b.spot_id and a.id < b.id
  where a.status in ('pending_payment', 'confirmed', 'active') and b.status in ('pending_payment', 'confirmed', 'active')
    and tstzrange(a.start_at, a.blocks_until) && tstzrange(b.start_at, b.blocks_until)`;

type Reader = Pick<TestApp['app']['deps']['db'], 'execute'>;
/** The n of a `select count(*)::int as n` (both drivers answer { rows }). */
async function countOf(db: Reader, query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await db.execute(query);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? -1);
}

const overlappingHolds = () => countOf(t.app.deps.db, OVERLAPPING_HOLDS);

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('booking races (PostgreSQL)', () => {
  it('100 drivers book one spot for one window at once: 1 reservation, 99 spot_already_taken, no server error', async () => {
    const place = await activeParking(t, ['R-1']);
    const crowd = await Promise.all(
      (await drivers(100)).map(async (who) => ({ ...who, token: await tokenFor(t.app, who) })),
    );
    const now = Date.now();
    const results = await Promise.all(
      crowd.map((who) =>
        t.gql(CREATE, { input: bookingInput(who, place.spotIds[0]!, HOUR, HOUR, now) }, { token: who.token }),
      ),
    );
    const won = results.filter((result) => result.data?.createReservation);
    const reasons = results.flatMap((result) =>
      (result.errors ?? []).map((error) => `${String(error.extensions?.code)}:${String(error.extensions?.reason)}`),
    );
    expect(won).toHaveLength(1);
    expect(reasons).toEqual(Array.from({ length: 99 }, () => 'RESERVATION_REFUSED:spot_already_taken'));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(await overlappingHolds()).toBe(0);
    await expectLedgerSound(t);
  }, 120_000);

  it("a booking waits for the spot's booking lock, so two bookings of a spot never insert at the same time", async () => {
    const place = await activeParking(t, ['L-1']);
    const who = (await drivers(1))[0]!;
    const spotId = place.spotIds[0]!;
    const start = Date.now() + HOUR;
    const input = {
      spotId,
      vehicleId: who.vehicleId,
      billingAccountId: who.billingAccountId,
      startAt: new Date(start),
      endAt: new Date(start + HOUR),
      terms: true as const,
    };
    let booking: Promise<string> | undefined;
    await t.app.deps.db.transaction(async (tx) => {
      // Another booking of the spot, in the middle of its statement.
      await tx.execute(sql`select ${spotBookingLock(sql`${spotId}::uuid`)}`);
      booking = createReservation({ deps: t.app.deps, userId: who.id, input }).then(
        (booked) => booked.reservation.status,
      );
      const settled = await Promise.race([
        booking.then(() => 'booked'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 500)),
      ]);
      expect(settled).toBe('waiting');
    });
    expect(await booking).toBe('pending_payment');
  }, 60_000);

  it('one booking sent 10 times at once with one idempotency key: 1 reservation and order, every answer is them', async () => {
    const place = await activeParking(t, ['K-1']);
    const who = (await drivers(1))[0]!;
    const start = Date.now() + HOUR;
    const input = {
      spotId: place.spotIds[0]!,
      vehicleId: who.vehicleId,
      billingAccountId: who.billingAccountId,
      startAt: new Date(start),
      endAt: new Date(start + HOUR),
      terms: true as const,
      idempotencyKey: 'race-booking-key-0001',
    };
    // The first claim wins; the others wait on its key row until it commits, then answer its booking.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createReservation({ deps: t.app.deps, userId: who.id, input })),
    );
    expect(new Set(answers.map((answer) => answer.reservation.id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.order.id)).size).toBe(1);
    expect(
      await countOf(t.app.deps.db, sql`select count(*)::int as n from reservations where user_id = ${who.id}`),
    ).toBe(1);
    expect(await countOf(t.app.deps.db, sql`select count(*)::int as n from orders where user_id = ${who.id}`)).toBe(1);
  }, 60_000);

  it('1,000 randomised overlapping attempts on a few spots leave no two holds of a spot overlapping', async () => {
    const place = await activeParking(t, ['Q-1', 'Q-2', 'Q-3', 'Q-4']);
    const crowd = await drivers(1000);
    let seed = 2026;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const base = Date.now() + HOUR;
    const attempts = crowd.map((who) => {
      const startAt = new Date(base + Math.floor(random() * 24 * 60) * MINUTE);
      const endAt = new Date(startAt.getTime() + (15 + Math.floor(random() * 180)) * MINUTE);
      const spotId = place.spotIds[Math.floor(random() * 4)]!;
      return {
        who,
        input: {
          spotId,
          vehicleId: who.vehicleId,
          billingAccountId: who.billingAccountId,
          startAt,
          endAt,
          terms: true as const,
        },
      };
    });
    const outcomes = await Promise.all(
      attempts.map(({ who, input }) =>
        createReservation({ deps: t.app.deps, userId: who.id, input }).then(
          () => 'booked',
          (error: unknown) =>
            error instanceof ReservationRefusedError ? error.reason : `unexpected: ${String(error)}`,
        ),
      ),
    );
    const counts = outcomes.reduce<Record<string, number>>(
      (all, outcome) => ({ ...all, [outcome]: (all[outcome] ?? 0) + 1 }),
      {},
    );
    expect(Object.keys(counts).sort()).toEqual(['booked', 'spot_already_taken']);
    expect(counts.booked).toBeGreaterThan(10);
    expect(await overlappingHolds()).toBe(0);
    expect(
      await countOf(
        t.app.deps.db,
        sql`select count(*)::int as n from reservations where parking_id = ${place.parkingId}`,
      ),
    ).toBe(counts.booked);
  }, 300_000);
});

// No driver holds two reservations whose stays (and held extensions) overlap (decision 077).
const DRIVER_OVERLAPS = sql`select count(*)::int as n from reservations a join reservations b
  on a.user_id = b.user_id and a.id < b.id
  where a.status in ('pending_payment', 'confirmed', 'active') and b.status in ('pending_payment', 'confirmed', 'active')
    and tstzrange(a.start_at, a.hold_end_at) && tstzrange(b.start_at, b.hold_end_at)`;

const reasonOf = (error: unknown) =>
  error instanceof ReservationRefusedError
    ? error.reason
    : error instanceof AppError
      ? JSON.stringify(error.extensions)
      : `unexpected: ${String(error)}`;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'one driver racing themselves (PostgreSQL, decision 077)',
  () => {
    it('20 overlapping bookings by one driver at once, on 20 spots: 1 reservation, 19 active_reservation_exists', async () => {
      const spotNumbers = Array.from({ length: 20 }, (_, i) => `D-${i + 1}`);
      const place = await activeParking(t, spotNumbers);
      const who = (await drivers(1))[0]!;
      const start = Date.now() + HOUR;
      const outcomes = await Promise.all(
        place.spotIds.map((spotId, i) => {
          const startAt = new Date(start + i * 5 * MINUTE);
          const input = {
            spotId,
            vehicleId: who.vehicleId,
            billingAccountId: who.billingAccountId,
            startAt,
            endAt: new Date(startAt.getTime() + HOUR),
            terms: true as const,
          };
          return createReservation({ deps: t.app.deps, userId: who.id, input }).then(() => 'booked', reasonOf);
        }),
      );
      expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome !== 'booked')).toEqual(
        Array.from({ length: 19 }, () => 'active_reservation_exists'),
      );
      expect(await countOf(t.app.deps.db, DRIVER_OVERLAPS)).toBe(0);
    }, 60_000);

    it('an extension and a booking into the same time, at once, for 10 drivers: one of each pair wins, never both', async () => {
      const [here, there] = [
        await activeParking(t, ['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9', 'E-10']),
        await activeParking(t, ['F-1', 'F-2', 'F-3', 'F-4', 'F-5', 'F-6', 'F-7', 'F-8', 'F-9', 'F-10']),
      ];
      const crowd = await drivers(10);
      const now = Date.now();
      // Each driver parks now for an hour (paid, so no booking waits for payment), then at once extends it by an
      // hour and books elsewhere from 90 minutes on.
      const parked = await Promise.all(
        crowd.map(async (who, i) => {
          const input = {
            spotId: here.spotIds[i]!,
            vehicleId: who.vehicleId,
            billingAccountId: who.billingAccountId,
            startAt: new Date(now),
            endAt: new Date(now + HOUR),
            terms: true as const,
          };
          const booked = await createReservation({ deps: t.app.deps, userId: who.id, input, now: new Date(now) });
          await t.app.deps.db.execute(
            sql`update reservations set status = 'active', payment_due_at = null where id = ${booked.reservation.id}`,
          );
          return booked.reservation;
        }),
      );
      const pairs = await Promise.all(
        crowd.map((who, i) =>
          Promise.all([
            extendReservation({
              deps: t.app.deps,
              userId: who.id,
              input: { reservationId: parked[i]!.id, endAt: new Date(now + 2 * HOUR) },
            }).then(() => 'extended', reasonOf),
            createReservation({
              deps: t.app.deps,
              userId: who.id,
              input: {
                spotId: there.spotIds[i]!,
                vehicleId: who.vehicleId,
                billingAccountId: who.billingAccountId,
                startAt: new Date(now + 90 * MINUTE),
                endAt: new Date(now + 150 * MINUTE),
                terms: true as const,
              },
            }).then(() => 'booked', reasonOf),
          ]),
        ),
      );
      const nextReservation = JSON.stringify({
        code: 'VALIDATION_FAILED',
        validation: { endAt: ['Your next reservation starts before this end. Choose an earlier end.'] },
      });
      for (const [extension, booking] of pairs) {
        expect([extension === 'extended', booking === 'booked'].filter(Boolean)).toHaveLength(1);
        if (extension !== 'extended') expect(extension).toBe(nextReservation);
        if (booking !== 'booked') expect(booking).toBe('active_reservation_exists');
      }
      expect(await countOf(t.app.deps.db, DRIVER_OVERLAPS)).toBe(0);
    }, 60_000);
  },
);

describe('the invariant query', () => {
  it('finds overlapping holds when they exist (checked on rows the constraint would refuse, in a rolled-back transaction)', async () => {
    const place = await activeParking(t, ['I-1']);
    const [a, b] = await drivers(2);
    const start = new Date(Date.now() + HOUR);
    const n: unknown = await t.app.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table reservations drop constraint reservations_no_double_booking`);
        for (const who of [a!, b!]) {
          await tx.execute(sql`insert into reservations (user_id, parking_id, spot_id, vehicle_id, billing_account_id, start_at, end_at, hold_end_at, status)
            values (${who.id}, ${place.parkingId}, ${place.spotIds[0]!}, ${who.vehicleId}, ${who.billingAccountId}, ${start}, ${new Date(start.getTime() + HOUR)}, ${new Date(start.getTime() + HOUR)}, 'pending_payment')`);
        }
        throw Object.assign(new Error('rollback'), { n: await countOf(tx, OVERLAPPING_HOLDS) });
      })
      .catch((error: unknown) => (error as { n?: number }).n);
    expect(n).toBe(1);
    expect(await overlappingHolds()).toBe(0);
  });
});
