import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { images, parkings, spots } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { insertReservationRow } from '../../test/reservation-factories';
import { createTestApp, errorCode, fieldErrors, type GraphQLResponse, type TestApp } from '../../test/app';
import { file, multipart, picture, storedFiles, UPLOAD } from '../images/images-test-helpers';
import { addSpot, matrix, type Person } from './parkings.fixtures';

const CREATE =
  'mutation($input: CreateSpotInput!) { createSpot(input: $input) { id number hasRestrictions parkingId } }';
const CREATE_MANY = 'mutation($input: CreateSpotsInput!) { createSpots(input: $input) { id number } }';
const UPDATE =
  'mutation($id: ID!, $input: SpotInput!) { updateSpot(id: $id, input: $input) { id number hasRestrictions } }';
const DELETE = 'mutation($id: ID!) { deleteSpot(id: $id) }';
const GET = 'query($id: ID!) { spot(id: $id) { id number parkingId } }';
const SPOTS = 'query($id: ID!) { parking(id: $id) { spotCount spots { number } } }';
const PUBLIC = 'query($identifier: String!) { parkingByIdentifier(identifier: $identifier) { spots { number } } }';
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
async function pastReservation(userId: string, parkingId: string, spotId: string) {
  return insertReservationRow(t.app, {
    userId,
    parkingId,
    spotId,
    startAt: at(-3),
    endAt: at(-2),
    status: 'completed',
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const numbers = async (token: string, parkingId: string) =>
  (
    await t.gql<{ parking: { spots: { number: string }[] } }>(SPOTS, { id: parkingId }, { token })
  ).data?.parking.spots.map((s) => s.number);

const expectCode = (result: Pick<GraphQLResponse, 'errors'>, code: string) => {
  if (code === 'Unauthenticated.') expect(result.errors?.[0]?.message).toBe(code);
  else expect(result.errors?.[0]?.extensions?.code).toBe(code);
};

describe('createSpot', () => {
  it('adds a spot; the list is in natural order', async () => {
    const { owner, parking } = await matrix(t);
    const result = await t.gql<{ createSpot: Record<string, unknown> }>(
      CREATE,
      { input: { parkingId: parking.id, number: ' A-10 ', hasRestrictions: true } },
      { token: owner.token },
    );
    expect(result.data?.createSpot).toMatchObject({ number: 'A-10', hasRestrictions: true, parkingId: parking.id });
    for (const number of ['A-2', 'B-1', 'A-1']) await addSpot(t, owner.token, parking.id, number);
    expect(await numbers(owner.token, parking.id)).toEqual(['A-1', 'A-2', 'A-10', 'B-1']);
  });

  it.each([
    [{ number: '' }, 'number', messages.required],
    [{ number: null }, 'number', messages.required],
    [{ number: 'A'.repeat(21) }, 'number', formatMessage('maxLength', { count: 20 })],
    [{ number: '<script>' }, 'number', messages.invalidSpotNumber],
    [{ number: "1'; drop table spots;--" }, 'number', messages.invalidSpotNumber],
    [{ hasRestrictions: 'yes' }, 'hasRestrictions', messages.invalidValue],
  ])('refuses %j', async (override, field, message) => {
    const { owner, parking } = await matrix(t);
    const result = await t.gql(
      CREATE,
      { input: { parkingId: parking.id, number: 'A-1', ...override } },
      { token: owner.token },
    );
    // The shared spot number schema reports every rule a value breaks ("" is required and not a number).
    expect(fieldErrors(result)?.[field]).toContain(message);
  });

  it('refuses a number the parking already has, whatever its case', async () => {
    const { owner, parking } = await matrix(t);
    await addSpot(t, owner.token, parking.id, 'A-1');
    const result = await t.gql(CREATE, { input: { parkingId: parking.id, number: 'a-1' } }, { token: owner.token });
    expect(fieldErrors(result)).toEqual({ number: [messages.spotNumberTaken] });
  });

  it('authorization matrix', async () => {
    const { owner, orgAdmin, member, stranger, admin, parking } = await matrix(t);
    const input = (number: string) => ({ input: { parkingId: parking.id, number } });
    expectCode(await t.gql(CREATE, input('M-1'), { token: member.token }), 'FORBIDDEN');
    expectCode(await t.gql(CREATE, input('M-1'), { token: admin.token }), 'FORBIDDEN');
    expectCode(await t.gql(CREATE, input('M-1'), { token: stranger.token }), 'NOT_FOUND');
    expectCode(await t.gql(CREATE, input('M-1')), 'Unauthenticated.');
    expectCode(await t.gql(CREATE, { input: { parkingId: 'x', number: 'A' } }, { token: owner.token }), 'NOT_FOUND');
    expect((await t.gql(CREATE, input('O-1'), { token: owner.token })).data).toBeTruthy();
    expect((await t.gql(CREATE, input('O-2'), { token: orgAdmin.token })).data).toBeTruthy();
    expect(await numbers(owner.token, parking.id)).toEqual(['O-1', 'O-2']);
  });
});

describe('createSpots', () => {
  const many = (token: string, parkingId: string, template: string, from: number, to: number) =>
    t.gql<{ createSpots: { number: string }[] }>(CREATE_MANY, { input: { parkingId, template, from, to } }, { token });

  it('A-XX from 1 to 20 gives A-01 … A-20', async () => {
    const { owner, parking } = await matrix(t);
    const result = await many(owner.token, parking.id, 'A-XX', 1, 20);
    const expected = Array.from({ length: 20 }, (_, i) => `A-${String(i + 1).padStart(2, '0')}`);
    expect(result.data?.createSpots.map((s) => s.number)).toEqual(expected);
    expect(await numbers(owner.token, parking.id)).toEqual(expected);
  });

  it.each([
    ['A-1', 1, 2, 'template', messages.templateWithoutX],
    ['A-XX', 1, 100, 'to', formatMessage('templateRange', { count: 2, max: '99' })],
    ['XXXX', 1, 501, 'to', formatMessage('tooManySpots', { count: 500 })],
    ['A-XX', 5, 1, 'to', messages.fromAfterTo],
    ['A-XX', -1, 3, 'from', messages.nonNegativeInteger],
    ['<b>XX', 1, 3, 'template', messages.invalidTemplate],
    ['', 1, 3, 'template', messages.required],
  ])('refuses %s from %i to %i and creates nothing', async (template, from, to, field, message) => {
    const { owner, parking } = await matrix(t);
    const result = await many(owner.token, parking.id, template, from, to);
    expect(fieldErrors(result)?.[field]).toEqual([message]);
    expect(await numbers(owner.token, parking.id)).toEqual([]);
  });

  it('exactly 500 spots at once is fine', async () => {
    const { owner, parking } = await matrix(t);
    expect((await many(owner.token, parking.id, 'P-XXX', 1, 500)).data?.createSpots).toHaveLength(500);
  });

  it('refuses a batch with existing numbers, listing them, and creates none of it', async () => {
    const { owner, parking } = await matrix(t);
    await addSpot(t, owner.token, parking.id, 'A-01');
    await addSpot(t, owner.token, parking.id, 'a-02');
    const result = await many(owner.token, parking.id, 'A-XX', 1, 20);
    expect(fieldErrors(result)).toEqual({ template: ['These spot numbers already exist: A-01, A-02.'] });
    expect(await numbers(owner.token, parking.id)).toEqual(['A-01', 'a-02']);
  });

  it('authorization matrix', async () => {
    const { owner, orgAdmin, member, stranger, admin, parking } = await matrix(t);
    expectCode(await many(member.token, parking.id, 'M-X', 1, 2), 'FORBIDDEN');
    expectCode(await many(admin.token, parking.id, 'M-X', 1, 2), 'FORBIDDEN');
    expectCode(await many(stranger.token, parking.id, 'M-X', 1, 2), 'NOT_FOUND');
    expectCode(
      await t.gql(CREATE_MANY, { input: { parkingId: parking.id, template: 'M-X', from: 1, to: 2 } }),
      'Unauthenticated.',
    );
    expect((await many(owner.token, parking.id, 'O-X', 1, 2)).data?.createSpots).toHaveLength(2);
    expect((await many(orgAdmin.token, parking.id, 'G-X', 1, 2)).data?.createSpots).toHaveLength(2);
  });
});

describe('updateSpot, spot and deleteSpot', () => {
  async function withSpots() {
    const cast = await matrix(t);
    const a = await addSpot(t, cast.owner.token, cast.parking.id, 'A-1');
    const b = await addSpot(t, cast.owner.token, cast.parking.id, 'A-2');
    return { ...cast, a, b };
  }

  it('renames a spot and refuses renaming onto an existing number', async () => {
    const { owner, a } = await withSpots();
    const renamed = await t.gql<{ updateSpot: Record<string, unknown> }>(
      UPDATE,
      { id: a, input: { number: 'A-100', hasRestrictions: true } },
      { token: owner.token },
    );
    expect(renamed.data?.updateSpot).toEqual({ id: a, number: 'A-100', hasRestrictions: true });
    // Keeping its own number is not a clash.
    expect((await t.gql(UPDATE, { id: a, input: { number: 'a-100' } }, { token: owner.token })).data).toBeTruthy();
    const clash = await t.gql(UPDATE, { id: a, input: { number: 'a-2' } }, { token: owner.token });
    expect(fieldErrors(clash)).toEqual({ number: [messages.spotNumberTaken] });
    const bad = await t.gql(UPDATE, { id: a, input: { number: '' } }, { token: owner.token });
    expect(fieldErrors(bad)?.number).toContain(messages.required);
  });

  it('authorization matrix for spot, updateSpot and deleteSpot', async () => {
    const { owner, orgAdmin, member, stranger, admin, a, b } = await withSpots();
    const who: [Person | undefined, string][] = [
      [member, 'FORBIDDEN'],
      [admin, 'FORBIDDEN'],
      [stranger, 'NOT_FOUND'],
      [undefined, 'Unauthenticated.'],
    ];
    for (const [person, code] of who) {
      const options = person ? { token: person.token } : {};
      expectCode(await t.gql(UPDATE, { id: a, input: { number: 'Z-1' } }, options), code);
      expectCode(await t.gql(DELETE, { id: a }, options), code);
    }
    expect((await t.gql(GET, { id: a }, { token: member.token })).data).toEqual({
      spot: expect.objectContaining({ id: a }) as unknown,
    });
    expectCode(await t.gql(GET, { id: a }, { token: stranger.token }), 'NOT_FOUND');
    expectCode(await t.gql(GET, { id: a }), 'Unauthenticated.');
    expectCode(await t.gql(GET, { id: 'nope' }, { token: owner.token }), 'NOT_FOUND');
    expect((await t.gql(UPDATE, { id: a, input: { number: 'Z-1' } }, { token: orgAdmin.token })).data).toBeTruthy();
    expect((await t.gql(DELETE, { id: a }, { token: orgAdmin.token })).data).toEqual({ deleteSpot: a });
    expect((await t.gql(DELETE, { id: b }, { token: owner.token })).data).toEqual({ deleteSpot: b });
    expectCode(await t.gql(DELETE, { id: b }, { token: owner.token }), 'NOT_FOUND');
  });

  it('refuses deleting a spot with a future reservation; a cancelled one does not count', async () => {
    const { owner, parking, a, b } = await withSpots();
    await insertReservationRow(t.app, {
      userId: owner.id,
      parkingId: parking.id,
      spotId: a,
      startAt: at(1),
      endAt: at(2),
      status: 'confirmed',
    });
    await insertReservationRow(t.app, {
      userId: owner.id,
      parkingId: parking.id,
      spotId: b,
      startAt: at(1),
      endAt: at(2),
      status: 'cancelled',
    });
    const refused = await t.gql(DELETE, { id: a }, { token: owner.token });
    expect(fieldErrors(refused)).toEqual({ id: [messages.spotHasReservations] });
    expect(await numbers(owner.token, parking.id)).toEqual(['A-1', 'A-2']);
    expect((await t.gql(DELETE, { id: b }, { token: owner.token })).data).toEqual({ deleteSpot: b });
    expect(await numbers(owner.token, parking.id)).toEqual(['A-1']);
  });

  it('keeps a spot with past reservations for their history, hidden everywhere, and frees its number', async () => {
    const { owner, member, parking, a, b } = await withSpots();
    await t.app.deps.db.update(parkings).set({ status: 'active' }).where(eq(parkings.id, parking.id));
    const past = await pastReservation(owner.id, parking.id, a);
    expect((await t.gql(DELETE, { id: a }, { token: owner.token })).data).toEqual({ deleteSpot: a });

    // The row and its reservation stay; the spot is gone for everyone, and a second delete is NOT_FOUND.
    const [row] = await t.app.deps.db.select().from(spots).where(eq(spots.id, a));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [kept] = await t.app.deps.db.select().from(reservations).where(eq(reservations.id, past.id));
    expect(kept?.spotId).toBe(a);
    const parkingView = await t.gql<{ parking: { spotCount: number } }>(
      SPOTS,
      { id: parking.id },
      { token: member.token },
    );
    expect(parkingView.data?.parking.spotCount).toBe(1);
    expect(await numbers(owner.token, parking.id)).toEqual(['A-2']);
    expectCode(await t.gql(GET, { id: a }, { token: owner.token }), 'NOT_FOUND');
    expectCode(await t.gql(UPDATE, { id: a, input: { number: 'Z-1' } }, { token: owner.token }), 'NOT_FOUND');
    expectCode(await t.gql(DELETE, { id: a }, { token: owner.token }), 'NOT_FOUND');
    const page = await t.gql<{ parkingByIdentifier: { spots: { number: string }[] } }>(PUBLIC, {
      identifier: parking.identifier,
    });
    expect(page.data?.parkingByIdentifier.spots).toEqual([{ number: 'A-2' }]);

    // Its number is free again, one by one, in a batch and by renaming; the live spots' numbers stay unique.
    const again = await t.gql<{ createSpot: { id: string } }>(
      CREATE,
      { input: { parkingId: parking.id, number: 'a-1' } },
      { token: owner.token },
    );
    expect(again.data?.createSpot.id).not.toBe(a);
    await t.gql(DELETE, { id: again.data!.createSpot.id }, { token: owner.token });
    expect((await t.gql(UPDATE, { id: b, input: { number: 'A-1' } }, { token: owner.token })).data).toBeTruthy();
    const batch = await t.gql(
      CREATE_MANY,
      { input: { parkingId: parking.id, template: 'A-X', from: 1, to: 3 } },
      { token: owner.token },
    );
    expect(fieldErrors(batch)).toEqual({ template: [formatMessage('spotsExist', { numbers: 'A-1' })] });
    const rest = await t.gql(
      CREATE_MANY,
      { input: { parkingId: parking.id, template: 'A-X', from: 2, to: 3 } },
      { token: owner.token },
    );
    expect(rest.errors).toBeUndefined();
    expect(await numbers(owner.token, parking.id)).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('deletes the photos of a deleted spot, rows and files, whether the spot goes or stays for its history', async () => {
    const { owner, parking, a, b } = await withSpots();
    await pastReservation(owner.id, parking.id, b);
    const other = await addSpot(t, owner.token, parking.id, 'B-1');
    const photos = async (spotId: string) => {
      const result = await multipart<{ uploadImages: unknown[] }>(t, {
        query: UPLOAD,
        variables: { input: { subjectType: 'spots', subjectId: spotId, files: [null] } },
        files: [file('spot.jpg', await picture('jpeg'))],
        token: owner.token,
      });
      expect(result.errors).toBeUndefined();
      return t.app.deps.db.select().from(images).where(eq(images.subjectId, spotId));
    };
    const keysOf = (rows: { fileKey: string; thumbnailKey: string }[]) =>
      rows.flatMap((r) => [r.fileKey, r.thumbnailKey]);
    const [ofA, ofB, ofOther] = [keysOf(await photos(a)), keysOf(await photos(b)), keysOf(await photos(other))];
    expect(await storedFiles(t)).toEqual(expect.arrayContaining([...ofA, ...ofB, ...ofOther]));

    await t.gql(DELETE, { id: a }, { token: owner.token });
    await t.gql(DELETE, { id: b }, { token: owner.token });
    const left = await t.app.deps.db.select().from(images).where(eq(images.parkingId, parking.id));
    expect(keysOf(left)).toEqual(ofOther);
    const files = await storedFiles(t);
    for (const key of [...ofA, ...ofB]) expect(files).not.toContain(key);
    for (const key of ofOther) expect(files).toContain(key);
  });
});

describe('concurrent batches', () => {
  // On PGlite requests run one after another; on PostgreSQL they race for the parking's row lock.
  it('two overlapping batches at once: one wins whole, the other creates nothing', async () => {
    const { owner, parking } = await matrix(t);
    const run = (template: string) =>
      t.gql<{ createSpots: unknown[] }>(
        CREATE_MANY,
        { input: { parkingId: parking.id, template, from: 1, to: 30 } },
        { token: owner.token },
      );
    const results = await Promise.all([run('A-XX'), run('A-XX'), run('A-XX')]);
    expect(results.filter((r) => r.data?.createSpots).length).toBe(1);
    for (const r of results.filter((r) => !r.data?.createSpots)) expect(errorCode(r)).toBe('VALIDATION_FAILED');
    expect((await numbers(owner.token, parking.id))?.length).toBe(30);
  });
});
