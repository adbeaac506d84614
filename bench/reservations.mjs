// Issue 5 target: createReservation at least 300 per second across distinct spots on PostgreSQL, with zero double
// bookings. DRIVERS drivers (each with a vehicle, a billing account and a session) book DRIVERS distinct spots of
// one active demo parking for the same hour, CONNECTIONS requests in flight at a time. Then CONTENDERS more
// drivers try spots that are already held: every one must be refused with spot_already_taken. Checked after:
// every booking answered with a reservation and an order, no error other than the expected refusals, and the
// invariant query finds no two holding reservations of one spot overlapping (leave buffer included).
// Drivers, spots and sessions are inserted with SQL after the server has migrated and seeded the database;
// their tokens are signed here with the bench's JWT secret (the server's own HS256 format).
import { createHmac, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { freshDatabase, percentile, psql, startParkshare } from './lib.mjs';

const DRIVERS = Number(process.env.BENCH_RESERVATION_DRIVERS ?? 6000);
const CONTENDERS = 200;
const CONNECTIONS = 50;
const JWT_SECRET = 'bench-secret-0123456789abcdef0123456789';
const CREATE = `mutation CreateReservation($input: CreateReservationInput!) {
  createReservation(input: $input) { reservation { id status } order { id grossAmount } }
}`;

function psqlRows(url, sql) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-At', '-F', '\t', '-c', sql], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  const text = result.stdout.trim();
  return text === '' ? [] : text.split('\n').map((line) => line.split('\t'));
}

const base64url = (value) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
function tokenFor(userId, sessionId) {
  const header = base64url({ alg: 'HS256' });
  const now = Math.floor(Date.now() / 1000);
  const payload = base64url({ sid: sessionId, sub: userId, iat: now, exp: now + 86_400 });
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

async function waitForActiveParking(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = psqlRows(
      url,
      // Open around the clock (no cyclic unavailability), so the bench books whatever the hour.
      `select p.id from parkings p where p.status = 'active'
         and exists (select 1 from price_lists l where l.parking_id = p.id)
         and not exists (select 1 from unavailabilities u where u.parking_id = p.id) order by p.created_at limit 1`,
    );
    if (row) return row[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('reservation bench: the demo seed made no active parking');
}

/** DRIVERS + CONTENDERS drivers and DRIVERS new spots, all in SQL; answers [userId, sessionId, vehicleId, billingId]. */
function seed(url, parkingId, count) {
  psql(
    url,
    `insert into spots (parking_id, number) select '${parkingId}', 'BENCH-' || lpad(n::text, 6, '0') from generate_series(1, ${DRIVERS}) n;
     create temporary table bench_drivers as
       select n, gen_random_uuid() as user_id, gen_random_uuid() as session_id, gen_random_uuid() as vehicle_id,
              gen_random_uuid() as billing_id
       from generate_series(1, ${count}) n;
     insert into users (id, email, name, password_hash, status, email_verified_at)
       select user_id, 'bench-driver-' || n || '@example.com', 'Bench Driver ' || n, 'not-a-hash', 'active', now() from bench_drivers;
     insert into sessions (id, user_id, expires_at) select session_id, user_id, now() + interval '1 day' from bench_drivers;
     insert into billing_accounts (id, user_id, full_name, building_number, postcode, city, invoice_email, is_default)
       select billing_id, user_id, 'Bench Driver ' || n, '1', '00-001', 'Warszawa', 'bench-' || n || '@example.com', true from bench_drivers;
     insert into vehicles (id, user_id, registration_number, billing_account_id, is_default)
       select vehicle_id, user_id, 'WB' || lpad(n::text, 6, '0'), billing_id, true from bench_drivers;
     create table bench_driver_ids as select * from bench_drivers;`,
  );
  return psqlRows(url, 'select user_id, session_id, vehicle_id, billing_id from bench_driver_ids order by n');
}

async function book(serverUrl, driver, spotId, window) {
  const response = await fetch(`${serverUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${driver.token}` },
    body: JSON.stringify({
      query: CREATE,
      variables: {
        input: {
          spotId,
          vehicleId: driver.vehicleId,
          billingAccountId: driver.billingId,
          startAt: window.startAt,
          endAt: window.endAt,
          terms: true,
          idempotencyKey: randomUUID(),
        },
      },
    }),
  });
  const body = await response.json();
  if (body.errors) {
    const [error] = body.errors;
    const reason =
      error?.extensions?.reason ??
      (error?.extensions?.validation ? JSON.stringify(error.extensions.validation) : undefined);
    return { ok: false, status: response.status, code: error?.extensions?.code, reason };
  }
  return { ok: Boolean(body.data?.createReservation?.order?.id), status: response.status };
}

/** Runs `jobs` with at most `connections` in flight; answers the results and each call's latency (ms). */
async function pool(jobs, connections) {
  const results = new Array(jobs.length);
  const latencies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < jobs.length) {
        const index = next++;
        const sent = performance.now();
        results[index] = await jobs[index]();
        latencies.push(performance.now() - sent);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { results, latencies };
}

export async function benchReservations() {
  const pg = freshDatabase('parkshare_bench_reservations');
  const rows = [];
  const checks = [];
  try {
    const server = await startParkshare({ port: 4409, databaseUrl: pg.url, env: { JWT_SECRET } });
    try {
      const parkingId = await waitForActiveParking(pg.url);
      const drivers = seed(pg.url, parkingId, DRIVERS + CONTENDERS).map(
        ([userId, sessionId, vehicleId, billingId]) => ({
          token: tokenFor(userId, sessionId),
          vehicleId,
          billingId,
        }),
      );
      const spotIds = psqlRows(
        pg.url,
        `select id from spots where parking_id = '${parkingId}' and number like 'BENCH-%' order by number`,
      ).map(([id]) => id);
      const hour = 3_600_000;
      const startAt = new Date(Math.ceil((Date.now() + hour) / 60_000) * 60_000);
      const window = { startAt: startAt.toISOString(), endAt: new Date(startAt.getTime() + hour).toISOString() };

      // Warm the server's connections and plans on a few spots first; they are booked like the rest.
      const warm = 50;
      await pool(
        drivers.slice(0, warm).map((driver, i) => () => book(server.url, driver, spotIds[i], window)),
        10,
      );
      const begun = performance.now();
      const { results, latencies } = await pool(
        drivers.slice(warm, DRIVERS).map((driver, i) => () => book(server.url, driver, spotIds[warm + i], window)),
        CONNECTIONS,
      );
      const seconds = (performance.now() - begun) / 1000;
      const booked = results.filter((result) => result.ok).length;
      const rate = Math.round(booked / seconds);

      // Contenders try spots that are held: every one must be refused, none may slip in.
      const contended = await pool(
        drivers.slice(DRIVERS).map((driver, i) => () => book(server.url, driver, spotIds[i % DRIVERS], window)),
        CONNECTIONS,
      );
      const refused = contended.results.filter((result) => !result.ok && result.reason === 'spot_already_taken').length;

      const [[overlaps]] = psqlRows(
        pg.url,
        `select count(*) from reservations a join reservations b
           on a.spot_id = b.spot_id and a.id < b.id
          and tstzrange(a.start_at, a.blocks_until) && tstzrange(b.start_at, b.blocks_until)
        where a.status in ('pending_payment', 'confirmed', 'active') and b.status in ('pending_payment', 'confirmed', 'active')`,
      );
      const [[held]] = psqlRows(
        pg.url,
        `select count(*) from reservations r join spots s on s.id = r.spot_id where s.number like 'BENCH-%'`,
      );

      rows.push({
        target: `createReservation, ${DRIVERS - warm} drivers on distinct spots, ${CONNECTIONS} in flight`,
        'reservations/s': rate,
        'p50 ms': percentile(latencies, 0.5).toFixed(1),
        'p99 ms': percentile(latencies, 0.99).toFixed(1),
        seconds: seconds.toFixed(2),
      });
      checks.push({ name: 'createReservation across distinct spots ≥ 300/s', ok: rate >= 300, value: `${rate}/s` });
      checks.push({
        name: 'every booking of a free spot succeeded',
        ok: booked === DRIVERS - warm,
        value: `${booked} of ${DRIVERS - warm} (${
          results
            .filter((r) => !r.ok)
            .map((r) => r.reason ?? r.code ?? r.status)
            .slice(0, 3)
            .join(', ') || 'no failures'
        })`,
      });
      checks.push({
        name: 'every attempt on a held spot refused with spot_already_taken',
        ok: refused === CONTENDERS,
        value: `${refused} of ${CONTENDERS}`,
      });
      checks.push({
        name: 'no two holding reservations overlap on a spot',
        ok: overlaps === '0',
        value: `${overlaps} overlapping pairs`,
      });
      checks.push({
        name: 'one reservation per booked spot',
        ok: Number(held) === DRIVERS,
        value: `${held} reservations on ${DRIVERS} spots`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    pg.drop();
  }
  return { rows, checks };
}
