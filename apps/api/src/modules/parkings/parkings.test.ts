import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import {
  billingAccount,
  createParking,
  matrix,
  organization,
  PARKING_FIELDS,
  person,
  type ParkingResult,
} from './parkings.fixtures';

const CREATE = `mutation($input: ParkingInput!) { createParking(input: $input) { ${PARKING_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ParkingInput!) { updateParking(id: $id, input: $input) { ${PARKING_FIELDS} } }`;
const GET = `query($id: ID!) { parking(id: $id) { ${PARKING_FIELDS} } }`;
const MINE = 'query { myParkings { items { id name canManage billingAccount { id } } nextCursor } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = async (token: string, id: string) => t.gql<{ parking: ParkingResult | null }>(GET, { id }, { token });

describe('createParking', () => {
  it('creates a parking waiting for verification with an identifier from the billing city', async () => {
    const owner = await person(t);
    const billingAccountId = await billingAccount(t, owner.token, 'Łódź');
    const parking = await createParking(t, owner.token, {
      billingAccountId,
      name: '  Garaż przy Piotrkowskiej ',
      note: 'Wjazd od podwórza',
      hasRestrictions: true,
      maxHeightCm: 200,
    });
    expect(parking).toMatchObject({
      name: 'Garaż przy Piotrkowskiej',
      note: 'Wjazd od podwórza',
      status: 'pending_verification',
      hasRestrictions: true,
      maxHeightCm: 200,
      maxLengthCm: null,
      maxWidthCm: null,
      rejectionReason: null,
      timeZone: 'Europe/Warsaw',
      canManage: true,
      spotCount: 0,
      billingAccount: { id: billingAccountId, city: 'Łódź' },
      readiness: { hasBasicAddress: false, hasSpots: false, hasBasicPriceList: false, ready: false },
      verificationRequestedAt: null,
      verifiedAt: null,
    });
    expect(parking.identifier).toMatch(/^LOD-[A-HJ-NP-Z2-9]{5}$/);
  });

  it('gives every parking its own identifier', async () => {
    const owner = await person(t);
    const billingAccountId = await billingAccount(t, owner.token, 'Kraków');
    const identifiers = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      identifiers.add((await createParking(t, owner.token, { billingAccountId })).identifier);
    }
    expect(identifiers.size).toBe(5);
    for (const identifier of identifiers) expect(identifier.startsWith('KRA-')).toBe(true);
  });

  it('drops sizes when restrictions are off', async () => {
    const owner = await person(t);
    const billingAccountId = await billingAccount(t, owner.token);
    const parking = await createParking(t, owner.token, { billingAccountId, maxHeightCm: 200 });
    expect(parking).toMatchObject({ hasRestrictions: false, maxHeightCm: null });
  });

  it.each([
    [{ name: '' }, 'name', messages.required],
    [{ name: null }, 'name', messages.required],
    [{ name: 'a'.repeat(101) }, 'name', formatMessage('maxLength', { count: 100 })],
    [{ note: 'n'.repeat(1001) }, 'note', formatMessage('maxLength', { count: 1000 })],
    [{ billingAccountId: null }, 'billingAccountId', messages.required],
    [{ hasRestrictions: true }, 'maxHeightCm', messages.restrictionRequired],
    [{ maxWidthCm: 0 }, 'maxWidthCm', messages.positiveInteger],
    [{ maxWidthCm: -5 }, 'maxWidthCm', messages.positiveInteger],
    [{ maxLengthCm: 10001 }, 'maxLengthCm', formatMessage('maxValue', { max: 10000 })],
    [{ billingAccountId: "'; drop table parkings; --" }, 'billingAccountId', messages.ownBillingAccount],
    [{ organizationId: 'not-a-uuid' }, 'organizationId', messages.organizationAdminOnly],
  ])('refuses %j', async (override, field, message) => {
    const owner = await person(t);
    const billingAccountId = await billingAccount(t, owner.token);
    const result = await t.gql(
      CREATE,
      { input: { name: 'Garaż', billingAccountId, ...override } },
      { token: owner.token },
    );
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(fieldErrors(result)?.[field]).toEqual([message]);
  });

  it.each([{ maxHeightCm: 'tall' }, { maxHeightCm: 1.5 }, { hasRestrictions: 'yes' }, { name: ['a'] }])(
    'refuses the wrong type %j under its field, not with a 500',
    async (override) => {
      const owner = await person(t);
      const billingAccountId = await billingAccount(t, owner.token);
      const result = await t.gql(
        CREATE,
        { input: { name: 'G', billingAccountId, ...override } },
        { token: owner.token },
      );
      expect(result.status).toBeLessThan(500);
      expect(Object.keys(fieldErrors(result) ?? {})).toEqual(Object.keys(override));
    },
  );

  it('refuses an unknown field', async () => {
    const owner = await person(t);
    const billingAccountId = await billingAccount(t, owner.token);
    const result = await t.gql(
      CREATE,
      { input: { name: 'G', billingAccountId, status: 'active' } },
      { token: owner.token },
    );
    expect(result.errors).toBeDefined();
    expect(result.status).toBeLessThan(500);
  });

  it('stores hostile text as text', async () => {
    const owner = await person(t);
    const billingAccountId = await billingAccount(t, owner.token);
    const name = `<img src=x onerror=alert(1)>' OR 1=1; --`;
    expect((await createParking(t, owner.token, { billingAccountId, name })).name).toBe(name);
  });

  it("refuses another user's billing account", async () => {
    const [owner, other] = await Promise.all([person(t), person(t)]);
    const foreign = await billingAccount(t, other.token);
    const result = await t.gql(CREATE, { input: { name: 'G', billingAccountId: foreign } }, { token: owner.token });
    expect(fieldErrors(result)).toEqual({ billingAccountId: [messages.ownBillingAccount] });
  });

  it('accepts an organization where the caller is an admin and refuses one where they are a member or nobody', async () => {
    const owner = await person(t);
    const billingAccountId = await billingAccount(t, owner.token);
    const administered = await organization(t, [{ person: owner, role: 'admin' }]);
    const joined = await organization(t, [{ person: owner, role: 'member' }]);
    const foreign = await organization(t, []);
    expect((await createParking(t, owner.token, { billingAccountId, organizationId: administered })).status).toBe(
      'pending_verification',
    );
    for (const organizationId of [joined, foreign]) {
      const result = await t.gql(
        CREATE,
        { input: { name: 'G', billingAccountId, organizationId } },
        { token: owner.token },
      );
      expect(fieldErrors(result)).toEqual({ organizationId: [messages.organizationAdminOnly] });
    }
  });

  it('needs a signed-in user', async () => {
    const result = await t.gql(CREATE, { input: { name: 'G', billingAccountId: 'x' } });
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
  });
});

describe('updateParking', () => {
  const input = (billingAccountId: string, organizationId: string | null = null) => ({
    name: 'Nowa nazwa',
    note: null,
    billingAccountId,
    organizationId,
    hasRestrictions: true,
    maxWidthCm: 250,
  });

  it('authorization matrix: owner and organization admin ok, member FORBIDDEN, stranger and admin per policy', async () => {
    const { owner, orgAdmin, member, stranger, admin, parking, billingAccountId, organizationId } = await matrix(t);
    const ownerResult = await t.gql<{ updateParking: ParkingResult }>(
      UPDATE,
      { id: parking.id, input: input(billingAccountId, organizationId) },
      { token: owner.token },
    );
    expect(ownerResult.data?.updateParking).toMatchObject({ name: 'Nowa nazwa', note: null, maxWidthCm: 250 });
    expect(ownerResult.data?.updateParking.identifier).toBe(parking.identifier);
    // The organization's admin keeps the owner's billing account: unchanged ids need no ownership.
    const adminResult = await t.gql<{ updateParking: ParkingResult }>(
      UPDATE,
      { id: parking.id, input: { ...input(billingAccountId, organizationId), name: 'Od zarządu' } },
      { token: orgAdmin.token },
    );
    expect(adminResult.data?.updateParking.name).toBe('Od zarządu');
    const vars = { id: parking.id, input: input(billingAccountId, organizationId) };
    expect(errorCode(await t.gql(UPDATE, vars, { token: member.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(UPDATE, vars, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(UPDATE, vars, { token: admin.token }))).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, vars)).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(UPDATE, { ...vars, id: 'nope' }, { token: owner.token }))).toBe('NOT_FOUND');
  });

  it("refuses switching to a billing account that is not the caller's and an organization they do not administer", async () => {
    const { orgAdmin, parking, billingAccountId, organizationId } = await matrix(t);
    const strangersAccount = await billingAccount(t, (await person(t)).token);
    const foreignOrganization = await organization(t, []);
    const a = await t.gql(
      UPDATE,
      { id: parking.id, input: input(strangersAccount, organizationId) },
      { token: orgAdmin.token },
    );
    expect(fieldErrors(a)).toEqual({ billingAccountId: [messages.ownBillingAccount] });
    const b = await t.gql(
      UPDATE,
      { id: parking.id, input: input(billingAccountId, foreignOrganization) },
      { token: orgAdmin.token },
    );
    expect(fieldErrors(b)).toEqual({ organizationId: [messages.organizationAdminOnly] });
  });

  it('validates like createParking', async () => {
    const { owner, parking, billingAccountId } = await matrix(t);
    const result = await t.gql(
      UPDATE,
      { id: parking.id, input: { ...input(billingAccountId), name: '', maxWidthCm: -1 } },
      { token: owner.token },
    );
    expect(fieldErrors(result)).toEqual({ name: [messages.required], maxWidthCm: [messages.positiveInteger] });
  });

  it('can leave the organization', async () => {
    const { owner, parking, billingAccountId, member } = await matrix(t);
    await t.gql(UPDATE, { id: parking.id, input: input(billingAccountId, null) }, { token: owner.token });
    expect(errorCode(await get(member.token, parking.id))).toBe('NOT_FOUND');
  });
});

describe('parking and myParkings', () => {
  it('owner and organization admin manage, member views without the billing account, stranger NOT_FOUND', async () => {
    const { owner, orgAdmin, member, stranger, admin, parking, billingAccountId } = await matrix(t);
    expect((await get(owner.token, parking.id)).data?.parking).toMatchObject({
      canManage: true,
      billingAccount: { id: billingAccountId },
    });
    expect((await get(orgAdmin.token, parking.id)).data?.parking).toMatchObject({
      canManage: true,
      billingAccount: { id: billingAccountId },
    });
    expect((await get(member.token, parking.id)).data?.parking).toMatchObject({
      canManage: false,
      billingAccount: null,
    });
    expect((await get(admin.token, parking.id)).data?.parking).toMatchObject({
      canManage: false,
      billingAccount: null,
    });
    expect(errorCode(await get(stranger.token, parking.id))).toBe('NOT_FOUND');
    expect((await t.gql(GET, { id: parking.id })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await get(owner.token, '00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
  });

  it("lists own parkings and the organizations' ones, newest first; strangers see none", async () => {
    const { owner, member, stranger, parking, billingAccountId } = await matrix(t);
    const own = await createParking(t, owner.token, { billingAccountId, name: 'Tylko mój' });
    const mine = await t.gql<{ myParkings: { items: { id: string }[] } }>(MINE, {}, { token: owner.token });
    expect(mine.data?.myParkings.items.map((p) => p.id)).toEqual([own.id, parking.id]);
    const members = await t.gql<{ myParkings: { items: { id: string; canManage: boolean }[] } }>(
      MINE,
      {},
      { token: member.token },
    );
    expect(members.data?.myParkings.items).toEqual([
      { id: parking.id, name: 'Garaż', canManage: false, billingAccount: null },
    ]);
    expect((await t.gql<{ myParkings: unknown }>(MINE, {}, { token: stranger.token })).data?.myParkings).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await t.gql(MINE)).errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('shows the owner only to admins', async () => {
    const { owner, admin, parking } = await matrix(t);
    const query = 'query($id: ID!) { parking(id: $id) { owner { id name email } } }';
    expect(
      (await t.gql<{ parking: { owner: unknown } }>(query, { id: parking.id }, { token: owner.token })).data?.parking
        .owner,
    ).toBeNull();
    expect(
      (await t.gql<{ parking: { owner: unknown } }>(query, { id: parking.id }, { token: admin.token })).data?.parking
        .owner,
    ).toEqual({
      id: owner.id,
      name: 'Olga Owner',
      email: owner.email,
    });
  });
});
