// Issue 3 target: the public parking page query (GetParkingByIdentifier: the parking, 200 spots, prices, photos)
// answers at p99 under 25 ms on PostgreSQL under 50 concurrent clients. The parking is inserted with SQL into a
// fresh database after the server has migrated it; image rows point at fake keys (the query only builds URLs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectFragments, withFragments } from '../apps/web/build/graphql-fragments.mjs';
import { freshDatabase, load, psql, root, startParkshare } from './lib.mjs';

// Exactly the document the public page sends (apps/web/src/features/public-parking/api/get-parking-by-identifier.ts),
// so the figure is what a phone opening the page costs.
export const PUBLIC_PARKING_QUERY = (() => {
  const source = readFileSync(
    join(root, 'apps/web/src/features/public-parking/api/get-parking-by-identifier.ts'),
    'utf8',
  );
  const match = /graphql\(`([\s\S]*?)`\)/.exec(source);
  if (!match) throw new Error('bench/public-parking.mjs: GetParkingByIdentifier document not found in the web app');
  // With the fragment definitions appended, as the build does for the page.
  return withFragments(match[1], collectFragments(join(root, 'apps/web/src')));
})();

const IDENTIFIER = 'BEN-200SPT';

// One owner, six drivers, an active parking with addresses, 200 spots, 5 price lists, 10 photos, 1 unavailability
// (not applying now) and a few reservations: current ones (reserved, occupied) and past or cancelled ones.
const seedSql = `
with owner as (
  insert into users (email, name, password_hash, status) values ('bench-owner@example.com', 'Bench Owner', 'x', 'active') returning id
), driver as (
  -- One driver per reservation: a driver has at most one current reservation (decision 050).
  insert into users (email, name, password_hash, status)
  select 'bench-driver-' || n || '@example.com', 'Bench Driver ' || n, 'x', 'active' from generate_series(1, 6) n returning id
), driver_billing as (
  insert into billing_accounts (user_id, full_name, building_number, postcode, city, invoice_email, is_default)
  select id, 'Bench Driver', '1', '00-001', 'Warszawa', 'bench-driver@example.com', true from driver returning id, user_id
), car as (
  insert into vehicles (user_id, registration_number, billing_account_id, is_default)
  select user_id, 'WB' || (1000 + row_number() over ()), id, true from driver_billing returning id, user_id, billing_account_id
), car_rows as (
  select id, user_id, billing_account_id, row_number() over (order by id) as k from car
), billing as (
  insert into billing_accounts (user_id, full_name, building_number, postcode, city, invoice_email, is_default)
  select id, 'Bench Owner', '1', '00-001', 'Warszawa', 'bench-owner@example.com', true from owner returning id, user_id
), parking as (
  insert into parkings (identifier, owner_id, billing_account_id, name, note, has_restrictions, max_height_cm, status, verified_at)
  select '${IDENTIFIER}', user_id, id, 'Bench parking', 'Entrance from the side street', true, 210, 'active', now() from billing
  returning id
), addresses as (
  insert into parking_addresses (parking_id, type, city, street, number, postcode, region, latitude, longitude)
  select parking.id, t.type, 'Warszawa', 'Marszałkowska', '10', '00-950', 'mazowieckie', 52.23, 21.01
  from parking, (values ('basic'), ('entry'), ('exit')) as t(type) returning id
), spot_rows as (
  insert into spots (parking_id, number) select parking.id, 'A-' || n from parking, generate_series(1, 200) n returning id, number
), prices as (
  insert into price_lists (parking_id, name, days, start_hour, end_hour, settlement_period, first_period_price, next_period_price, is_basic)
  select parking.id, t.name, t.days::text[], t.s, t.e, t.p, t.f, t.nx, t.b from parking, (values
    ('Basic', '{}', '00:00', '00:00', 'one_hour', 500, 400, true),
    ('Weekend', '{sat,sun}', '08:00', '20:00', 'one_hour', 800, 600, false),
    ('Night', '{mon,tue,wed,thu,fri}', '20:00', '08:00', 'half_day_nighttime', 1500, 1500, false),
    ('Holidays', '{holiday,long_weekend}', '00:00', '00:00', 'full_day', 6000, 5000, false),
    ('Monthly', '{mon,tue,wed,thu,fri,sat,sun}', '00:00', '00:00', 'month', 45000, 45000, false)
  ) as t(name, days, s, e, p, f, nx, b) returning id
), closed as (
  insert into unavailabilities (parking_id, name, days, start_time, end_time)
  select id, 'New Year', '{new_year}', '00:00', '00:00' from parking returning id
), photos as (
  insert into images (parking_id, subject_type, subject_id, is_primary, position, file_key, thumbnail_key, mime_type, width, height, bytes)
  select parking.id, 'parkings', parking.id, n = 1, n, gen_random_uuid() || '.webp', gen_random_uuid() || '-thumb.webp', 'image/webp', 1600, 1200, 100000
  from parking, generate_series(1, 10) n returning id
)
insert into reservations (user_id, parking_id, spot_id, vehicle_id, billing_account_id, start_at, end_at, hold_end_at, status)
select car_rows.user_id, parking.id, spot_rows.id, car_rows.id, car_rows.billing_account_id, now() + r.s, now() + r.e, now() + r.e, r.status
from parking, spot_rows
join (values
  ('A-3', interval '-1 hour', interval '5 hours', 'confirmed', 1),
  ('A-7', interval '-1 hour', interval '5 hours', 'active', 2),
  ('A-12', interval '-10 minutes', interval '5 hours', 'pending_payment', 3),
  ('A-20', interval '-5 hours', interval '-1 hour', 'completed', 4),
  ('A-21', interval '-1 hour', interval '5 hours', 'cancelled', 5),
  ('A-40', interval '2 hours', interval '5 hours', 'confirmed', 6)
) as r(number, s, e, status, k) on r.number = spot_rows.number
join car_rows on car_rows.k = r.k;
`;

export async function benchPublicParking({ duration }) {
  const pg = freshDatabase('parkshare_bench_public');
  const rows = [];
  let answer;
  try {
    const server = await startParkshare({ port: 4406, databaseUrl: pg.url, env: { SEED_DEMO: 'false' } });
    try {
      psql(pg.url, seedSql);
      const body = JSON.stringify({
        operationName: 'GetParkingByIdentifier',
        query: PUBLIC_PARKING_QUERY,
        variables: { identifier: IDENTIFIER },
      });
      const headers = { 'content-type': 'application/json' };
      answer = await (await fetch(`${server.url}/api/graphql`, { method: 'POST', headers, body })).json();
      const parking = answer.data?.parkingByIdentifier;
      if (
        !parking ||
        parking.spots.length !== 200 ||
        parking.images.length !== 10 ||
        parking.spots[1].number !== 'A-2' ||
        parking.priceLists.length !== 5
      ) {
        throw new Error(`public parking bench: unexpected answer ${JSON.stringify(answer).slice(0, 500)}`);
      }
      const figures = await load({ url: `${server.url}/api/graphql`, method: 'POST', headers, body, duration });
      rows.push({
        target: 'GetParkingByIdentifier on PostgreSQL (200 spots)',
        ...figures,
        answerKB: (JSON.stringify(answer).length / 1024).toFixed(1),
      });
    } finally {
      await server.stop();
    }
  } finally {
    pg.drop();
  }
  const p99 = rows[0].p99;
  return {
    rows,
    checks: [{ name: 'public parking page p99 < 25 ms on PostgreSQL, 50 clients', ok: p99 < 25, value: `${p99} ms` }],
  };
}
