import { gunzipSync } from 'node:zlib';
import { parse } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSchema } from '../../graphql/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { compileMapPlan, mapAnswerOf, mapExecutionStats, sharedMapAnswerBody } from './map.execute';
import { closeParking, insertMapParking, region, reserveSpot, type Region } from './map.fixtures';
import { KEPT_FRESH_MS, KEPT_MAX_AGE_MS, parkingsInArea, type MapParking } from './map.service';

// The map search without graphql-js (map.execute.ts) must answer exactly what graphql-js answers: same status,
// same content type, the same bytes. The reference is the same query with `@include(if: true)` on the root field
// (placed after its arguments, so error locations do not move), which the fast path leaves to graphql-js.

const FIELDS =
  'id identifier latitude longitude address availability freeSpots totalSpots hasRestrictions maxHeight maxLength maxWidth';
// What the web app sends (apps/web/src/features/map/api/parkings-in-area.ts); Apollo adds __typename.
const WEB = `query ParkingsInArea($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) { ${FIELDS} } }`;
const APOLLO = `query ParkingsInArea($input: ParkingsInAreaInput!) {
  parkingsInArea(input: $input) {
    ${FIELDS.split(' ').join('\n    ')}
    __typename
  }
}`;
const viaGraphQLJs = (query: string) =>
  query.replace(/parkingsInArea\((input: [^)]*)\)/, 'parkingsInArea($1) @include(if: true)');

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
  const near = await insertMapParking(
    t.app,
    { latitude: area.latitude, longitude: area.longitude + 0.001 },
    { spots: 3 },
  );
  await reserveSpot(t.app, near, near.spotIds[0]!, {
    status: 'confirmed',
    startAt: START,
    endAt: new Date(START.getTime() + HOUR),
  });
  const busy = await insertMapParking(
    t.app,
    { latitude: area.latitude + 0.01, longitude: area.longitude },
    { spots: 1 },
  );
  await reserveSpot(t.app, busy, busy.spotIds[0]!, {
    status: 'active',
    startAt: START,
    endAt: new Date(START.getTime() + 2 * HOUR),
  });
  await insertMapParking(
    t.app,
    { latitude: area.latitude - 0.02, longitude: area.longitude },
    {
      restrictions: { height: 200, length: null, width: 190 },
    },
  );
  const closed = await insertMapParking(
    t.app,
    { latitude: area.north, longitude: area.west },
    { street: null, number: '7', city: 'Wólka' },
  );
  await closeParking(t.app, closed.id, { days: ['mon'], startTime: '11:00', endTime: '13:00' });
  await insertMapParking(t.app, { latitude: area.latitude, longitude: area.longitude }, { status: 'inactive' });
});

function post(
  query: string,
  variables: Record<string, unknown>,
  as: string | null = token,
  extra: Record<string, unknown> = {},
) {
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
  return {
    body: JSON.parse(fast.body) as { data?: { parkingsInArea: MapParking[] } | null; errors?: unknown[] },
    built: builtNow,
  };
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
    const named = await post(two, { input: { ...viewportOf(area), ...window(0, 60) } }, token, {
      operationName: 'ParkingsInArea',
    });
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
    // A window no other test asks about: no answer of this question is kept yet.
    const variables = { input: { ...viewportOf(area), ...window(7, 53) } };
    const built = mapExecutionStats.built;
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(APOLLO, variables)));
    expect(mapExecutionStats.built - built).toBe(1);
    const reference = await post(viaGraphQLJs(APOLLO), variables);
    for (const answer of answers) expect(answer.body).toBe(reference.body);
    // The read is kept for a moment: the same selection answers from the answer built, another builds its own.
    const mixed = await Promise.all([post(APOLLO, variables), post(WEB, variables)]);
    expect(mapExecutionStats.built - built).toBe(2);
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
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: JSON.stringify({ query: APOLLO, variables }),
      });
    const [zipped, again, plain, refused] = await Promise.all([
      ask('gzip, deflate, br'),
      ask('gzip'),
      ask(null),
      ask('gzip;q=0, br'),
    ]);
    const reference = await post(viaGraphQLJs(APOLLO), variables);
    expect((JSON.parse(reference.body) as { data: { parkingsInArea: unknown[] } }).data.parkingsInArea).toHaveLength(
      40,
    );
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
    const plan = compileMapPlan(
      getSchema(),
      parse('{ parkingsInArea(input: {}) { id freeSpots maxHeight } }'),
      undefined,
    )!;
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
});

describe('parkingsInArea: one read per question, answers kept briefly (decision 052)', () => {
  const ask = async (label: string) => {
    const place = region();
    const parking = await insertMapParking(
      t.app,
      { latitude: place.latitude, longitude: place.longitude },
      { spots: 1, street: label },
    );
    return { place, parking, input: { ...viewportOf(place), startAt: START, endAt: new Date(START.getTime() + HOUR) } };
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shares one read among the requests of one turn, and answers from it for a while without reading again', async () => {
    const { input } = await ask('Shared');
    const first = parkingsInArea(t.app.deps, input);
    expect(parkingsInArea(t.app.deps, { ...input })).toBe(first);
    const answer = await first;
    expect(answer).toHaveLength(1);
    // The same array: no new read.
    expect(await parkingsInArea(t.app.deps, input)).toBe(answer);
  });

  it('reads again once a change in the area is announced, and never keeps a read that such a change overtook', async () => {
    const { input, parking } = await ask('Announced');
    const before = await parkingsInArea(t.app.deps, input);
    expect(before[0]).toMatchObject({ availability: 'free', freeSpots: 1 });
    // reserveSpot announces the change as the app's reservation writes do.
    await reserveSpot(t.app, parking, parking.spotIds[0]!, { status: 'confirmed', startAt: START, endAt: input.endAt });
    const after = await parkingsInArea(t.app.deps, input);
    expect(after).not.toBe(before);
    expect(after[0]).toMatchObject({ availability: 'full', freeSpots: 0 });

    // An announcement while a read is on its way (or just after it answered): the next request reads again.
    const elsewhere = {
      parkingId: 'p-elsewhere',
      spotId: 's-elsewhere',
      latitude: input.north + 1,
      longitude: input.east + 1,
    };
    const inside = {
      parkingId: parking.id,
      spotId: parking.spotIds[0]!,
      latitude: (input.north + input.south) / 2,
      longitude: (input.east + input.west) / 2,
    };
    // The bus delivers on later ticks, as before any other request arrives.
    const delivered = () => new Promise(setImmediate);
    t.app.deps.spotEvents.publish(elsewhere);
    await delivered();
    expect(await parkingsInArea(t.app.deps, input)).toBe(after);
    const next = { ...input, endAt: new Date(input.endAt.getTime() + MINUTE) };
    const inFlight = parkingsInArea(t.app.deps, next);
    await new Promise(setImmediate);
    t.app.deps.spotEvents.publish(inside);
    await delivered();
    const overtaken = await inFlight;
    expect(await parkingsInArea(t.app.deps, next)).not.toBe(overtaken);
  });

  it('shows a change nobody announced (an owner closing the parking) within the longest keeping time', async () => {
    const { input, parking } = await ask('Unannounced');
    const kept = await parkingsInArea(t.app.deps, input);
    await closeParking(t.app, parking.id, { days: ['mon'], startTime: '11:00', endTime: '14:00' });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now');
    clock.mockReturnValue(now + KEPT_FRESH_MS - 50);
    expect(await parkingsInArea(t.app.deps, input)).toBe(kept);
    // Getting old: it still answers at once, and one read replaces it in the background.
    clock.mockReturnValue(now + KEPT_FRESH_MS + 50);
    expect(await parkingsInArea(t.app.deps, input)).toBe(kept);
    await expect.poll(async () => (await parkingsInArea(t.app.deps, input)) !== kept).toBe(true);
    expect((await parkingsInArea(t.app.deps, input))[0]).toMatchObject({ availability: 'full', freeSpots: 0 });
    // Too old: a request waits for a read.
    const replaced = await parkingsInArea(t.app.deps, input);
    clock.mockReturnValue(now + 10 * KEPT_MAX_AGE_MS);
    expect(await parkingsInArea(t.app.deps, input)).not.toBe(replaced);
  });

  it('sends one read of a question at a time: the same question asked meanwhile waits for the next one', async () => {
    const { input } = await ask('In flight');
    const clock = vi.spyOn(Date, 'now');
    // Nothing is kept in this test: every answer is too old as soon as it comes.
    let now = Date.now();
    clock.mockImplementation(() => (now += KEPT_MAX_AGE_MS));
    const first = parkingsInArea(t.app.deps, input);
    await new Promise(setImmediate);
    const second = parkingsInArea(t.app.deps, input);
    expect(parkingsInArea(t.app.deps, { ...input })).toBe(second);
    expect(second).not.toBe(first);
    expect(await second).not.toBe(await first);
  });
});
