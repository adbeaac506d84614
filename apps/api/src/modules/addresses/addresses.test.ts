import { randomBytes } from 'node:crypto';
import type { ParkingStatus } from '@parkshare/shared/parkings/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts } from '../../db/schema/billing';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { images, parkingAddresses, parkings } from '../../db/schema/parkings';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { file, multipart, picture, storedFiles, UPLOAD } from '../images/images-test-helpers';

const FIELDS = 'id type country region city street number postcode latitude longitude createdAt updatedAt';
const CREATE = `mutation($input: ParkingAddressInput!) { createParkingAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ParkingAddressInput!) { updateParkingAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteParkingAddress(id: $id) }';
const GET = `query($id: ID!) { parkingAddress(id: $id) { ${FIELDS} } }`;
const PARKING = 'query($id: ID!) { parking(id: $id) { id addresses { id type } basicAddress { id city } } }';
const MY_PARKINGS = 'query { myParkings { items { id addresses { type } basicAddress { city } } } }';

type Address = { id: string; type: string } & Record<string, unknown>;
const INPUT = {
  type: 'basic',
  region: 'mazowieckie',
  city: 'Warszawa',
  street: 'Marszałkowska',
  number: '10',
  postcode: '00-950',
  latitude: 52.2297,
  longitude: 21.0122,
};
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const identifier = () => {
  const pick = (n: number) => [...randomBytes(n)].map((b) => LETTERS[b % 26]).join('');
  return `${pick(3)}-${pick(6)}`;
};

// Parkings are inserted directly: this module must work whoever created the parking.
async function parkingOf(userId: string, options: { status?: ParkingStatus; organizationId?: string } = {}) {
  const db = t.app.deps.db;
  const [billing] = await db
    .insert(billingAccounts)
    .values({
      userId,
      fullName: 'Jan Kowalski',
      buildingNumber: '1',
      postcode: '00-001',
      city: 'Warszawa',
      invoiceEmail: 'jan@example.com',
    })
    .returning({ id: billingAccounts.id });
  const [parking] = await db
    .insert(parkings)
    .values({
      identifier: identifier(),
      ownerId: userId,
      billingAccountId: billing!.id,
      name: 'Podwórko',
      organizationId: options.organizationId ?? null,
      status: options.status ?? 'pending_verification',
    })
    .returning({ id: parkings.id });
  return parking!.id;
}

async function owner(status?: ParkingStatus) {
  const user = await createUser(t.app);
  return { token: await tokenFor(t.app, user), parkingId: await parkingOf(user.id, { status }), userId: user.id };
}

/** A parking of an organization, with a token for its owner, an organization admin and a plain member. */
async function organizationParking() {
  const [creator, admin, member] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
  const [organization] = await t.app.deps.db
    .insert(organizations)
    .values({ name: 'Wspólnota Mokotów', type: 'community', createdBy: creator.id })
    .returning({ id: organizations.id });
  await t.app.deps.db.insert(organizationMembers).values([
    { organizationId: organization!.id, userId: creator.id, role: 'admin' },
    { organizationId: organization!.id, userId: admin.id, role: 'admin' },
    { organizationId: organization!.id, userId: member.id, role: 'member' },
  ]);
  const parkingId = await parkingOf(creator.id, { organizationId: organization!.id });
  return {
    parkingId,
    owner: await tokenFor(t.app, creator),
    admin: await tokenFor(t.app, admin),
    member: await tokenFor(t.app, member),
  };
}

const stranger = async () => tokenFor(t.app, await createUser(t.app));

const create = async (token: string, parkingId: string, input: Record<string, unknown> = {}) => {
  const result = await t.gql<{ createParkingAddress: Address }>(
    CREATE,
    { input: { ...INPUT, parkingId, ...input } },
    { token },
  );
  if (!result.data?.createParkingAddress) throw new Error(JSON.stringify(result.errors));
  return result.data.createParkingAddress;
};

const stored = (parkingId: string) =>
  t.app.deps.db.select().from(parkingAddresses).where(eq(parkingAddresses.parkingId, parkingId));

describe('createParkingAddress', () => {
  it('adds the basic address with Poland as the default country, and reads it back', async () => {
    const { token, parkingId } = await owner();
    const address = await create(token, parkingId, { region: '  mazowieckie ' });
    expect(address).toEqual({
      id: expect.any(String) as string,
      type: 'basic',
      country: 'PL',
      region: 'mazowieckie',
      city: 'Warszawa',
      street: 'Marszałkowska',
      number: '10',
      postcode: '00-950',
      latitude: 52.2297,
      longitude: 21.0122,
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
    });
    expect((await t.gql(GET, { id: address.id }, { token })).data).toEqual({ parkingAddress: address });
  });

  it('lists the basic address first, then entries, then exits, on the parking', async () => {
    const { token, parkingId } = await owner();
    const exit = await create(token, parkingId, { type: 'exit' });
    const entry = await create(token, parkingId, { type: 'entry', street: null, number: '', region: null });
    const basic = await create(token, parkingId, { type: 'basic' });
    const second = await create(token, parkingId, { type: 'entry', country: 'de', postcode: '10115' });
    expect(entry).toMatchObject({ street: null, number: null, region: null });
    expect(second).toMatchObject({ country: 'DE', postcode: '10115' });
    const result = await t.gql<{ parking: { addresses: Address[]; basicAddress: Address | null } }>(
      PARKING,
      { id: parkingId },
      { token },
    );
    expect(result.data?.parking.addresses.map((a) => a.id)).toEqual([basic.id, entry.id, second.id, exit.id]);
    expect(result.data?.parking.basicAddress).toEqual({ id: basic.id, city: 'Warszawa' });
  });

  it('gives my parkings their addresses, a parking without any gets none', async () => {
    const { token, parkingId, userId } = await owner();
    await parkingOf(userId);
    await create(token, parkingId, { city: 'Kraków', postcode: '31-011' });
    const result = await t.gql<{
      myParkings: { items: { id: string; addresses: unknown[]; basicAddress: unknown }[] };
    }>(MY_PARKINGS, {}, { token });
    const byId = new Map(result.data?.myParkings.items.map((p) => [p.id, p]));
    expect(byId.size).toBe(2);
    for (const [id, parking] of byId) {
      expect(parking).toMatchObject(
        id === parkingId
          ? { addresses: [{ type: 'basic' }], basicAddress: { city: 'Kraków' } }
          : { addresses: [], basicAddress: null },
      );
    }
  });

  it('refuses a second basic address on type, and writes nothing', async () => {
    const { token, parkingId } = await owner();
    await create(token, parkingId);
    const result = await t.gql(CREATE, { input: { ...INPUT, parkingId, city: 'Radom' } }, { token });
    expect(fieldErrors(result)).toEqual({ type: [messages.basicAddressExists] });
    expect(await stored(parkingId)).toHaveLength(1);
  });

  it('keeps one basic address when two are sent at once', async () => {
    const { token, parkingId } = await owner();
    const results = await Promise.all(
      [1, 2, 3].map(() => t.gql(CREATE, { input: { ...INPUT, parkingId } }, { token })),
    );
    expect(results.filter((r) => r.data?.createParkingAddress)).toHaveLength(1);
    for (const failed of results.filter((r) => !r.data?.createParkingAddress)) {
      expect(fieldErrors(failed)).toEqual({ type: [messages.basicAddressExists] });
    }
    expect(await stored(parkingId)).toHaveLength(1);
  });

  it('stops at 20 addresses per parking', async () => {
    const { token, parkingId } = await owner();
    await t.app.deps.db.insert(parkingAddresses).values(
      Array.from({ length: 20 }, () => ({
        parkingId,
        type: 'entry' as const,
        city: 'Warszawa',
        latitude: 52,
        longitude: 21,
      })),
    );
    const result = await t.gql(CREATE, { input: { ...INPUT, parkingId, type: 'exit' } }, { token });
    expect(fieldErrors(result)).toEqual({ parkingId: [formatMessage('tooManyAddresses', { count: 20 })] });
    expect(await stored(parkingId)).toHaveLength(20);
  });

  it.each([
    [
      'missing fields',
      {},
      {
        type: [messages.invalidValue],
        city: [messages.required],
        latitude: [messages.required],
        longitude: [messages.required],
      },
    ],
    ['a blank city', { city: '   ' }, { city: [messages.required] }],
    ['a Polish postcode without the hyphen', { postcode: '00950' }, { postcode: [messages.invalidPostcode] }],
    ['an unknown country', { country: 'XX' }, { country: [messages.invalidCountry] }],
    ['an unknown type', { type: 'main' }, { type: [messages.invalidValue] }],
    [
      'coordinates out of range',
      { latitude: 90.5, longitude: -181 },
      { latitude: [messages.invalidLatitude], longitude: [messages.invalidLongitude] },
    ],
    ['a latitude as text', { latitude: '52.2297' }, { latitude: [messages.invalidValue] }],
    ['NaN as text', { longitude: 'NaN' }, { longitude: [messages.invalidValue] }],
    ['a huge number', { latitude: 1e308 }, { latitude: [messages.invalidLatitude] }],
    ['a number for a text', { city: 42 }, { city: [messages.invalidValue] }],
    [
      '10,000 characters',
      {
        city: 'x'.repeat(10_000),
        street: 'x'.repeat(10_000),
        number: '1'.repeat(10_000),
        postcode: '1'.repeat(10_000),
      },
      {
        city: [formatMessage('maxLength', { count: 100 })],
        street: [formatMessage('maxLength', { count: 100 })],
        number: [formatMessage('maxLength', { count: 20 })],
        postcode: [formatMessage('maxLength', { count: 16 })],
      },
    ],
  ])('refuses %s field by field and writes nothing', async (_case, input, expected) => {
    const { token, parkingId } = await owner();
    const body = Object.keys(input).length === 0 ? { parkingId } : { ...INPUT, parkingId, ...input };
    expect(fieldErrors(await t.gql(CREATE, { input: body }, { token }))).toEqual(expected);
    expect(await stored(parkingId)).toEqual([]);
  });

  it('stores hostile text as plain text', async () => {
    const { token, parkingId } = await owner();
    const hostile = "Robert'); DROP TABLE parking_addresses;--<img src=x onerror=alert(1)>";
    const address = await create(token, parkingId, { street: hostile.slice(0, 100), region: '{"$gt": ""}' });
    expect(address).toMatchObject({ street: hostile.slice(0, 100), region: '{"$gt": ""}' });
    expect(await stored(parkingId)).toHaveLength(1);
  });

  it('answers NOT_FOUND for a parking id that is not an id or does not exist', async () => {
    const { token } = await owner();
    for (const parkingId of ['nope', MISSING_ID, "' or 1=1 --"]) {
      expect(errorCode(await t.gql(CREATE, { input: { ...INPUT, parkingId } }, { token })), parkingId).toBe(
        'NOT_FOUND',
      );
    }
    expect(fieldErrors(await t.gql(CREATE, { input: { ...INPUT, parkingId: '' } }, { token }))).toEqual({
      parkingId: [messages.required],
    });
  });

  it('needs a signed-in user', async () => {
    const { parkingId } = await owner();
    expect((await t.gql(CREATE, { input: { ...INPUT, parkingId } })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(GET, { id: MISSING_ID }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(DELETE, { id: MISSING_ID }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(UPDATE, { id: MISSING_ID, input: INPUT }))).toBe('UNAUTHENTICATED');
    expect(await stored(parkingId)).toEqual([]);
  });
});

describe('updateParkingAddress', () => {
  it('replaces the fields and keeps the id', async () => {
    const { token, parkingId } = await owner();
    const address = await create(token, parkingId);
    const result = await t.gql<{ updateParkingAddress: Address }>(
      UPDATE,
      {
        id: address.id,
        input: {
          ...INPUT,
          city: 'Kraków',
          street: 'Floriańska',
          number: '',
          postcode: '31-019',
          latitude: 50.0647,
          longitude: 19.945,
        },
      },
      { token },
    );
    expect(result.data?.updateParkingAddress).toMatchObject({
      id: address.id,
      type: 'basic',
      city: 'Kraków',
      street: 'Floriańska',
      number: null,
      latitude: 50.0647,
      longitude: 19.945,
    });
    expect(
      new Date(result.data!.updateParkingAddress.updatedAt as string) >= new Date(address.updatedAt as string),
    ).toBe(true);
  });

  it('changes the type unless it makes a second basic address', async () => {
    const { token, parkingId } = await owner();
    const basic = await create(token, parkingId);
    const entry = await create(token, parkingId, { type: 'entry' });
    const refused = await t.gql(UPDATE, { id: entry.id, input: { ...INPUT, type: 'basic' } }, { token });
    expect(fieldErrors(refused)).toEqual({ type: [messages.basicAddressExists] });
    // Not active yet: the basic address may become an exit, and then the entry may become the basic one.
    const toExit = await t.gql<{ updateParkingAddress: Address }>(
      UPDATE,
      { id: basic.id, input: { ...INPUT, type: 'exit' } },
      { token },
    );
    expect(toExit.data?.updateParkingAddress.type).toBe('exit');
    const toBasic = await t.gql<{ updateParkingAddress: Address }>(
      UPDATE,
      { id: entry.id, input: { ...INPUT, type: 'basic' } },
      { token },
    );
    expect(toBasic.data?.updateParkingAddress.type).toBe('basic');
  });

  it('keeps the basic address of an active parking basic', async () => {
    const { token, parkingId } = await owner('active');
    const basic = await create(token, parkingId);
    const result = await t.gql(UPDATE, { id: basic.id, input: { ...INPUT, type: 'entry' } }, { token });
    expect(fieldErrors(result)).toEqual({ type: [messages.basicAddressKept] });
    expect((await stored(parkingId))[0]?.type).toBe('basic');
    // Moving it is fine: it stays on the map.
    const moved = await t.gql(UPDATE, { id: basic.id, input: { ...INPUT, latitude: 52.1 } }, { token });
    expect(moved.errors).toBeUndefined();
  });

  it('refuses bad input and another parking id, and changes nothing', async () => {
    const { token, parkingId } = await owner();
    const other = await owner();
    const address = await create(token, parkingId);
    const bad = await t.gql(UPDATE, { id: address.id, input: { ...INPUT, latitude: -95, postcode: 'abc' } }, { token });
    expect(fieldErrors(bad)).toEqual({ latitude: [messages.invalidLatitude], postcode: [messages.invalidPostcode] });
    const moved = await t.gql(UPDATE, { id: address.id, input: { ...INPUT, parkingId: other.parkingId } }, { token });
    expect(fieldErrors(moved)).toEqual({ parkingId: [messages.invalidValue] });
    const same = await t.gql(UPDATE, { id: address.id, input: { ...INPUT, parkingId, city: 'Radom' } }, { token });
    expect(same.errors).toBeUndefined();
    expect((await stored(parkingId)).map((a) => [a.city, a.latitude])).toEqual([['Radom', 52.2297]]);
    expect(await stored(other.parkingId)).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    const { token } = await owner();
    for (const id of [MISSING_ID, 'nope', '1; drop table parkings']) {
      expect(errorCode(await t.gql(UPDATE, { id, input: INPUT }, { token })), id).toBe('NOT_FOUND');
    }
  });
});

describe('deleteParkingAddress', () => {
  it('deletes an entry address and answers its id', async () => {
    const { token, parkingId } = await owner('active');
    await create(token, parkingId);
    const entry = await create(token, parkingId, { type: 'entry' });
    expect((await t.gql(DELETE, { id: entry.id }, { token })).data).toEqual({ deleteParkingAddress: entry.id });
    expect((await stored(parkingId)).map((a) => a.type)).toEqual(['basic']);
    expect(errorCode(await t.gql(DELETE, { id: entry.id }, { token }))).toBe('NOT_FOUND');
  });

  it('keeps the basic address of an active parking, with a clear message', async () => {
    const { token, parkingId } = await owner('active');
    const basic = await create(token, parkingId);
    expect(fieldErrors(await t.gql(DELETE, { id: basic.id }, { token }))).toEqual({ id: [messages.basicAddressKept] });
    expect(await stored(parkingId)).toHaveLength(1);
  });

  it.each(['pending_verification', 'rejected_verification', 'inactive'] as const)(
    'deletes the basic address of a parking that is %s',
    async (status) => {
      const { token, parkingId } = await owner(status);
      const basic = await create(token, parkingId);
      expect((await t.gql(DELETE, { id: basic.id }, { token })).errors).toBeUndefined();
      expect(await stored(parkingId)).toEqual([]);
    },
  );

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    const { token } = await owner();
    for (const id of [MISSING_ID, 'x'.repeat(10_000)]) {
      expect(errorCode(await t.gql(DELETE, { id }, { token }))).toBe('NOT_FOUND');
    }
  });

  it("deletes the address's photos, rows and files, and leaves the other addresses' photos", async () => {
    const { token, parkingId } = await owner('active');
    await create(token, parkingId);
    const entry = await create(token, parkingId, { type: 'entry' });
    const exit = await create(token, parkingId, { type: 'exit' });
    const photograph = async (subjectId: string) => {
      const result = await multipart<{ uploadImages: unknown[] }>(t, {
        query: UPLOAD,
        variables: { input: { subjectType: 'addresses', subjectId, files: [null, null] } },
        files: [file('gate.jpg', await picture('jpeg')), file('sign.png', await picture('png'), 'image/png')],
        token,
      });
      expect(result.errors).toBeUndefined();
      const rows = await t.app.deps.db.select().from(images).where(eq(images.subjectId, subjectId));
      return rows.flatMap((row) => [row.fileKey, row.thumbnailKey]);
    };
    const [ofEntry, ofExit] = [await photograph(entry.id), await photograph(exit.id)];
    expect(await storedFiles(t)).toEqual(expect.arrayContaining([...ofEntry, ...ofExit]));

    expect((await t.gql(DELETE, { id: entry.id }, { token })).errors).toBeUndefined();
    const left = await t.app.deps.db.select().from(images).where(eq(images.parkingId, parkingId));
    expect(left.flatMap((row) => [row.fileKey, row.thumbnailKey])).toEqual(expect.arrayContaining(ofExit));
    expect(left).toHaveLength(2);
    const files = await storedFiles(t);
    for (const key of ofEntry) expect(files).not.toContain(key);
    for (const key of ofExit) expect(files).toContain(key);
  });

  it('keeps the photos when the delete is refused', async () => {
    const { token, parkingId } = await owner('active');
    const basic = await create(token, parkingId);
    const result = await multipart<{ uploadImages: unknown[] }>(t, {
      query: UPLOAD,
      variables: { input: { subjectType: 'addresses', subjectId: basic.id, files: [null] } },
      files: [file('front.jpg', await picture('jpeg'))],
      token,
    });
    expect(result.errors).toBeUndefined();
    expect(fieldErrors(await t.gql(DELETE, { id: basic.id }, { token }))).toEqual({ id: [messages.basicAddressKept] });
    const [photo] = await t.app.deps.db.select().from(images).where(eq(images.subjectId, basic.id));
    expect(await storedFiles(t)).toEqual(expect.arrayContaining([photo!.fileKey, photo!.thumbnailKey]));
  });
});

describe('who may', () => {
  it("hides another user's parking and addresses: NOT_FOUND for everything, nothing changes", async () => {
    const mine = await owner();
    const address = await create(mine.token, mine.parkingId, { type: 'entry' });
    const token = await stranger();
    expect(errorCode(await t.gql(CREATE, { input: { ...INPUT, parkingId: mine.parkingId } }, { token }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await t.gql(UPDATE, { id: address.id, input: { ...INPUT, city: 'Łódź' } }, { token }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await t.gql(DELETE, { id: address.id }, { token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(GET, { id: address.id }, { token }))).toBe('NOT_FOUND');
    expect((await stored(mine.parkingId)).map((a) => a.city)).toEqual(['Warszawa']);
  });

  it("lets an organization's member see the addresses but not change them (FORBIDDEN)", async () => {
    const org = await organizationParking();
    const address = await create(org.owner, org.parkingId, { type: 'entry' });
    const token = org.member;
    expect((await t.gql<{ parkingAddress: Address }>(GET, { id: address.id }, { token })).data?.parkingAddress.id).toBe(
      address.id,
    );
    expect(errorCode(await t.gql(CREATE, { input: { ...INPUT, parkingId: org.parkingId } }, { token }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await t.gql(UPDATE, { id: address.id, input: { ...INPUT, city: 'Łódź' } }, { token }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await t.gql(DELETE, { id: address.id }, { token }))).toBe('FORBIDDEN');
    expect((await stored(org.parkingId)).map((a) => a.city)).toEqual(['Warszawa']);
  });

  it("lets the organization's admins manage the addresses like the owner", async () => {
    const org = await organizationParking();
    const address = await create(org.admin, org.parkingId, { type: 'entry' });
    const updated = await t.gql(
      UPDATE,
      { id: address.id, input: { ...INPUT, type: 'basic', city: 'Gdańsk', postcode: '80-001' } },
      { token: org.admin },
    );
    expect(updated.errors).toBeUndefined();
    expect((await t.gql(DELETE, { id: address.id }, { token: org.owner })).errors).toBeUndefined();
    expect(await stored(org.parkingId)).toEqual([]);
  });

  it('lets a platform admin see an address but not change it', async () => {
    const mine = await owner();
    const address = await create(mine.token, mine.parkingId);
    const admin = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
    expect((await t.gql(GET, { id: address.id }, { token: admin })).errors).toBeUndefined();
    expect(errorCode(await t.gql(DELETE, { id: address.id }, { token: admin }))).toBe('FORBIDDEN');
    expect(await stored(mine.parkingId)).toHaveLength(1);
  });
});
