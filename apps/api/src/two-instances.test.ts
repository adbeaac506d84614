import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tileOf } from '@parkshare/shared/map/tiles';
import { journalEntries } from './db/schema/ledger';
import {
  activeParking,
  balanceOf,
  bookAndPay,
  bookingInput,
  CREATE,
  driver,
  HOUR,
  MINUTE,
  row,
  shift,
} from './modules/reservations/reservations.test-helpers';
import { uploadParkingPhoto } from './modules/images/images-test-helpers';
import { createTestApp, type TestApp } from './test/app';
import { createUser, TEST_PASSWORD, tokenFor } from './test/factories';
import { createParkingFixture } from './test/owner-factories';

// Issue 18 §4: two API instances on one PostgreSQL database and one Redis, as production runs N of them behind a
// load balancer (docs/operations.md). Each instance here is a whole app with its own connection pool, its own Redis
// connections, its own scheduler and its own outbox; they share only the database and Redis. Both listen on real
// ports for the map's event stream. PGlite is one connection inside one process, so this needs TEST_DATABASE_URL
// (CI's second API run sets it); Redis is TEST_REDIS_URL or the machine's 127.0.0.1:6379, which .ci/run starts.

const SKIP = process.env.TEST_DATABASE_URL
  ? null
  : 'skipped: two instances need one shared PostgreSQL — run with TEST_DATABASE_URL (CI does)';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const SUBSCRIPTION = `subscription SpotStatesChanged($area: AreaInput!) { spotStatesChanged(area: $area) { parkingId spotId } }`;
const AREA = { north: 52.3, south: 52.1, east: 21.1, west: 20.9 };
const TILE = `query MapTile($input: MapTileInput!) { mapTile(input: $input) { parkings { identifier freeSpots } } }`;
const LOGIN = 'mutation LoginUser($input: LoginUserInput!) { loginUser(input: $input) { token } }';

/** The first `next` event of a map subscription on `base`, with the time it arrived; null after `ms`. */
async function firstMapEvent(base: string, token: string, ms: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { area: AREA } }),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const event = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
      const match = /event: next\ndata: (.*)\n\n/.exec(buffer);
      if (match) return { data: JSON.parse(match[1]!) as Record<string, unknown>, at: Date.now() };
    }
  })().catch(() => null);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return {
    next: () => Promise.race([event, timeout]),
    close: () => controller.abort(),
  };
}

describe.skipIf(SKIP)(`two API instances on one PostgreSQL and one Redis${SKIP ? ` (${SKIP})` : ''}`, () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    // Errors are printed (the suite's apps are silent): a failure of a race across instances is not reproducible at
    // will, and CI's output is then all there is to go on.
    a = await createTestApp({ REDIS_URL }, { ownPool: true, logger: { level: 'error' } });
    b = await createTestApp({ REDIS_URL }, { ownPool: true, logger: { level: 'error' } });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    // Both instances' Redis subscriptions are up before anything is published.
    await Promise.all([a.app.deps.spotEvents.ping(), b.app.deps.spotEvents.ping()]);
  });

  it('have nothing in common but the database and Redis', () => {
    expect(a.app.deps.db).not.toBe(b.app.deps.db);
    expect(a.app.deps.spotEvents).not.toBe(b.app.deps.spotEvents);
    expect(a.app.deps.limiter).not.toBe(b.app.deps.limiter);
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
  });

  it('a booking race across both instances gives one booking; every other driver gets spot_already_taken', async () => {
    const place = await activeParking(a, ['T-1']);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => driver(a)));
    const now = Date.now();
    const results = await Promise.all(
      crowd.map((who, i) =>
        (i % 2 === 0 ? a : b).gql(
          CREATE,
          { input: bookingInput(who, place.spotIds[0]!, HOUR, HOUR, now) },
          { token: who.token },
        ),
      ),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(results.filter((result) => result.data?.createReservation)).toHaveLength(1);
    const refusals = results.flatMap((result) =>
      (result.errors ?? []).map((error) => `${String(error.extensions?.code)}:${String(error.extensions?.reason)}`),
    );
    expect(refusals).toEqual(Array.from({ length: 9 }, () => 'RESERVATION_REFUSED:spot_already_taken'));
    const held: unknown = await a.app.deps.db.execute(
      sql`select count(*)::int as n from reservations where spot_id = ${place.spotIds[0]!}`,
    );
    expect((held as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  }, 60_000);

  it('a booking made through one instance reaches a map open on the other within 2 s', async () => {
    const place = await activeParking(a, ['U-1']);
    const who = await driver(a);
    const watcher = await createUser(b.app);
    const stream = await firstMapEvent(baseB, await tokenFor(b.app, watcher), 5000);
    try {
      // The subscription's listener is in place once its stream has answered (its headers came above).
      await new Promise((resolve) => setTimeout(resolve, 100));
      const bookedAt = Date.now();
      const booked = await a.gql(CREATE, { input: bookingInput(who, place.spotIds[0]!) }, { token: who.token });
      expect(booked.errors).toBeUndefined();
      const event = await stream.next();
      expect(event?.data).toEqual({
        data: { spotStatesChanged: { parkingId: place.parkingId, spotId: place.spotIds[0] } },
      });
      expect(event!.at - bookedAt).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });

  it("a booking made through one instance shows in the other's map tiles within 2 s", async () => {
    const place = await activeParking(a, ['W-1', 'W-2']);
    const who = await driver(a);
    const token = await tokenFor(b.app, await createUser(b.app));
    const start = Date.now() + HOUR;
    const window = { startAt: new Date(start).toISOString(), endAt: new Date(start + HOUR).toISOString() };
    const tile = tileOf(52.2297, 21.0122, 17);
    const freeOnB = async () => {
      const answer = await b.gql<{ mapTile: { parkings: { identifier: string; freeSpots: number }[] } }>(
        TILE,
        { input: { ...tile, ...window } },
        { token },
      );
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return answer.data.mapTile.parkings.find((parking) => parking.identifier === place.identifier)?.freeSpots;
    };
    expect(await freeOnB()).toBe(2);
    const bookedAt = Date.now();
    const booked = await a.gql(
      CREATE,
      { input: bookingInput(who, place.spotIds[0]!, start - bookedAt, HOUR, bookedAt) },
      { token: who.token },
    );
    expect(booked.errors).toBeUndefined();
    let free = await freeOnB();
    while (free !== 1 && Date.now() - bookedAt < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      free = await freeOnB();
    }
    expect(free).toBe(1);
    expect(Date.now() - bookedAt).toBeLessThan(2000);
  });

  it('a photo uploaded through one instance is served by the other (IMAGE_STORE=database)', async () => {
    expect([a.config.imageStore, b.config.imageStore]).toEqual(['database', 'database']);
    const owner = await createUser(a.app);
    const { parking } = await createParkingFixture(a.app, { ownerId: owner.id });
    const image = await uploadParkingPhoto(a, parking.id, await tokenFor(a.app, owner));
    for (const url of [image.url, image.thumbnailUrl]) {
      const response = await fetch(`${baseB}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('sign-in attempts count across both instances', async () => {
    const user = await createUser(a.app);
    const ip = `198.51.100.${randomBytes(1)[0]! % 250}`;
    const attempt = (instance: TestApp) =>
      instance.gql(LOGIN, { input: { email: user.email, password: 'Wrong-Password-1' } }, { ip });
    // Five wrong passwords, alternating: the e-mail's limit is five per 15 minutes (modules/auth/auth.service.ts).
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(i % 2 === 0 ? a : b)).errors?.[0]?.extensions?.code).not.toBe('TOO_MANY_REQUESTS');
    }
    for (const instance of [a, b]) {
      const refused = await instance.gql(LOGIN, { input: { email: user.email, password: TEST_PASSWORD } }, { ip });
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    }
  });

  it('a background job run on both at once does its work once: one confirmation e-mail, one credit', async () => {
    const place = await activeParking(a, ['V-1', 'V-2']);
    const who = await driver(a, 10_000);
    const ended = await bookAndPay(a, who, bookingInput(who, place.spotIds[0]!, 0, HOUR));
    const ahead = await bookAndPay(a, who, bookingInput(who, place.spotIds[1]!, 3 * HOUR, HOUR));
    // Both instances send the booking confirmations at the same moment, twice over.
    await Promise.all([
      a.app.scheduler.runNow('booking-confirmations'),
      b.app.scheduler.runNow('booking-confirmations'),
    ]);
    await Promise.all([
      a.app.scheduler.runNow('booking-confirmations'),
      b.app.scheduler.runNow('booking-confirmations'),
    ]);
    const mails = [...a.outbox(), ...b.outbox()];
    const about = (id: string) => mails.filter((mail) => mail.text.includes(`/reservation/${id}`));
    expect(about(ended.reservation.id)).toHaveLength(1);
    expect(about(ahead.reservation.id)).toHaveLength(1);
    // The stay that ended completes and credits its owner once, with the clock on both instances at once.
    const past = (ms: number) => new Date(Date.now() - ms);
    await shift(a, ended.reservation.id, { startAt: past(2 * HOUR), endAt: past(MINUTE), holdEndAt: past(MINUTE) });
    await Promise.all([a.app.scheduler.runNow('reservations-clock'), b.app.scheduler.runNow('reservations-clock')]);
    expect((await row(a, ended.reservation.id)).status).toBe('completed');
    const [earnings] = await a.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.reservationId, ended.reservation.id), eq(journalEntries.kind, 'earning')));
    expect(earnings?.n).toBe(1);
    expect(await balanceOf(a, place.ownerToken)).toBe(500 - 50);
  }, 60_000);
});
