import { gunzipSync } from 'node:zlib';
import { parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { compileMapPlan, mapAnswerOf, mapExecutionStats, sharedMapAnswerBody } from './map.execute';
import { closeParking, insertMapParking, region, reserveSpot, type Region } from './map.fixtures';
import { parkingsInArea, type MapParking } from './map.service';

// The map search without graphql-js (map.execute.ts) must answer exactly what graphql-js answers: same status,
// same content type, the same bytes. The reference is the same query with `@include(if: true)` on the root field
// (placed after its arguments, so error locations do not move), which the fast path leaves to graphql-js.

const FIELDS = 'id identifier latitude longitude address availability freeSpots totalSpots hasRestrictions maxHeight maxLength maxWidth';
// What the web app sends (apps/web/src/features/map/api/parkings-in-area.ts); Apollo adds __typename.
const WEB = `query ParkingsInArea($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) { ${FIELDS} } }`;
const APOLLO = `query ParkingsInArea($input: ParkingsInAreaInput!) {
  parkingsInArea(input: $input) {
    ${FIELDS.split(' ').join('\n    ')}
    __typename
  }
}`;
const viaGraphQLJs = (query: string) => query.replace(/parkingsInArea\((input: [^)]*)\)/, 'parkingsInArea($1) @include(if: true)');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// A Monday 12:00 in Warsaw (UTC+2 in June).
const START = new Date('2030-06-03T10:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE).toISOString();

let t: TestApp;
let token: string;
let area: Region;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createUser(t.app));
  area = region();
  const near = await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude + 0.001 }, { spots: 3 });
  await reserveSpot(t.app, near, near.spotIds[0]!, { status: 'confirmed', startAt: START, endAt: new Date(START.getTime() + HOUR) });
  const busy = await insertMapParking(t.app, { latitude: area.latitude + 0.01, longitude: area.longitude }, { spots: 1 });
  await reserveSpot(t.app, busy, busy.spotIds[0]!, { status: 'active', startAt: START, endAt: new Date(START.getTime() + 2 * HOUR) });
  await insertMapParking(t.app, { latitude: area.latitude - 0.02, longitude: area.longitude }, {
    restrictions: { height: 200, length: null, width: 190 },
  });
  const closed = await insertMapParking(t.app, { latitude: area.north, longitude: area.west }, { street: null, number: '7', city: 'Wólka' });
  await closeParking(t.app, closed.id, { days: ['mon'], startTime: '11:00', endTime: '13:00' });
  await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude }, { status: 'inactive' });
});

function post(query: string, variables: Record<string, unknown>, as: string | null = token, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json', ...(as ? { authorization: `Bearer ${as}` } : {}) },
    payload: JSON.stringify({ query, variables, ...extra }),
  });
}

/** Asks both ways and checks the answers are the same bytes; returns the fast path's body and whether it built one. */
async function compare(query: string, variables: Record<string, unknown>, as: string | null = token) {
  const built = mapExecutionStats.built;
  const fast = await post(query, variables, as);
  const builtNow = mapExecutionStats.built - built;
  const reference = await post(viaGraphQLJs(query), variables, as);
  expect(mapExecutionStats.built - built).toBe(builtNow);
  expect(fast.statusCode).toBe(reference.statusCode);
  expect(fast.headers['content-type']).toBe(reference.headers['content-type']);
  expect(fast.headers['content-length']).toBe(reference.headers['content-length']);
  expect(fast.body).toBe(reference.body);
  return { body: JSON.parse(fast.body) as { data?: { parkingsInArea: MapParking[] } | null; errors?: unknown[] }, built: builtNow };
}

const window = (startMinutes: number, endMinutes: number) => ({ startAt: at(startMinutes), endAt: at(endMinutes) });
const viewportOf = (r: Region) => ({ north: r.north, south: r.south, east: r.east, west: r.west });

describe('parkingsInArea without graphql-js', () => {
  it('answers the same bytes as graphql-js for viewports, windows and vehicle filters', async () => {
    const inputs = [
      { ...viewportOf(area), ...window(0, 60) },
      { ...viewportOf(area), ...window(0, 180) },
      // The closed hours (11:00–13:00 Warsaw) and after every hold.
      { ...viewportOf(area), ...window(60, 120) },
      { ...viewportOf(area), ...window(300, 360) },
      { ...viewportOf(area), ...window(0, 60), maxHeight: 190, maxWidth: 180 },
      { ...viewportOf(area), ...window(0, 60), maxHeight: 201, maxLength: null, maxWidth: null },
      { north: area.latitude, south: area.south, east: area.east, west: area.west, ...window(0, 60) },
      // Nothing there.
      { north: 10.1, south: 10, east: 10.1, west: 10, ...window(0, 60) },
    ];
    const counts = [];
    for (const input of inputs) {
      for (const query of [WEB, APOLLO]) {
        const { body, built } = await compare(query, { input });
        expect(body.errors).toBeUndefined();
        expect(built).toBe(1);
        counts.push(body.data!.parkingsInArea.length);
      }
    }
    expect(counts).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 2, 2, 0, 0]);
    const { body } = await compare(APOLLO, { input: inputs[0] });
    const [near, busy] = body.data!.parkingsInArea;
    expect(near).toMatchObject({ availability: 'free', freeSpots: 2, totalSpots: 3, __typename: 'MapParking' });
    expect(busy).toMatchObject({ availability: 'full', freeSpots: 0, totalSpots: 1 });
  });

  it('keeps aliases, literals, operation names and the order of the selection', async () => {
    const input = `{ north: ${area.north}, south: ${area.south}, east: ${area.east}, west: ${area.west}, startAt: "${at(0)}", endAt: "${at(60)}" }`;
    const literal = `query A { x: parkingsInArea(input: ${input}) { free: freeSpots id t: __typename address } }`;
    const { body, built } = await compare(literal, {});
    expect(built).toBe(1);
    expect(Object.keys((body.data as unknown as { x: object[] }).x[0]!)).toEqual(['free', 'id', 't', 'address']);
    const two = `query Other { me { id } } ${WEB}`;
    const named = await post(two, { input: { ...viewportOf(area), ...window(0, 60) } }, token, { operationName: 'ParkingsInArea' });
    expect(named.statusCode).toBe(200);
    expect(named.json<{ data: { parkingsInArea: unknown[] } }>().data.parkingsInArea).toHaveLength(4);
  });

  it('leaves errors to graphql-js: not signed in, bad or missing input, too large a viewport or window', async () => {
    const good = { ...viewportOf(area), ...window(0, 60) };
    const cases: [Record<string, unknown>, string | null, string][] = [
      [{ input: good }, null, 'UNAUTHENTICATED'],
      [{ input: good }, 'not-a-token', 'UNAUTHENTICATED'],
      [{ input: { ...good, north: 'north' } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, startAt: 'yesterday' } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, endAt: at(-60) } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, south: good.north + 1 } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, north: good.south + 3 } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, endAt: at(60 * 24 * 40) } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, maxHeight: 1.5 } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, maxHeight: -5 } }, token, 'VALIDATION_FAILED'],
      [{ input: { ...good, extra: 1 } }, token, 'BAD_USER_INPUT'],
      [{ input: { north: 1 } }, token, 'BAD_USER_INPUT'],
      [{}, token, 'BAD_USER_INPUT'],
      [{ input: null }, token, 'BAD_USER_INPUT'],
    ];
    const codes = [];
    for (const [variables, as] of cases) {
      const { body, built } = await compare(WEB, variables, as);
      expect(built).toBe(0);
      expect(body.data ?? null).toBeNull();
      codes.push((body.errors as { extensions?: { code?: string } }[])[0]?.extensions?.code);
    }
    expect(codes).toEqual(cases.map(([, , code]) => code));
  });

  it('leaves other selections to graphql-js', async () => {
    const input = { ...viewportOf(area), ...window(0, 60) };
    for (const query of [
      `query Q($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) { ...F } } fragment F on MapParking { id }`,
      `query Q($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) { id id } }`,
      `query Q($input: ParkingsInAreaInput!, $i: Boolean!) { parkingsInArea(input: $input) { id @include(if: $i) } }`,
      `query Q($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) { id } me { id } }`,
    ]) {
      expect(compileMapPlan(getSchema(), parse(query), undefined)).toBeNull();
      const built = mapExecutionStats.built;
      const answer = await post(query, { input, i: true });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ data: { parkingsInArea: unknown[] } }>().data.parkingsInArea).toHaveLength(4);
      expect(mapExecutionStats.built).toBe(built);
    }
  });

  it('builds and writes one answer for the requests that share a read, sent as the same bytes', async () => {
    const variables = { input: { ...viewportOf(area), ...window(0, 60) } };
    const built = mapExecutionStats.built;
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(APOLLO, variables)));
    expect(mapExecutionStats.built - built).toBe(1);
    const reference = await post(viaGraphQLJs(APOLLO), variables);
    for (const answer of answers) expect(answer.body).toBe(reference.body);
    // A different selection of the same read is its own answer.
    const mixed = await Promise.all([post(APOLLO, variables), post(WEB, variables)]);
    expect(mapExecutionStats.built - built).toBe(3);
    expect(JSON.parse(mixed[0].body)).toEqual(JSON.parse(reference.body));
  });

  it('sends a large shared answer gzipped, once for all, to clients that take gzip; the same JSON inside', async () => {
    const dense = region();
    for (let i = 0; i < 40; i += 1) {
      await insertMapParking(t.app, { latitude: dense.latitude + i * 0.001, longitude: dense.longitude }, { spots: 1 });
    }
    const variables = { input: { ...viewportOf(dense), ...window(0, 60) } };
    const ask = (encoding: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: JSON.stringify({ query: APOLLO, variables }),
      });
    const [zipped, again, plain, refused] = await Promise.all([ask('gzip, deflate, br'), ask('gzip'), ask(null), ask('gzip;q=0, br')]);
    const reference = await post(viaGraphQLJs(APOLLO), variables);
    expect((JSON.parse(reference.body) as { data: { parkingsInArea: unknown[] } }).data.parkingsInArea).toHaveLength(40);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(reference.body);
    expect(again.rawPayload.equals(zipped.rawPayload)).toBe(true);
    expect(zipped.rawPayload.length).toBeLessThan(reference.body.length / 3);
    for (const answer of [plain, refused]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(reference.body);
    }
  });

  it('writes a result a hook has changed as usual, and leaves values graphql-js would refuse to it', () => {
    const plan = compileMapPlan(getSchema(), parse('{ parkingsInArea(input: {}) { id freeSpots maxHeight } }'), undefined)!;
    const parking = { id: 'p1', freeSpots: 2, maxHeight: null } as unknown as MapParking;
    const read = [parking];
    const answer = mapAnswerOf(plan, read)!;
    expect(mapAnswerOf(plan, read)).toBe(answer);
    expect(answer.json).toBe(JSON.stringify({ data: { parkingsInArea: [parking] } }));
    expect(answer.body.toString()).toBe(answer.json);
    expect(mapAnswerOf(plan, [{ ...parking, freeSpots: 1.5 }])).toBeNull();
    expect(mapAnswerOf(plan, [{ ...parking, id: null } as unknown as MapParking])).toBeNull();
    expect(mapAnswerOf(plan, [{ ...parking, freeSpots: 2 ** 31 }])).toBeNull();
    expect(sharedMapAnswerBody({ data: answer.data })).toBeUndefined();
    expect(sharedMapAnswerBody(null)).toBeUndefined();
  });

  it('keeps one read of a question in flight: the same question asked meanwhile waits for the next one', async () => {
    const place = region();
    const parking = await insertMapParking(t.app, { latitude: place.latitude, longitude: place.longitude }, { spots: 1 });
    const input = { ...viewportOf(place), startAt: START, endAt: new Date(START.getTime() + HOUR) };
    const db = t.app.deps.db;
    const first = parkingsInArea(db, input);
    await new Promise(setImmediate);
    // Sent: the next requests do not join it, they share the next read.
    const second = parkingsInArea(db, input);
    expect(parkingsInArea(db, { ...input })).toBe(second);
    expect(second).not.toBe(first);
    await reserveSpot(t.app, parking, parking.spotIds[0]!, { status: 'confirmed', startAt: START, endAt: input.endAt });
    const third = parkingsInArea(db, input);
    expect((await first)[0]?.availability).toBe('free');
    // Asked after the booking: read after it, whatever was in flight then.
    expect((await third)[0]).toMatchObject({ availability: 'full', freeSpots: 0 });
    await second;
  });
});
