// A marketplace-sized PostgreSQL database for the map and booking benches (issue 5): 100,000 active parkings whose
// basic addresses are spread over Poland with dense clusters around Warsaw, Kraków, Wrocław, Poznań, Gdańsk and
// Łódź; 10 spots each (1,000,000, about 1 % of them deleted); 1,000,000 reservations — 970,000 completed,
// cancelled or expired over the past year and 30,000 holding spots now and later (active now, confirmed for later,
// waiting for payment), each on its own spot and by its own driver (the database allows one current reservation
// per driver). Everything is set-based SQL (generate_series, INSERT … SELECT) in one transaction: a few minutes on a
// 2-core machine, and a failure leaves nothing behind.
//
// Rerunnable: the database is created and migrated when missing, the marketplace is generated once (a marker user
// says it is there), and only the holding reservations — relative to now, and moved on by the reservations clock
// of any server that ran on the database since — are replaced on each run (refreshHolds).
//
// node bench/data/generate-marketplace.mjs            # BENCH_PG_URL (admin) defaults to
// postgres://postgres@127.0.0.1:5432/postgres BENCH_MARKETPLACE_DB=parkshare_bench node
// bench/data/generate-marketplace.mjs
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const MARKETPLACE_DB = process.env.BENCH_MARKETPLACE_DB ?? 'parkshare_bench';
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MARKER = 'bench-marketplace-v1@example.com';

export const PARKINGS = 100_000;
export const SPOTS_PER_PARKING = 10;
const OWNERS = 2_000;
const DRIVERS = 30_000; // one per holding reservation
const HOLDING_PER_100_SPOTS = 3; // 30,000 of 1,000,000

// Share of the parkings per city cluster (normal around the centre, σ in degrees); the rest are spread evenly.
const CITIES = [
  ['WAR', 'Warszawa', 52.2297, 21.0122, 0.06, 0.09, 20_000],
  ['KRK', 'Kraków', 50.0614, 19.9366, 0.04, 0.06, 9_000],
  ['WRO', 'Wrocław', 51.1079, 17.0385, 0.04, 0.06, 8_000],
  ['POZ', 'Poznań', 52.4064, 16.9252, 0.035, 0.055, 7_000],
  ['GDA', 'Gdańsk', 54.352, 18.6466, 0.04, 0.06, 7_000],
  ['LOD', 'Łódź', 51.7592, 19.456, 0.035, 0.055, 6_000],
];
const TOWNS = [
  'Radom',
  'Kielce',
  'Lublin',
  'Białystok',
  'Olsztyn',
  'Rzeszów',
  'Opole',
  'Zielona Góra',
  'Toruń',
  'Szczecin',
];
const STREETS = [
  'Marszałkowska',
  'Długa',
  'Polna',
  'Leśna',
  'Słoneczna',
  'Krótka',
  'Szkolna',
  'Ogrodowa',
  'Lipowa',
  'Łąkowa',
  'Kościuszki',
  'Mickiewicza',
];

export const databaseUrl = (name = MARKETPLACE_DB) => adminUrl.replace(/\/[^/]*$/, `/${name}`);

const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;
const textArray = (values) => `array[${values.map(sqlText).join(', ')}]`;

async function ensureDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

async function migrateDatabase(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle({ client: pool }), { migrationsFolder: join(root, 'apps/api/drizzle') });
  } finally {
    await pool.end();
  }
}

const cityRows = CITIES.map(
  (c) => `(${sqlText(c[0])}, ${sqlText(c[1])}, ${c[2]}, ${c[3]}, ${c[4]}, ${c[5]}, ${c[6]})`,
).join(',\n    ');
const clustered = CITIES.reduce((sum, c) => sum + c[6], 0);

const generateSql = `
select setseed(0.2026);

create temp table bench_owners on commit drop as
  select n, gen_random_uuid() as user_id, gen_random_uuid() as billing_id from generate_series(0, ${OWNERS - 1}) n;
insert into users (id, email, name, password_hash, status, email_verified_at)
  select user_id, 'bench-owner-' || n || '@example.com', 'Bench Owner ' || n, 'x', 'active', now() from bench_owners;
insert into billing_accounts (id, user_id, full_name, building_number, postcode, city, invoice_email, is_default)
  select billing_id, user_id, 'Bench Owner ' || n, '1', '00-001', 'Warszawa', 'bench-owner-' || n || '@example.com', true from bench_owners;

create temp table bench_drivers on commit drop as
  select n, gen_random_uuid() as user_id, gen_random_uuid() as billing_id, gen_random_uuid() as vehicle_id
  from generate_series(0, ${DRIVERS - 1}) n;
insert into users (id, email, name, password_hash, status, email_verified_at)
  select user_id, 'bench-driver-' || n || '@example.com', 'Bench Driver ' || n, 'x', 'active', now() from bench_drivers;
insert into billing_accounts (id, user_id, full_name, building_number, postcode, city, invoice_email, is_default)
  select billing_id, user_id, 'Bench Driver ' || n, '2', '00-002', 'Warszawa', 'bench-driver-' || n || '@example.com', true from bench_drivers;
insert into vehicles (id, user_id, registration_number, name, billing_account_id, is_default)
  select vehicle_id, user_id, 'WB' || lpad(n::text, 5, '0'), 'Bench car', billing_id, true from bench_drivers;

-- Where the parkings are: normal clusters around six city centres (Box–Muller), the rest evenly over Poland.
create temp table bench_cities (code text, name text, lat float8, lon float8, sigma_lat float8, sigma_lon float8, share int) on commit drop;
insert into bench_cities values
    ${cityRows};
create temp table bench_parkings on commit drop as
  select (row_number() over () - 1)::int as n, gen_random_uuid() as id, code, city,
    least(greatest(lat, -90), 90) as lat, least(greatest(lon, -180), 180) as lon
  from (
    select c.code, c.name as city,
      c.lat + c.sigma_lat * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as lat,
      c.lon + c.sigma_lon * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as lon
    from bench_cities c, generate_series(1, c.share)
    union all
    select 'POL', (${textArray(TOWNS)})[1 + floor(random() * ${TOWNS.length})::int], 49.3 + random() * 5.3, 14.3 + random() * 9.6
    from generate_series(1, ${PARKINGS - clustered})
  ) spread;

-- Three in ten have restrictions (a height limit, sometimes a length limit); one in twenty closes at night.
insert into parkings (id, identifier, owner_id, billing_account_id, name, has_restrictions, max_height_cm, max_length_cm,
    status, verification_requested_at, verified_at)
  select p.id, p.code || '-' || lpad(upper(to_hex(p.n)), 6, '0'), o.user_id, o.billing_id, 'Bench parking ' || p.n,
    p.n % 10 < 3,
    case when p.n % 10 < 3 then 180 + (p.n % 8) * 10 end,
    case when p.n % 10 < 1 then 450 + (p.n % 5) * 25 end,
    'active', now() - interval '30 days', now() - interval '29 days'
  from bench_parkings p join bench_owners o on o.n = p.n % ${OWNERS};
insert into parking_addresses (parking_id, type, city, street, number, postcode, latitude, longitude)
  select id, 'basic', city, (${textArray(STREETS)})[1 + n % ${STREETS.length}], (1 + n % 150)::text, '00-' || lpad((n % 1000)::text, 3, '0'), lat, lon
  from bench_parkings;
insert into price_lists (parking_id, name, days, start_hour, end_hour, settlement_period, first_period_price, next_period_price, is_basic)
  select id, 'Basic', '{}', '00:00', '00:00', 'one_hour', 400 + (n % 6) * 100, 300 + (n % 6) * 100, true from bench_parkings;
insert into unavailabilities (parking_id, name, days, start_time, end_time)
  select id, 'Night', '{mon,tue,wed,thu,fri,sat,sun}', '23:00', '05:00' from bench_parkings where n % 20 = 7;

create temp table bench_spots on commit drop as
  select (p.n * ${SPOTS_PER_PARKING} + k - 1)::int as i, gen_random_uuid() as id, p.id as parking_id, k
  from bench_parkings p, generate_series(1, ${SPOTS_PER_PARKING}) k;
insert into spots (id, parking_id, number, deleted_at)
  select id, parking_id, 'A-' || k, case when i % 100 = 57 then now() - interval '60 days' end from bench_spots;

-- History: one past reservation on 97 of every 100 spots (completed, cancelled or expired), over the past year.
insert into reservations (user_id, parking_id, spot_id, vehicle_id, billing_account_id, start_at, end_at, hold_end_at,
    status, amount, completed_at, cancelled_at, created_at, updated_at)
  select d.user_id, s.parking_id, s.id, d.vehicle_id, d.billing_id, t.start_at, t.start_at + t.stay, t.start_at + t.stay,
    t.status, case when t.status = 'completed' then (500 * extract(epoch from t.stay) / 3600)::int + 500 else 0 end,
    case when t.status = 'completed' then t.start_at + t.stay end,
    case when t.status = 'cancelled' then t.start_at - interval '1 hour' end,
    t.start_at - interval '1 day', t.start_at + t.stay
  from bench_spots s
  join bench_drivers d on d.n = s.i % ${DRIVERS}
  cross join lateral (
    select now() - interval '2 days' - random() * interval '363 days' as start_at,
      (1 + floor(random() * 8)) * interval '30 minutes' as stay,
      case when s.i % 100 < 93 then 'completed' when s.i % 100 < 98 then 'cancelled' else 'expired' end as status
  ) t
  where s.i % 100 >= ${HOLDING_PER_100_SPOTS};

create table if not exists bench_holding_spots (i int primary key, spot_id uuid not null, parking_id uuid not null, driver int not null);
insert into bench_holding_spots
  select i, id, parking_id, (i / 100) * ${HOLDING_PER_100_SPOTS} + i % 100 from bench_spots where i % 100 < ${HOLDING_PER_100_SPOTS};

insert into users (email, name, password_hash, status) values (${sqlText(MARKER)}, 'Bench marketplace marker', 'x', 'blocked');
`;

// The spots held now and later, relative to now, replaced on every run (the reservations clock moves them on between
// runs). One parking in a hundred is full now, every spot active or waiting for payment, whatever the hour (night
// closures alone left a daytime map with no full parking); the other 20,000 holds are spread over two spots in every
// hundred: a third active now, a third confirmed for later today or tomorrow, a third waiting for payment. A spot's
// number i is parking n's spot k (A-k) as generated: n * 10 + k - 1.
const refreshSql = `
delete from reservations r using users u
  where u.id = r.user_id and u.email like 'bench-driver-%' and r.status in ('pending_payment', 'confirmed', 'active');
truncate bench_holding_spots;
insert into bench_holding_spots (i, spot_id, parking_id, driver)
  select i, id, parking_id, (row_number() over (order by i) - 1)::int
  from (
    select (substr(p.name, 15)::int * ${SPOTS_PER_PARKING} + substr(s.number, 3)::int - 1) as i, s.id, s.parking_id
    from spots s join parkings p on p.id = s.parking_id
    where p.name like 'Bench parking %' and s.number like 'A-%'
  ) numbered
  where i % 1000 < ${SPOTS_PER_PARKING} or i % 100 in (50, 51);
insert into reservations (user_id, parking_id, spot_id, vehicle_id, billing_account_id, start_at, end_at, hold_end_at,
    status, amount, payment_due_at)
  select d.user_id, h.parking_id, h.spot_id, d.vehicle_id, d.billing_id, t.start_at, t.start_at + t.stay, t.start_at + t.stay,
    t.status, (500 * extract(epoch from t.stay) / 3600)::int + 500,
    case when t.status = 'pending_payment' then now() + interval '10 minutes' end
  from bench_holding_spots h
  join users u on u.email = 'bench-driver-' || h.driver || '@example.com'
  join vehicles v on v.user_id = u.id
  cross join lateral (select u.id as user_id, v.id as vehicle_id, v.billing_account_id as billing_id) d
  cross join lateral (
    select case k.kind
        when 0 then now() - random() * interval '3 hours'
        when 1 then now() + interval '1 hour' + random() * interval '36 hours'
        else now() + random() * interval '30 minutes' end as start_at,
      case k.kind when 0 then interval '3 hours' + random() * interval '5 hours' else (1 + floor(random() * 6)) * interval '30 minutes' end as stay,
      case k.kind when 0 then 'active' when 1 then 'confirmed' else 'pending_payment' end as status
    -- 0 active, 1 confirmed for later, 2 waiting for payment; a full parking's spots are never held only later.
    from (select case when h.i % 1000 < ${SPOTS_PER_PARKING} then (h.i % 2) * 2 else h.driver % 3 end as kind) k
  ) t;
`;

async function run(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query('begin');
    await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Creates, migrates and fills the marketplace database when needed; returns its URL. */
export async function generateMarketplace({ log = console.log, name = MARKETPLACE_DB } = {}) {
  const url = databaseUrl(name);
  await ensureDatabase(name);
  await migrateDatabase(url);
  const [marker] = await query(url, 'select count(*)::int as count from users where email = $1', [MARKER]);
  if (marker.count === 0) {
    const started = Date.now();
    log(`generating the marketplace in ${name} (100,000 parkings, 1,000,000 spots, 1,000,000 reservations)…`);
    await run(url, generateSql);
    log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const started = Date.now();
  await run(url, refreshSql);
  // Vacuum too, not only analyze: without a visibility map the spot counts are heap reads, not index-only scans
  // (the city statement took ~65 ms instead of ~45 ms on a freshly generated database).
  await query(url, 'vacuum analyze');
  const [counts] = await query(
    url,
    `select (select count(*) from parkings where status = 'active')::int as parkings,
       (select count(*) from spots)::int as spots, (select count(*) from reservations)::int as reservations,
       (select count(*) from reservations where status in ('pending_payment', 'confirmed', 'active'))::int as holding`,
  );
  log(`holds refreshed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  return { url, counts };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await generateMarketplace();
}
