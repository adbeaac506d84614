import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/vehicles';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createBillingAccountFixture } from '../../test/money-factories';
import { createVehicleFixture } from '../../test/reservation-factories';

const FIELDS =
  'id registrationNumber name status billingAccountId billingAccount { id fullName } isDefault createdAt updatedAt';
const CREATE = `mutation($input: VehicleInput!) { createVehicle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: VehicleInput!) { updateVehicle(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!) { vehicle(id: $id) { ${FIELDS} } }`;
const LIST = `query { myVehicles { ${FIELDS} } }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultVehicle(id: $id) { id isDefault } }`;

type Vehicle = {
  id: string;
  registrationNumber: string;
  name: string | null;
  status: string;
  billingAccountId: string | null;
  billingAccount: { id: string; fullName: string | null } | null;
  isDefault: boolean;
};

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const driver = async () => {
  const user = await createUser(t.app);
  return { user, token: await tokenFor(t.app, user) };
};
const list = async (token: string) =>
  (await t.gql<{ myVehicles: Vehicle[] }>(LIST, {}, { token })).data?.myVehicles ?? [];
const defaults = async (token: string) => (await list(token)).filter((v) => v.isDefault).map((v) => v.id);
let plate = 0;
const nextPlate = () => `KR ${String((plate += 1)).padStart(4, '0')}A`;
const create = async (token: string, input: Record<string, unknown> = {}) => {
  const result = await t.gql<{ createVehicle: Vehicle }>(
    CREATE,
    { input: { registrationNumber: nextPlate(), ...input } },
    { token },
  );
  if (!result.data?.createVehicle) throw new Error(JSON.stringify(result.errors));
  return result.data.createVehicle;
};

describe('createVehicle', () => {
  it('stores the plate normalised with a name and own billing account; the first vehicle is the default', async () => {
    const { user, token } = await driver();
    const billing = await createBillingAccountFixture(t.app, user.id);
    const first = await create(token, {
      registrationNumber: ' wa-123 45 ',
      name: '  Rodzinne auto 🚗 ',
      billingAccountId: billing.id,
    });
    expect(first).toMatchObject({
      registrationNumber: 'WA12345',
      name: 'Rodzinne auto 🚗',
      status: 'active',
      billingAccountId: billing.id,
      billingAccount: { id: billing.id, fullName: 'Zofia Łęcka-Żółć' },
      isDefault: true,
    });
    const second = await create(token, { name: '', status: 'inactive' });
    expect(second).toMatchObject({ name: null, status: 'inactive', billingAccount: null, isDefault: false });
    // The default first, then newest first.
    const third = await create(token);
    expect((await list(token)).map((v) => v.id)).toEqual([first.id, third.id, second.id]);
  });

  it('moves the default when the new vehicle asks to be it', async () => {
    const { token } = await driver();
    const first = await create(token);
    const second = await create(token, { isDefault: true });
    expect(second.isDefault).toBe(true);
    expect(await defaults(token)).toEqual([second.id]);
    expect((await list(token)).map((v) => v.id)).toEqual([second.id, first.id]);
  });

  const sql = "'; drop table vehicles; --";
  it.each([
    ['a missing registration number', {}, { registrationNumber: [messages.required] }],
    // The shared schema reports both for a blank plate; forms show the first.
    ['an empty registration number', { registrationNumber: '   ' }, { registrationNumber: [messages.required] }],
    ['letters only', { registrationNumber: 'ABCDEF' }, { registrationNumber: [messages.registrationNumber] }],
    ['digits only', { registrationNumber: '123456' }, { registrationNumber: [messages.registrationNumber] }],
    ['one character', { registrationNumber: 'A' }, { registrationNumber: [messages.registrationNumber] }],
    ['eleven characters', { registrationNumber: 'WA123456789' }, { registrationNumber: [messages.registrationNumber] }],
    ['an emoji plate', { registrationNumber: 'WA 🚗 123' }, { registrationNumber: [messages.registrationNumber] }],
    ['Polish letters', { registrationNumber: 'ŁÓ12345' }, { registrationNumber: [messages.registrationNumber] }],
    ['SQL in the plate', { registrationNumber: sql }, { registrationNumber: [messages.registrationNumber] }],
    ['a 5 KB plate', { registrationNumber: 'WA1'.repeat(1700) }, { registrationNumber: [messages.registrationNumber] }],
    ['a number for the plate', { registrationNumber: 12345 }, null],
    ['AB12, no Polish plate', { registrationNumber: 'AB12' }, { registrationNumber: [messages.registrationNumber] }],
    [
      'a plate of no voivodeship',
      { registrationNumber: 'XY 12345' },
      { registrationNumber: [messages.registrationNumber] },
    ],
    [
      'three letters after the area code',
      { registrationNumber: 'WARSZA 12' },
      { registrationNumber: [messages.registrationNumber] },
    ],
    [
      'letters only, even as a foreign plate',
      { registrationNumber: 'ABCDEF', foreignPlate: true },
      { registrationNumber: [messages.registrationNumber] },
    ],
    [
      'a 5 KB name',
      { registrationNumber: 'WA12345', name: 'ż'.repeat(5000) },
      { name: [formatMessage('maxLength', { count: 100 })] },
    ],
    [
      'a billing account that is not an id',
      { registrationNumber: 'WA12345', billingAccountId: sql },
      { billingAccountId: [messages.ownBillingAccount] },
    ],
    [
      'a 5 KB billing account id',
      { registrationNumber: 'WA12345', billingAccountId: 'x'.repeat(5000) },
      { billingAccountId: [messages.invalidValue] },
    ],
    [
      'an unknown billing account',
      { registrationNumber: 'WA12345', billingAccountId: UNKNOWN },
      { billingAccountId: [messages.ownBillingAccount] },
    ],
  ])('refuses %s under its field and writes nothing', async (_case, input, expected) => {
    const { token } = await driver();
    const result = await t.gql(CREATE, { input }, { token });
    if (expected) expect(fieldErrors(result)).toEqual(expected);
    else expect(result.errors).toHaveLength(1);
    expect(result.status).toBeLessThan(500);
    expect(errorCode(result)).not.toBe('INTERNAL_SERVER_ERROR');
    expect(await list(token)).toEqual([]);
  });

  it('accepts a foreign plate by looser rules when the driver says it is foreign', async () => {
    const { token } = await driver();
    const german = await create(token, { registrationNumber: 'm-ab 123', foreignPlate: true });
    expect(german.registrationNumber).toBe('MAB123');
    const short = await create(token, { registrationNumber: 'AB 12', foreignPlate: true });
    expect(short.registrationNumber).toBe('AB12');
    const asPolish = await t.gql(CREATE, { input: { registrationNumber: 'M AB 123', foreignPlate: false } }, { token });
    expect(fieldErrors(asPolish)).toEqual({ registrationNumber: [messages.registrationNumber] });
  });

  it.each([
    ['a status outside the list', { status: 'stolen' }],
    ['a string for the default flag', { isDefault: 'yes' }],
  ])('refuses %s as bad input and writes nothing', async (_case, extra) => {
    const { token } = await driver();
    const result = await t.gql(CREATE, { input: { registrationNumber: 'WA12345', ...extra } }, { token });
    expect(result.errors).toHaveLength(1);
    expect(result.data ?? null).toBeNull();
    expect(await list(token)).toEqual([]);
  });

  it("refuses another user's billing account without revealing it exists", async () => {
    const { token } = await driver();
    const stranger = await createUser(t.app);
    const theirs = await createBillingAccountFixture(t.app, stranger.id);
    const result = await t.gql(
      CREATE,
      { input: { registrationNumber: 'WA12345', billingAccountId: theirs.id } },
      { token },
    );
    expect(fieldErrors(result)).toEqual({ billingAccountId: [messages.ownBillingAccount] });
    expect(await list(token)).toEqual([]);
  });

  it('refuses a plate the driver already has, however it is typed; another driver may have it too', async () => {
    const { token } = await driver();
    const first = await create(token, { registrationNumber: 'WA 12345' });
    const again = await t.gql(CREATE, { input: { registrationNumber: 'wa-12345' } }, { token });
    expect(fieldErrors(again)).toEqual({ registrationNumber: [messages.registrationNumberTaken] });
    expect(await list(token)).toEqual([first]);
    const other = await driver();
    expect((await create(other.token, { registrationNumber: 'WA12345' })).registrationNumber).toBe('WA12345');
  });

  it('answers a taken plate as a field error even when two requests race past the check', async () => {
    const { token } = await driver();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => t.gql(CREATE, { input: { registrationNumber: 'GD 777AA' } }, { token })),
    );
    expect(results.filter((r) => r.data?.createVehicle)).toHaveLength(1);
    for (const failed of results.filter((r) => !r.data?.createVehicle)) {
      expect(fieldErrors(failed)).toEqual({ registrationNumber: [messages.registrationNumberTaken] });
    }
    expect(await defaults(token)).toHaveLength(1);
  });

  it('needs a signed-in user for every operation', async () => {
    const { user } = await driver();
    const vehicle = await createVehicleFixture(t.app, user.id);
    for (const [query, variables] of [
      [CREATE, { input: { registrationNumber: 'WA12345' } }],
      [UPDATE, { id: vehicle.id, input: { registrationNumber: 'WA12345' } }],
      [GET, { id: vehicle.id }],
      [LIST, {}],
      [SET_DEFAULT, { id: vehicle.id }],
    ] as const) {
      const result = await t.gql(query, variables);
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    }
    expect((await t.app.deps.db.select().from(vehicles)).filter((v) => v.userId === user.id)).toHaveLength(1);
  });
});

describe('updateVehicle and vehicle', () => {
  it('replaces the fields, keeps the default and reads back', async () => {
    const { user, token } = await driver();
    const billing = await createBillingAccountFixture(t.app, user.id);
    const vehicle = await create(token, { name: 'Stare', billingAccountId: billing.id });
    const result = await t.gql<{ updateVehicle: Vehicle }>(
      UPDATE,
      { id: vehicle.id, input: { registrationNumber: 'po 1a2b3', name: 'Nowe', status: 'inactive', isDefault: false } },
      { token },
    );
    expect(result.data?.updateVehicle).toMatchObject({
      id: vehicle.id,
      registrationNumber: 'PO1A2B3',
      name: 'Nowe',
      status: 'inactive',
      billingAccountId: null,
      billingAccount: null,
      isDefault: true,
    });
    expect((await t.gql(GET, { id: vehicle.id }, { token })).data).toEqual({ vehicle: result.data?.updateVehicle });
    // A missing status keeps the current one; the same plate on the same car is not "taken".
    const again = await t.gql<{ updateVehicle: Vehicle }>(
      UPDATE,
      { id: vehicle.id, input: { registrationNumber: 'PO1A2B3' } },
      { token },
    );
    expect(again.data?.updateVehicle).toMatchObject({ status: 'inactive', name: null });
  });

  it("refuses bad input, another car's plate and another user's billing account; the vehicle stays", async () => {
    const { token } = await driver();
    const vehicle = await create(token, { registrationNumber: 'WA11111' });
    const other = await create(token, { registrationNumber: 'WA22222' });
    const stranger = await createUser(t.app);
    const theirs = await createBillingAccountFixture(t.app, stranger.id);
    const before = await list(token);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ registrationNumber: 'not a plate!' }, { registrationNumber: [messages.registrationNumber] }],
      [{ registrationNumber: 'wa 22222' }, { registrationNumber: [messages.registrationNumberTaken] }],
      [
        { registrationNumber: 'WA11111', billingAccountId: theirs.id },
        { billingAccountId: [messages.ownBillingAccount] },
      ],
      [
        { registrationNumber: 'WA11111', name: '🚗'.repeat(2600) },
        { name: [formatMessage('maxLength', { count: 100 })] },
      ],
    ];
    for (const [input, expected] of cases) {
      expect(fieldErrors(await t.gql(UPDATE, { id: vehicle.id, input }, { token }))).toEqual(expected);
    }
    expect(await list(token)).toEqual(before);
    expect(other.registrationNumber).toBe('WA22222');
  });

  it("answers NOT_FOUND for another user's, an unknown or a malformed id, for every operation", async () => {
    const mine = await driver();
    const theirs = await driver();
    const vehicle = await create(theirs.token);
    await create(mine.token);
    for (const id of [vehicle.id, UNKNOWN, 'not-a-uuid', "1' or '1'='1", 'x'.repeat(5000)]) {
      expect(errorCode(await t.gql(GET, { id }, { token: mine.token }))).toBe('NOT_FOUND');
      expect(
        errorCode(await t.gql(UPDATE, { id, input: { registrationNumber: 'WA99999' } }, { token: mine.token })),
      ).toBe('NOT_FOUND');
      // Bad input on a stranger's vehicle still reads NOT_FOUND (nothing about the vehicle leaks).
      expect(errorCode(await t.gql(UPDATE, { id, input: {} }, { token: mine.token }))).toBe('NOT_FOUND');
      expect(errorCode(await t.gql(SET_DEFAULT, { id }, { token: mine.token }))).toBe('NOT_FOUND');
    }
    expect(await list(theirs.token)).toEqual([vehicle]);
  });

  it('keeps a vehicle without its billing account once the account is deleted', async () => {
    const { user, token } = await driver();
    const billing = await createBillingAccountFixture(t.app, user.id);
    const vehicle = await create(token, { billingAccountId: billing.id });
    await t.gql('mutation($id: ID!) { deleteBillingAccount(id: $id) }', { id: billing.id }, { token });
    expect((await t.gql<{ vehicle: Vehicle }>(GET, { id: vehicle.id }, { token })).data?.vehicle).toMatchObject({
      billingAccountId: null,
      billingAccount: null,
    });
  });
});

describe('the default vehicle', () => {
  it('moves with setDefaultVehicle and updateVehicle, and is never unset by isDefault false', async () => {
    const { token } = await driver();
    const a = await create(token);
    const b = await create(token);
    const c = await create(token);
    expect(await defaults(token)).toEqual([a.id]);
    expect((await t.gql(SET_DEFAULT, { id: b.id }, { token })).data).toEqual({
      setDefaultVehicle: { id: b.id, isDefault: true },
    });
    expect(await defaults(token)).toEqual([b.id]);
    // Setting the default again changes nothing.
    expect((await t.gql(SET_DEFAULT, { id: b.id }, { token })).data).toEqual({
      setDefaultVehicle: { id: b.id, isDefault: true },
    });
    await t.gql(UPDATE, { id: c.id, input: { registrationNumber: c.registrationNumber, isDefault: true } }, { token });
    expect(await defaults(token)).toEqual([c.id]);
    await t.gql(UPDATE, { id: c.id, input: { registrationNumber: c.registrationNumber, isDefault: false } }, { token });
    expect(await defaults(token)).toEqual([c.id]);
    expect((await list(token)).map((v) => v.id)).toEqual([c.id, b.id, a.id]);
  });

  it('is exactly one when setDefault calls and creates race (the owner lock serialises them)', async () => {
    const { token } = await driver();
    const created = await Promise.all(Array.from({ length: 6 }, (_, i) => create(token, { isDefault: i % 2 === 0 })));
    expect(await defaults(token)).toHaveLength(1);
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all(created.map((vehicle) => t.gql(SET_DEFAULT, { id: vehicle.id }, { token })));
      expect(results.every((r) => r.errors === undefined)).toBe(true);
      expect(await defaults(token)).toHaveLength(1);
    }
    const [x, y] = created;
    const pair = await Promise.all([x, y].map((vehicle) => t.gql(SET_DEFAULT, { id: vehicle?.id }, { token })));
    expect(pair.every((r) => r.errors === undefined)).toBe(true);
    const [winner] = await defaults(token);
    expect([x?.id, y?.id]).toContain(winner);
  });
});
