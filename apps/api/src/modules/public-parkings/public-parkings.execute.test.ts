import { execute, getNamedType, type GraphQLObjectType, isObjectType, parse } from 'graphql';
import { answerOf, compilePlan } from './public-parkings.execute';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../graphql/create-context';
import { getSchema } from '../../graphql/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  insertAddress,
  insertImage,
  insertParking,
  insertPriceList,
  insertReservation,
  insertUnavailability,
  newIdentifier,
  type ParkingFixture,
} from './public-parkings.fixtures';

// The compiled execution (public-parkings.execute.ts) must answer exactly what graphql-js answers. The queries
// below select every field of every public type, so a field added later with a resolver that is not a plain
// property read fails here.

function everything(type: GraphQLObjectType, depth = 0): string {
  const fields = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    if (!isObjectType(named)) return field.name;
    // PublicSpot.parking is a whole parking again: one level of it is enough.
    return depth > 1 ? '' : `${field.name} { ${everything(named, depth + 1)} }`;
  });
  return `__typename ${fields.join(' ')}`;
}

const schema = getSchema();
const PARKING = `query GetParkingByIdentifier($identifier: String!) {
  parkingByIdentifier(identifier: $identifier) { ${everything(schema.getType('PublicParking') as GraphQLObjectType)} } }`;
const SPOT = `query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {
  spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) { ${everything(schema.getType('PublicSpot') as GraphQLObjectType)} } }`;

let t: TestApp;
let parking: ParkingFixture;
beforeAll(async () => {
  t = await createTestApp();
  parking = await insertParking(t.app, { spotNumbers: ['B-1', 'A-10', 'A-2', 'a-3'] });
  const basic = await insertAddress(t.app, parking.id, 'basic');
  await insertAddress(t.app, parking.id, 'exit', { street: 'Wyjazdowa' });
  await insertImage(t.app, parking.id, { type: 'parkings', id: parking.id }, { key: 'p1', isPrimary: true });
  await insertImage(t.app, parking.id, { type: 'addresses', id: basic }, { key: 'a1' });
  await insertImage(t.app, parking.id, { type: 'spots', id: parking.spotIds.get('A-2')! }, { key: 's1' });
  await insertPriceList(t.app, parking.id);
  await insertPriceList(t.app, parking.id, {
    name: 'Night',
    isBasic: false,
    days: ['fri', 'holiday'],
    startHour: '22:00',
    endHour: '06:00',
  });
  await insertUnavailability(t.app, parking.id);
  await insertReservation(t.app, parking, 'A-10', {
    status: 'active',
    startAt: new Date(Date.now() - 60_000),
    endAt: new Date(Date.now() + 3_600_000),
  });
});

// graphql-js on the same schema and database, without Yoga and its plugins.
async function reference(query: string, variables: Record<string, unknown>) {
  const context = createContext(t.app.deps, { ip: '127.0.0.1', userAgent: null }, undefined);
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: context });
  return JSON.parse(JSON.stringify(result)) as { data: unknown; errors?: { message: string; path: unknown }[] };
}

describe('compiled execution of the public queries', () => {
  it('answers exactly what graphql-js answers for a parking, every field selected', async () => {
    const served = await t.gql(PARKING, { identifier: parking.identifier });
    expect(served.errors).toBeUndefined();
    expect(served.data).toEqual((await reference(PARKING, { identifier: parking.identifier })).data);
    expect(JSON.stringify(served.data)).toContain('"__typename":"PublicParkingSpot"');
    // Byte for byte what Yoga would send for graphql-js's result (the compiled path writes the JSON itself).
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: PARKING, variables: { identifier: parking.identifier } }),
    });
    expect(raw.body).toBe(
      JSON.stringify({ data: (await reference(PARKING, { identifier: parking.identifier })).data }),
    );
  });

  it('sends the same bytes to requests that arrive together', async () => {
    const payload = JSON.stringify({ query: PARKING, variables: { identifier: parking.identifier } });
    const request = {
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    } as const;
    const bodies = (await Promise.all([1, 2, 3].map(() => t.app.inject(request)))).map((answer) => answer.body);
    const expected = JSON.stringify({ data: (await reference(PARKING, { identifier: parking.identifier })).data });
    expect(bodies).toEqual([expected, expected, expected]);
  });

  it('serialises a shared answer once, and a result a hook has changed as usual', () => {
    const plan = compilePlan(
      schema,
      parse('{ parkingByIdentifier(identifier: "ABC-1234") { identifier note } }'),
      undefined,
    )!;
    const value = { identifier: 'ABC-1234', note: 'Wjazd od ulicy Żółtej' };
    const first = answerOf(plan, value)!.result();
    const second = answerOf(plan, value)!.result();
    expect(second.data).toBe(first.data);
    const stringify = (result: object) => (first as unknown as { stringify: (r: object) => string }).stringify(result);
    expect(stringify(first)).toBe(JSON.stringify({ data: { parkingByIdentifier: value } }));
    for (const changed of [
      { ...first, extensions: { cost: 1 } },
      { ...first, data: { parkingByIdentifier: null } },
      { ...first, errors: [{ message: 'x' }] },
    ]) {
      expect(stringify(changed)).toBe(JSON.stringify(changed));
    }
    // A value graphql-js would refuse (a number where a string is due) is left to graphql-js.
    expect(answerOf(plan, { identifier: 5, note: null })).toBeNull();
  });

  it('answers exactly what graphql-js answers for a spot, every field selected', async () => {
    const variables = { identifier: parking.identifier, spotNumber: 'A-2' };
    const served = await t.gql(SPOT, variables);
    expect(served.errors).toBeUndefined();
    expect(served.data).toEqual((await reference(SPOT, variables)).data);
  });

  it('keeps aliases, literals and the order of the selection', async () => {
    const query = `{ p: parkingByIdentifier(identifier: "${parking.identifier}") { spots { n: number s: state } id: identifier } }`;
    const served = await t.gql<{ p: Record<string, unknown> }>(query);
    expect(served.data).toEqual((await reference(query, {})).data);
    expect(Object.keys(served.data!.p)).toEqual(['spots', 'id']);
  });

  it('compiles fragments on the exact type (as the web pages send them), with the same answer', async () => {
    const query = `query Q($i: String!) { parkingByIdentifier(identifier: $i) { ...F spots { ... on PublicParkingSpot { number } state } } }
      fragment F on PublicParking { identifier address { ...A } } fragment A on PublicAddress { city __typename }`;
    expect(compilePlan(schema, parse(query), 'Q')).not.toBeNull();
    const served = await t.gql(query, { i: parking.identifier });
    expect(served.errors).toBeUndefined();
    expect(served.data).toEqual((await reference(query, { i: parking.identifier })).data);
  });

  it('compiles the full queries of both pages', () => {
    expect(compilePlan(schema, parse(PARKING), 'GetParkingByIdentifier')).not.toBeNull();
    expect(compilePlan(schema, parse(SPOT), undefined)).not.toBeNull();
  });

  it('leaves directives, repeated fields and several root fields to graphql-js, with the same answer', async () => {
    const queries = [
      `query Q($i: String!) { parkingByIdentifier(identifier: $i) { identifier @include(if: false) note } }`,
      `query Q($i: String!) { parkingByIdentifier(identifier: $i) { spots { number } spots { state } } }`,
      `query Q($i: String!) { parkingByIdentifier(identifier: $i) { identifier } spot: spotByParkingIdentifier(identifier: $i, spotNumber: "B-1") { number } }`,
    ];
    for (const query of queries) {
      expect(compilePlan(schema, parse(query), 'Q'), query).toBeNull();
      const served = await t.gql(query, { i: parking.identifier });
      expect(served.errors, query).toBeUndefined();
      expect(served.data, query).toEqual((await reference(query, { i: parking.identifier })).data);
    }
  });

  it('answers NOT_FOUND at the same path as graphql-js', async () => {
    for (const [query, variables] of [
      [PARKING, { identifier: newIdentifier() }],
      [SPOT, { identifier: parking.identifier, spotNumber: 'Z-9' }],
      ['{ here: parkingByIdentifier(identifier: "nope") { identifier } }', {}],
    ] as const) {
      const served = await t.gql(query, variables);
      const expected = await reference(query, variables);
      expect(served.data).toBeNull();
      expect(served.errors?.map((e) => [e.message, (e as { path?: unknown }).path, e.extensions?.code])).toEqual(
        expected.errors?.map((e) => [e.message, e.path, 'NOT_FOUND']),
      );
    }
  });

  it('refuses a variable of the wrong type the way graphql-js does', async () => {
    const served = await t.gql(PARKING, { identifier: 5 });
    expect(served.data ?? null).toBeNull();
    expect(served.errors?.[0]?.message).toMatch(/String cannot represent a non string value/);
  });
});
