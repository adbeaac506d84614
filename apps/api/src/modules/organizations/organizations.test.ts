import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { parkings } from '../../db/schema/parkings';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor, type TestUser } from '../../test/factories';

const FIELDS = `id name description type status myRole memberCount createdAt
  members { user { id name email } role joinedAt } invitations { id email expiresAt createdAt }`;
const CREATE = `mutation($input: OrganizationInput!) { createOrganization(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: OrganizationInput!) { updateOrganization(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!) { organization(id: $id) { ${FIELDS} } }`;
const LIST = `query { myOrganizations { id name myRole memberCount } }`;
const REMOVE = `mutation($o: ID!, $u: ID!) { removeOrganizationMember(organizationId: $o, userId: $u) { id members { user { id } role } } }`;
const SET_ROLE = `mutation($input: SetOrganizationMemberRoleInput!) {
  setOrganizationMemberRole(input: $input) { id myRole members { user { id } role } } }`;
const LEAVE = 'mutation($id: ID!) { leaveOrganization(id: $id) }';
const INVITE = `mutation($input: InviteOrganizationMemberInput!) { inviteOrganizationMember(input: $input) { id } }`;

interface Org {
  id: string;
  name: string;
  description: string | null;
  type: string;
  status: string;
  myRole: string;
  memberCount: number;
  members: { user: { id: string; name: string; email: string }; role: string }[];
  invitations: { id: string; email: string }[];
}

const INPUT = { name: 'Wspólnota Słoneczna 12', description: 'Garaż pod blokiem', type: 'community' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const signedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(t.app, overrides);
  return { user, token: await tokenFor(t.app, user) };
};
const create = async (token: string, input: Record<string, unknown> = {}) => {
  const result = await t.gql<{ createOrganization: Org }>(CREATE, { input: { ...INPUT, ...input } }, { token });
  if (!result.data?.createOrganization) throw new Error(JSON.stringify(result.errors));
  return result.data.createOrganization;
};
const join = (organizationId: string, user: TestUser, role: 'admin' | 'member' = 'member') =>
  t.app.deps.db.insert(organizationMembers).values({ organizationId, userId: user.id, role });
const memberRows = (organizationId: string) =>
  t.app.deps.db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, organizationId));

/** An organization with an admin, a member and a stranger, for the authorization matrix. */
async function cast() {
  const admin = await signedIn({ name: 'Anna Admin' });
  const member = await signedIn({ name: 'Marek Member' });
  const stranger = await signedIn();
  const org = await create(admin.token);
  await join(org.id, member.user);
  return { admin, member, stranger, org };
}

describe('createOrganization', () => {
  it('creates an active organization with its creator as the only admin', async () => {
    const { user, token } = await signedIn({ name: 'Anna Nowak' });
    const org = await create(token, { name: '  Wspólnota Słoneczna 12 ', description: '' });
    expect(org).toMatchObject({
      name: 'Wspólnota Słoneczna 12',
      description: null,
      type: 'community',
      status: 'active',
      myRole: 'admin',
      memberCount: 1,
      members: [{ user: { id: user.id, name: 'Anna Nowak', email: user.email }, role: 'admin' }],
      invitations: [],
    });
    const list = await t.gql<{ myOrganizations: Org[] }>(LIST, {}, { token });
    expect(list.data?.myOrganizations).toEqual([{ id: org.id, name: org.name, myRole: 'admin', memberCount: 1 }]);
  });

  it('keeps hostile text as plain data', async () => {
    const { token } = await signedIn();
    const name = `<script>alert(1)</script>'; drop table organizations; --`;
    const org = await create(token, { name, description: 'Ünïcödé 🚗', type: 'other' });
    expect(org.name).toBe(name);
    expect(org.description).toBe('Ünïcödé 🚗');
  });

  it('names the field for missing, oversized and unknown values, and stores nothing', async () => {
    const { user, token } = await signedIn();
    const missing = await t.gql(CREATE, { input: {} }, { token });
    expect(fieldErrors(missing)).toEqual({ name: [messages.required], type: [messages.invalidValue] });
    const bad = await t.gql(
      CREATE,
      { input: { name: 'x'.repeat(201), description: 'y'.repeat(1001), type: 'cooperative' } },
      { token },
    );
    expect(fieldErrors(bad)).toEqual({
      name: [formatMessage('maxLength', { count: 200 })],
      description: [formatMessage('maxLength', { count: 1000 })],
      type: [messages.invalidValue],
    });
    const blank = await t.gql(CREATE, { input: { ...INPUT, name: '   ' } }, { token });
    expect(fieldErrors(blank)).toEqual({ name: [messages.required] });
    const rows = await t.app.deps.db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const result = await t.gql(CREATE, { input: INPUT });
    expect(result.errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(LIST))).toBe('UNAUTHENTICATED');
  });
});

describe('organization and myOrganizations', () => {
  it('shows the organization to members (without invitations) and NOT_FOUND to everyone else', async () => {
    const { admin, member, stranger, org } = await cast();
    await t.gql(INVITE, { input: { organizationId: org.id, email: 'neighbour@example.com' } }, { token: admin.token });

    const asAdmin = await t.gql<{ organization: Org }>(GET, { id: org.id }, { token: admin.token });
    expect(asAdmin.data?.organization.invitations.map((i) => i.email)).toEqual(['neighbour@example.com']);
    expect(asAdmin.data?.organization.members.map((m) => [m.user.name, m.role])).toEqual([
      ['Anna Admin', 'admin'],
      ['Marek Member', 'member'],
    ]);

    const asMember = await t.gql<{ organization: Org }>(GET, { id: org.id }, { token: member.token });
    expect(asMember.data?.organization).toMatchObject({ myRole: 'member', memberCount: 2, invitations: [] });

    expect(errorCode(await t.gql(GET, { id: org.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(GET, { id: 'not-a-uuid' }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(GET, { id: crypto.randomUUID() }, { token: admin.token }))).toBe('NOT_FOUND');
    const admins = await signedIn({ roles: ['user', 'admin'] });
    expect(errorCode(await t.gql(GET, { id: org.id }, { token: admins.token }))).toBe('NOT_FOUND');

    const list = await t.gql<{ myOrganizations: Org[] }>(LIST, {}, { token: stranger.token });
    expect(list.data?.myOrganizations).toEqual([]);
  });

  it('lists several organizations by name with the role in each', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const zeta = await create(a.token, { name: 'Zeta' });
    const alpha = await create(b.token, { name: 'alpha', type: 'company' });
    await join(alpha.id, a.user);
    const list = await t.gql<{ myOrganizations: Org[] }>(LIST, {}, { token: a.token });
    expect(list.data?.myOrganizations).toEqual([
      { id: alpha.id, name: 'alpha', myRole: 'member', memberCount: 2 },
      { id: zeta.id, name: 'Zeta', myRole: 'admin', memberCount: 1 },
    ]);
  });
});

describe('updateOrganization', () => {
  it('lets admins change name, description and type', async () => {
    const { admin, org } = await cast();
    const result = await t.gql<{ updateOrganization: Org }>(
      UPDATE,
      { id: org.id, input: { name: 'Firma Parkingowa', description: 'Nowy opis', type: 'company' } },
      { token: admin.token },
    );
    expect(result.data?.updateOrganization).toMatchObject({
      id: org.id,
      name: 'Firma Parkingowa',
      description: 'Nowy opis',
      type: 'company',
      status: 'active',
      myRole: 'admin',
    });
  });

  it('refuses members (FORBIDDEN), strangers (NOT_FOUND) and bad input, changing nothing', async () => {
    const { admin, member, stranger, org } = await cast();
    const input = { ...INPUT, name: 'Hijacked' };
    expect(errorCode(await t.gql(UPDATE, { id: org.id, input }, { token: member.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(UPDATE, { id: org.id, input }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(UPDATE, { id: org.id, input }))).toBe('UNAUTHENTICATED');
    const bad = await t.gql(UPDATE, { id: org.id, input: { ...INPUT, type: 'COMMUNITY' } }, { token: admin.token });
    expect(fieldErrors(bad)).toEqual({ type: [messages.invalidValue] });
    const [row] = await t.app.deps.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row?.name).toBe(INPUT.name);
  });
});

describe('removeOrganizationMember', () => {
  it('lets an admin remove a member, who then loses access', async () => {
    const { admin, member, org } = await cast();
    const result = await t.gql<{ removeOrganizationMember: Org }>(
      REMOVE,
      { o: org.id, u: member.user.id },
      { token: admin.token },
    );
    expect(result.data?.removeOrganizationMember.members).toEqual([{ user: { id: admin.user.id }, role: 'admin' }]);
    expect(errorCode(await t.gql(GET, { id: org.id }, { token: member.token }))).toBe('NOT_FOUND');
  });

  it('refuses members, strangers, unknown members and the last admin', async () => {
    const { admin, member, stranger, org } = await cast();
    expect(errorCode(await t.gql(REMOVE, { o: org.id, u: admin.user.id }, { token: member.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(REMOVE, { o: org.id, u: member.user.id }, { token: stranger.token }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await t.gql(REMOVE, { o: org.id, u: stranger.user.id }, { token: admin.token }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await t.gql(REMOVE, { o: org.id, u: 'junk' }, { token: admin.token }))).toBe('NOT_FOUND');
    const last = await t.gql(REMOVE, { o: org.id, u: admin.user.id }, { token: admin.token });
    expect(fieldErrors(last)).toEqual({ userId: [messages.lastAdmin] });
    expect(await memberRows(org.id)).toHaveLength(2);
  });

  it('lets an admin remove another admin while one remains', async () => {
    const { admin, org } = await cast();
    const second = await signedIn();
    await join(org.id, second.user, 'admin');
    const result = await t.gql(REMOVE, { o: org.id, u: admin.user.id }, { token: second.token });
    expect(result.errors).toBeUndefined();
    expect((await memberRows(org.id)).map((m) => m.userId).sort()).not.toContain(admin.user.id);
  });
});

describe('setOrganizationMemberRole', () => {
  const setRole = (token: string, input: Record<string, unknown>) =>
    t.gql<{ setOrganizationMemberRole: Org }>(SET_ROLE, { input }, { token });
  const roles = async (organizationId: string) =>
    Object.fromEntries((await memberRows(organizationId)).map((row) => [row.userId, row.role]));

  it('makes a member an admin, who may then manage the organization, and back again', async () => {
    const { admin, member, org } = await cast();
    const promoted = await setRole(admin.token, { organizationId: org.id, userId: member.user.id, role: 'admin' });
    expect(promoted.data?.setOrganizationMemberRole).toMatchObject({
      myRole: 'admin',
      members: expect.arrayContaining([{ user: { id: member.user.id }, role: 'admin' }]) as unknown,
    });
    const update = await t.gql(
      UPDATE,
      { id: org.id, input: { ...INPUT, name: 'Nowa nazwa' } },
      { token: member.token },
    );
    expect(update.errors).toBeUndefined();
    // The new admin demotes the founder; the founder keeps access as a member.
    const demoted = await setRole(member.token, { organizationId: org.id, userId: admin.user.id, role: 'member' });
    expect(demoted.errors).toBeUndefined();
    expect(await roles(org.id)).toEqual({ [admin.user.id]: 'member', [member.user.id]: 'admin' });
    const seen = await t.gql<{ organization: Org }>(GET, { id: org.id }, { token: admin.token });
    expect(seen.data?.organization.myRole).toBe('member');
  });

  it('lets an admin step down while another admin remains, answering with the new role', async () => {
    const { admin, org } = await cast();
    const second = await signedIn();
    await join(org.id, second.user, 'admin');
    const result = await setRole(admin.token, { organizationId: org.id, userId: admin.user.id, role: 'member' });
    expect(result.data?.setOrganizationMemberRole.myRole).toBe('member');
    expect(
      errorCode(await setRole(admin.token, { organizationId: org.id, userId: second.user.id, role: 'member' })),
    ).toBe('FORBIDDEN');
  });

  it('never demotes the last admin, and leaves the role unchanged when it already is the one asked for', async () => {
    const { admin, member, org } = await cast();
    const last = await setRole(admin.token, { organizationId: org.id, userId: admin.user.id, role: 'member' });
    expect(fieldErrors(last)).toEqual({ role: [messages.lastAdmin] });
    const same = await setRole(admin.token, { organizationId: org.id, userId: member.user.id, role: 'member' });
    expect(same.errors).toBeUndefined();
    expect(await roles(org.id)).toEqual({ [admin.user.id]: 'admin', [member.user.id]: 'member' });
  });

  it('refuses members (FORBIDDEN), strangers, non-members and junk ids (NOT_FOUND), changing nothing', async () => {
    const { admin, member, stranger, org } = await cast();
    const promote = (userId: string) => ({ organizationId: org.id, userId, role: 'admin' });
    expect(errorCode(await setRole(member.token, promote(member.user.id)))).toBe('FORBIDDEN');
    expect(errorCode(await setRole(stranger.token, promote(stranger.user.id)))).toBe('NOT_FOUND');
    expect(errorCode(await setRole(admin.token, promote(stranger.user.id)))).toBe('NOT_FOUND');
    expect(errorCode(await setRole(admin.token, promote("' or 1=1 --")))).toBe('NOT_FOUND');
    const otherOrg = await create(stranger.token);
    expect(
      errorCode(await setRole(admin.token, { organizationId: otherOrg.id, userId: member.user.id, role: 'admin' })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await setRole(admin.token, { ...promote(member.user.id), organizationId: 'junk' }))).toBe(
      'NOT_FOUND',
    );
    expect(await roles(org.id)).toEqual({ [admin.user.id]: 'admin', [member.user.id]: 'member' });
  });

  it('names the field for missing, oversized and unknown values, and needs a signed-in user', async () => {
    const { admin, member, org } = await cast();
    expect(fieldErrors(await setRole(admin.token, {}))).toEqual({
      organizationId: [messages.required],
      userId: [messages.required],
      role: [messages.invalidValue],
    });
    const oversized = await setRole(admin.token, {
      organizationId: 'x'.repeat(65),
      userId: member.user.id,
      role: 'admin',
    });
    expect(fieldErrors(oversized)).toEqual({ organizationId: [formatMessage('maxLength', { count: 64 })] });
    const unknownRole = await setRole(admin.token, { organizationId: org.id, userId: member.user.id, role: 'owner' });
    expect(fieldErrors(unknownRole)).toEqual({ role: [messages.invalidValue] });
    const anonymous = await t.gql(SET_ROLE, {
      input: { organizationId: org.id, userId: member.user.id, role: 'admin' },
    });
    expect(anonymous.errors?.[0]?.message).toBe('Unauthenticated.');
    expect(await roles(org.id)).toEqual({ [admin.user.id]: 'admin', [member.user.id]: 'member' });
  });
});

describe('leaveOrganization', () => {
  it('lets a member leave', async () => {
    const { member, org } = await cast();
    const result = await t.gql<{ leaveOrganization: string }>(LEAVE, { id: org.id }, { token: member.token });
    expect(result.data?.leaveOrganization).toBe(org.id);
    const left = await t.app.deps.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.userId, member.user.id)));
    expect(left).toHaveLength(0);
  });

  it('keeps the last admin in, lets an admin go when another remains, and NOT_FOUND for strangers', async () => {
    const { admin, stranger, org } = await cast();
    expect(fieldErrors(await t.gql(LEAVE, { id: org.id }, { token: admin.token }))).toEqual({
      id: [messages.lastAdmin],
    });
    expect(errorCode(await t.gql(LEAVE, { id: org.id }, { token: stranger.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(LEAVE, { id: "' or 1=1 --" }, { token: stranger.token }))).toBe('NOT_FOUND');
    const second = await signedIn();
    await join(org.id, second.user, 'admin');
    expect((await t.gql(LEAVE, { id: org.id }, { token: admin.token })).errors).toBeUndefined();
    expect(await memberRows(org.id)).toHaveLength(2);
  });
});

describe('Parking.organization', () => {
  const PARKING = 'query($id: ID!) { parking(id: $id) { id organization { id name myRole } } }';
  const BILLING = 'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }';

  async function parkingOf(owner: { user: TestUser; token: string }, organizationId: string | null) {
    const billing = await t.gql<{ createBillingAccount: { id: string } }>(
      BILLING,
      {
        input: {
          fullName: 'Anna Admin',
          buildingNumber: '1',
          postcode: '00-950',
          city: 'Warszawa',
          invoiceEmail: 'a@example.com',
        },
      },
      { token: owner.token },
    );
    const suffix = Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, 'X');
    const [row] = await t.app.deps.db
      .insert(parkings)
      .values({
        identifier: `ORG-${suffix}`,
        ownerId: owner.user.id,
        organizationId,
        billingAccountId: billing.data?.createBillingAccount.id ?? '',
        name: 'Garaż',
      })
      .returning({ id: parkings.id });
    return row?.id ?? '';
  }

  it('shows the organization to its members and null when there is none', async () => {
    const { admin, member, org } = await cast();
    const id = await parkingOf(admin, org.id);
    const asAdmin = await t.gql(PARKING, { id }, { token: admin.token });
    expect(asAdmin.data).toEqual({ parking: { id, organization: { id: org.id, name: org.name, myRole: 'admin' } } });
    const asMember = await t.gql(PARKING, { id }, { token: member.token });
    expect(asMember.data).toEqual({ parking: { id, organization: { id: org.id, name: org.name, myRole: 'member' } } });
    const plain = await parkingOf(admin, null);
    expect((await t.gql(PARKING, { id: plain }, { token: admin.token })).data).toEqual({
      parking: { id: plain, organization: null },
    });
  });
});
