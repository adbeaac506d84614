import { messages } from '@parkshare/shared/validation/messages';
import { sql } from 'drizzle-orm';
import { type GraphQLObjectType, isObjectType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../db/sql-rows';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../test/app';
import { createUser, tokenFor } from '../test/factories';
import { createParkingFixture } from '../test/owner-factories';
import { argPositions, operationOf, type SampleIds, schemaCases, variablesWith } from '../test/schema-walk';
import { getSchema } from '../graphql/schema';

/** User's paged lists (its only fields with arguments): the user's own, or any user's for an admin. */
const USER_LISTS = ['transactions', 'reservations', 'payments', 'tickets'] as const;
import { textInputErrors } from './text-inputs';

// Decision 062, proved over the whole schema rather than a hand-picked few: for every query and mutation, every
// string position of its arguments (String, ID and string scalars, inside input objects and lists) gets a NUL and
// then another control character, in an otherwise plausible call by a signed-in admin. Each answer must be the
// validation error of that very field, never an unexpected error, and no table may gain or lose a row.

const schema = getSchema();
// Scalars whose values are not strings; every other scalar (String, ID, Date, …) is a string position.
const NOT_TEXT = new Set(['Int', 'Float', 'Boolean', 'DateTime', 'File']);
const isText = (scalar: string) => !NOT_TEXT.has(scalar);
const cases = schemaCases(schema, isText);
let ids: SampleIds;

let t: TestApp;
let token: string;

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await executeRows<{ name: string }>(
    t.app.deps.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await executeRows<{ n: number }>(
      t.app.deps.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { roles: ['user', 'admin'] });
  token = await tokenFor(t.app, admin);
  const { parking } = await createParkingFixture(t.app, { ownerId: admin.id, status: 'active' });
  ids = { parking: parking.id, identifier: parking.identifier };
});

describe('every string argument of every operation refuses control characters (decision 062)', () => {
  it('covers the schema', () => {
    // A sanity check on the walk itself: the fields the issue named are among the cases.
    const names = new Set(cases.map((c) => c.name));
    for (const name of [
      'registerUser input.name',
      'createParking input.note',
      'createVehicle input.name',
      'users search',
      'parkingByIdentifier identifier',
    ]) {
      expect(names).toContain(name);
    }
    expect(cases.length).toBeGreaterThan(100);
    // The sweep below reaches every argument of a root field; a field of another type that takes some is guarded
    // all the same (text-inputs.ts) but needs its own case: the page cursors of User's lists have one below.
    const roots = new Set(['Query', 'Mutation', 'Subscription']);
    const nested = Object.values(schema.getTypeMap())
      .filter(
        (type): type is GraphQLObjectType => isObjectType(type) && !roots.has(type.name) && !type.name.startsWith('__'),
      )
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => field.args.length > 0)
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(nested.sort()).toEqual(USER_LISTS.map((list) => `User.${list}`).sort());
    // Subscriptions are not swept here: none takes a string today. One that does needs its case added.
    const subscription = schema.getSubscriptionType();
    expect(
      Object.values(subscription?.getFields() ?? {}).flatMap((field) =>
        field.args.flatMap((arg) => argPositions(arg, isText)),
      ),
    ).toEqual([]);
  });

  for (const [label, text] of [
    ['NUL', '\u0000 1'],
    ['an escape character', '\u001B 1'],
  ] as const) {
    it(`answers a field validation error for ${label} in each of them, and writes nothing`, async () => {
      const before = await rowCounts();
      const wrong: string[] = [];
      for (const { kind, field, position, name } of cases) {
        const variables = variablesWith(
          { field, position },
          ids,
          (plausible) => `${typeof plausible === 'string' ? plausible : 'Plausible'}${text}`,
        );
        const result = await t.gql(operationOf({ kind, field }), variables, { token });
        const ok =
          errorCode(result) === 'VALIDATION_FAILED' &&
          (fieldErrors(result)?.[position.key] ?? []).includes(messages.controlCharacter) &&
          result.status < 500;
        if (!ok) wrong.push(`${name}: ${JSON.stringify(result.errors ?? result.data).slice(0, 300)}`);
      }
      expect(wrong).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    });
  }
});

describe('arguments of fields below the root (decision 062)', () => {
  for (const list of USER_LISTS) {
    it(`refuses control characters in the page cursor of me.${list}, on that argument`, async () => {
      const query = `query($after: String) { me { ${list}(after: $after) { nextCursor } } }`;
      for (const text of ['\u0000 1', '\u001B 1']) {
        const result = await t.gql(query, { after: `bm90${text}` }, { token });
        expect(errorCode(result)).toBe('VALIDATION_FAILED');
        expect(fieldErrors(result)?.after).toContain(messages.controlCharacter);
      }
    });
  }
});

describe('line breaks and tabs by kind of text (decision 062)', () => {
  const CREATE = 'mutation($input: OrganizationInput!) { createOrganization(input: $input) { name description } }';

  it('keeps them inside a multi-line text and trims them at the ends of a one-line text', async () => {
    const result = await t.gql(
      CREATE,
      { input: { name: '\tWspólnota Słoneczna 🚗\n', description: 'Klatka A\r\n\tKlatka B', type: 'community' } },
      { token },
    );
    expect(result.data).toEqual({
      createOrganization: { name: 'Wspólnota Słoneczna 🚗', description: 'Klatka A\r\n\tKlatka B' },
    });
  });

  it('knows which texts are multi-line: those the web edits in a text area', () => {
    const multiline = cases
      .filter(({ field, position }) => {
        const variables = variablesWith({ field, position }, ids, () => 'one\ntwo');
        return !textInputErrors(field.args, variables)?.[position.key];
      })
      .map((c) => c.name);
    expect(multiline.sort()).toEqual([
      'createOrganization input.description',
      'createParking input.accessInstructions',
      'createParking input.note',
      'createTicket input.description',
      'moveTicket input.outcome',
      'rejectBankAccount reason',
      'rejectParking reason',
      'replyToTicket input.body',
      'updateOrganization input.description',
      'updateParking input.accessInstructions',
      'updateParking input.note',
    ]);
  });

  it('refuses them inside a one-line text, naming the field', async () => {
    const result = await t.gql(
      CREATE,
      { input: { name: 'Wspólnota\nSłoneczna', description: 'ok', type: 'community' } },
      { token },
    );
    expect(fieldErrors(result)).toEqual({ name: [messages.lineBreak] });
  });
});
