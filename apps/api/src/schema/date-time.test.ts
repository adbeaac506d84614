import { messages } from '@parkshare/shared/validation/messages';
import { describe, expect, it, beforeAll } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../test/app';
import { createUser, tokenFor } from '../test/factories';
import { createParkingFixture } from '../test/owner-factories';
import { operationOf, type SampleIds, schemaCases, variablesWith } from '../test/schema-walk';
import { getSchema } from '../graphql/schema';

// Decision 063: a DateTime argument is an instant with its offset. Every DateTime position of every query and
// mutation gets a time without an offset (and other texts that are not instants) and must answer a validation
// error naming that field, with the message that says what is missing.

const cases = schemaCases(getSchema(), (scalar) => scalar === 'DateTime');

let t: TestApp;
let token: string;
let ids: SampleIds;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { roles: ['user', 'admin'] });
  token = await tokenFor(t.app, admin);
  const { parking } = await createParkingFixture(t.app, { ownerId: admin.id, status: 'active' });
  ids = { parking: parking.id, identifier: parking.identifier };
});

describe('every DateTime argument wants an offset (decision 063)', () => {
  it('covers the operations the issue named', () => {
    const names = cases.map((c) => c.name);
    for (const name of [
      'parkingsInArea input.startAt',
      'quotePrice input.endAt',
      'reservationQuote input.startAt',
      'createReservation input.startAt',
    ]) {
      expect(names).toContain(name);
    }
  });

  for (const text of [
    '2026-11-25T10:00:00',
    '2026-11-25T10:00',
    '2026-11-25',
    '2026-02-30T10:00:00Z',
    '2026-11-25T10:00:00+25:00',
    'tomorrow',
  ]) {
    it(`refuses ${text} in each of them, naming the field`, async () => {
      const wrong: string[] = [];
      for (const { kind, field, position, name } of cases) {
        const result = await t.gql(
          operationOf({ kind, field }),
          variablesWith({ field, position }, ids, () => text),
          { token },
        );
        const ok =
          errorCode(result) === 'VALIDATION_FAILED' &&
          (fieldErrors(result)?.[position.key] ?? []).includes(messages.instantOffset);
        if (!ok) wrong.push(`${name}: ${JSON.stringify(result.errors ?? result.data).slice(0, 300)}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('takes an instant with Z or an offset, to the same moment', async () => {
    const query = 'query($input: ParkingsInAreaInput!) { parkingsInArea(input: $input) { id } }';
    const area = { north: 52.3, south: 52.1, east: 21.1, west: 20.9 };
    for (const [startAt, endAt] of [
      ['2030-11-25T09:00:00Z', '2030-11-25T10:00:00.000Z'],
      ['2030-11-25T10:00:00+01:00', '2030-11-25T11:00+01:00'],
    ]) {
      const result = await t.gql(query, { input: { ...area, startAt, endAt } }, { token });
      expect(result.errors).toBeUndefined();
    }
  });
});
