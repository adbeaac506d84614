import { messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unavailabilities } from '../../db/schema/parkings';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { parkingFixture, type ParkingFixture } from './pricing.fixtures';

const FIELDS = 'id name days startTime endTime';
const CREATE = `mutation($input: UnavailabilityInput!) { createUnavailability(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UnavailabilityInput!) { updateUnavailability(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteUnavailability(id: $id) }';
const LIST = `query($id: ID!) { parking(id: $id) { unavailabilities { ${FIELDS} } } }`;

type Window = { id: string; name: string; days: string[]; startTime: string; endTime: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const input = (f: ParkingFixture, extra: Record<string, unknown> = {}) => ({
  parkingId: f.parkingId,
  name: 'Nights',
  days: ['fri', 'mon', 'tue', 'wed', 'thu'],
  startTime: '22:00',
  endTime: '06:00',
  ...extra,
});
async function create(token: string, variables: Record<string, unknown>): Promise<Window> {
  const result = await t.gql<{ createUnavailability: Window }>(CREATE, { input: variables }, { token });
  if (!result.data?.createUnavailability) throw new Error(JSON.stringify(result.errors));
  return result.data.createUnavailability;
}
const rows = (parkingId: string) =>
  t.app.deps.db.select().from(unavailabilities).where(eq(unavailabilities.parkingId, parkingId));

describe('createUnavailability', () => {
  it('stores a window crossing midnight with its days in calendar order; the parking lists them', async () => {
    const f = await parkingFixture(t);
    const nights = await create(f.owner, input(f));
    expect(nights).toEqual({
      id: expect.any(String) as string,
      name: 'Nights',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      startTime: '22:00',
      endTime: '06:00',
    });
    await create(
      f.owner,
      input(f, {
        name: 'New year',
        days: ['new_year', 'holiday', 'long_weekend'],
        startTime: '00:00',
        endTime: '00:00',
      }),
    );
    const listed = await t.gql<{ parking: { unavailabilities: Window[] } }>(
      LIST,
      { id: f.parkingId },
      { token: f.member },
    );
    expect(listed.data?.parking.unavailabilities.map((w) => [w.name, w.days])).toEqual([
      ['Nights', ['mon', 'tue', 'wed', 'thu', 'fri']],
      ['New year', ['holiday', 'long_weekend', 'new_year']],
    ]);
  });

  it('rejects missing, malformed and oversized input and creates nothing', async () => {
    const f = await parkingFixture(t);
    expect(
      fieldErrors(
        await t.gql(
          CREATE,
          { input: input(f, { name: ' ', days: [], startTime: '25:00', endTime: null }) },
          { token: f.owner },
        ),
      ),
    ).toEqual({
      name: [messages.required],
      days: [messages.daysRequired],
      startTime: [messages.invalidTime],
      endTime: [messages.required],
    });
    expect(
      fieldErrors(await t.gql(CREATE, { input: input(f, { name: 'x'.repeat(5000) }) }, { token: f.owner })),
    ).toHaveProperty('name');
    expect(await rows(f.parkingId)).toHaveLength(0);
  });

  it('authorization matrix', async () => {
    const f = await parkingFixture(t);
    expect((await t.gql(CREATE, { input: input(f) })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(CREATE, { input: input(f) }, { token: f.stranger }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CREATE, { input: input(f) }, { token: f.member }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { input: input(f, { parkingId: 'x' }) }, { token: f.owner }))).toBe(
      'NOT_FOUND',
    );
    expect(await rows(f.parkingId)).toHaveLength(0);
    await create(f.orgAdmin, input(f));
    expect(await rows(f.parkingId)).toHaveLength(1);
  });
});

describe('updateUnavailability', () => {
  it('replaces the fields, refuses bad input and moving to another parking', async () => {
    const f = await parkingFixture(t);
    const other = await parkingFixture(t);
    const w = await create(f.owner, input(f));
    const updated = await t.gql<{ updateUnavailability: Window }>(
      UPDATE,
      { id: w.id, input: input(f, { name: 'Sundays', days: ['sun'], startTime: '08:00', endTime: '12:00' }) },
      { token: f.owner },
    );
    expect(updated.data?.updateUnavailability).toEqual({
      id: w.id,
      name: 'Sundays',
      days: ['sun'],
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(fieldErrors(await t.gql(UPDATE, { id: w.id, input: input(f, { days: [] }) }, { token: f.owner }))).toEqual({
      days: [messages.daysRequired],
    });
    expect(fieldErrors(await t.gql(UPDATE, { id: w.id, input: input(other) }, { token: f.owner }))).toEqual({
      parkingId: [messages.invalidValue],
    });
    expect(errorCode(await t.gql(UPDATE, { id: 'nope', input: input(f) }, { token: f.owner }))).toBe('NOT_FOUND');
    expect((await rows(f.parkingId))[0]?.name).toBe('Sundays');
  });

  it('authorization matrix', async () => {
    const f = await parkingFixture(t);
    const w = await create(f.owner, input(f));
    expect((await t.gql(UPDATE, { id: w.id, input: input(f) })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(UPDATE, { id: w.id, input: input(f, { name: 'X' }) }, { token: f.stranger }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await t.gql(UPDATE, { id: w.id, input: input(f, { name: 'X' }) }, { token: f.member }))).toBe(
      'FORBIDDEN',
    );
    expect((await rows(f.parkingId))[0]?.name).toBe('Nights');
    expect(
      (await t.gql(UPDATE, { id: w.id, input: input(f, { name: 'Y' }) }, { token: f.orgAdmin })).errors,
    ).toBeUndefined();
  });
});

describe('deleteUnavailability', () => {
  it('deletes and answers the id; a second delete is NOT_FOUND', async () => {
    const f = await parkingFixture(t);
    const w = await create(f.owner, input(f));
    expect((await t.gql(DELETE, { id: w.id }, { token: f.owner })).data).toEqual({ deleteUnavailability: w.id });
    expect(errorCode(await t.gql(DELETE, { id: w.id }, { token: f.owner }))).toBe('NOT_FOUND');
    expect(await rows(f.parkingId)).toHaveLength(0);
  });

  it('authorization matrix', async () => {
    const f = await parkingFixture(t);
    const w = await create(f.owner, input(f));
    expect((await t.gql(DELETE, { id: w.id })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(DELETE, { id: w.id }, { token: f.stranger }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(DELETE, { id: w.id }, { token: f.member }))).toBe('FORBIDDEN');
    expect(await rows(f.parkingId)).toHaveLength(1);
    expect((await t.gql(DELETE, { id: w.id }, { token: f.orgAdmin })).data).toEqual({ deleteUnavailability: w.id });
  });
});
