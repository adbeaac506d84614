import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationInvitations, organizationMembers } from '../../db/schema/organizations';
import { sha256 } from '../../lib/tokens';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor, uniqueEmail } from '../../test/factories';

const CREATE = `mutation($input: OrganizationInput!) { createOrganization(input: $input) { id } }`;
const INVITE = `mutation($input: InviteOrganizationMemberInput!) {
  inviteOrganizationMember(input: $input) { id invitations { id email expiresAt createdAt } } }`;
const REVOKE = `mutation($id: ID!) { revokeOrganizationInvitation(id: $id) { id invitations { id } } }`;
const ACCEPT = `mutation($token: String!) { acceptOrganizationInvitation(token: $token) {
  id name myRole members { user { email } role } } }`;
const DESCRIBE = `query($token: String!) { organizationInvitation(token: $token) {
  organizationName inviterName email expiresAt state } }`;

interface Invitation {
  id: string;
  email: string;
  expiresAt: string;
  createdAt: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://parkshare.example' });
});

const signedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(t.app, overrides);
  return { user, token: await tokenFor(t.app, user) };
};
const mailsTo = (email: string) => t.outbox().filter((m) => m.to.includes(email));
const tokenIn = (email: string) => {
  const link = mailsTo(email).at(-1)?.headers['x-parkshare-link'] ?? '';
  return new URL(link || 'https://x').searchParams.get('token') ?? '';
};

/** An admin with an organization. */
async function organization(adminOverrides: Parameters<typeof createUser>[1] = { name: 'Anna Nowak' }) {
  const admin = await signedIn(adminOverrides);
  const created = await t.gql<{ createOrganization: { id: string } }>(
    CREATE,
    { input: { name: 'Wspólnota Słoneczna', type: 'community' } },
    { token: admin.token },
  );
  const id = created.data?.createOrganization.id;
  if (!id) throw new Error(JSON.stringify(created.errors));
  return { admin, id };
}

const invite = async (token: string, organizationId: string, email: string) =>
  t.gql<{ inviteOrganizationMember: { invitations: Invitation[] } }>(
    INVITE,
    { input: { organizationId, email } },
    { token },
  );

describe('inviteOrganizationMember', () => {
  it('stores only the hash, expires in 7 days and e-mails the link in the inviter’s language to a new address', async () => {
    const { admin, id } = await organization({ name: 'Anna Nowak', language: 'pl' });
    const email = uniqueEmail('neighbour');
    const before = Date.now();
    const result = await invite(admin.token, id, `  ${email.toUpperCase()} `);
    const [invitation] = result.data?.inviteOrganizationMember.invitations ?? [];
    expect(invitation?.email).toBe(email);
    const ttl = new Date(invitation?.expiresAt ?? 0).getTime() - before;
    expect(ttl).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 60_000);

    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('Anna Nowak zaprasza Cię do organizacji „Wspólnota Słoneczna” w Parkshare');
    const link = mail?.headers['x-parkshare-link'] ?? '';
    expect(link).toMatch(/^https:\/\/parkshare\.example\/organization-invitation\?token=[\w-]{43}$/);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link);
    const token = tokenIn(email);
    const [row] = await t.app.deps.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.email, email));
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('writes to an existing account in its own language', async () => {
    const { admin, id } = await organization({ name: 'Anna Nowak', language: 'pl' });
    const invitee = await createUser(t.app, { language: 'en', name: 'John Smith' });
    await invite(admin.token, id, invitee.email);
    const [mail] = mailsTo(invitee.email);
    expect(mail?.subject).toBe('Anna Nowak invites you to Wspólnota Słoneczna on Parkshare');
    expect(mail?.text).toContain('Hello John Smith,');
  });

  it('escapes names in the HTML and keeps header lines whole', async () => {
    const { admin, id } = await organization({ name: '<b>Evil</b>\r\nBcc: x@example.com' });
    const email = uniqueEmail();
    await invite(admin.token, id, email);
    const [mail] = mailsTo(email);
    expect(mail?.html).not.toContain('<b>Evil</b>');
    expect(mail?.html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
    expect(mail?.headers.bcc).toBeUndefined();
  });

  it('replaces the open invitation when the same address is invited again', async () => {
    const { admin, id } = await organization();
    const email = uniqueEmail();
    await invite(admin.token, id, email);
    const firstToken = tokenIn(email);
    const again = await invite(admin.token, id, email);
    expect(again.data?.inviteOrganizationMember.invitations).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(2);
    const secondToken = tokenIn(email);
    expect(secondToken).not.toBe(firstToken);
    const old = await t.gql<{ organizationInvitation: { state: string } }>(
      DESCRIBE,
      { token: firstToken },
      { token: admin.token },
    );
    expect(old.data?.organizationInvitation.state).toBe('revoked');
  });

  it('refuses an address that is already a member, with a field error', async () => {
    const { admin, id } = await organization();
    const result = await invite(admin.token, id, admin.user.email.toUpperCase());
    expect(fieldErrors(result)).toEqual({ email: [messages.alreadyMember] });
    expect(mailsTo(admin.user.email)).toHaveLength(0);
  });

  it('names the field for missing, malformed and oversized input', async () => {
    const { admin, id } = await organization();
    expect(fieldErrors(await t.gql(INVITE, { input: {} }, { token: admin.token }))).toEqual({
      organizationId: [messages.required],
      email: [messages.required],
    });
    expect(fieldErrors(await invite(admin.token, id, 'not an address'))).toEqual({ email: [messages.email] });
    expect(fieldErrors(await invite(admin.token, id, `${'a'.repeat(250)}@example.com`))).toEqual({
      email: [formatMessage('maxLength', { count: 254 })],
    });
    // A header injection attempt: a one-line text with a line break inside (decision 062).
    expect(fieldErrors(await invite(admin.token, id, '"<script>"@example.com\r\nBcc: x@y.z'))).toEqual({
      email: [messages.lineBreak],
    });
    expect(fieldErrors(await invite(admin.token, id, '"<script>"@example.com'))).toEqual({ email: [messages.email] });
  });

  it('is for admins only: members FORBIDDEN, strangers NOT_FOUND, signed out UNAUTHENTICATED', async () => {
    const { id } = await organization();
    const member = await signedIn();
    await t.app.deps.db.insert(organizationMembers).values({ organizationId: id, userId: member.user.id });
    const stranger = await signedIn();
    const email = uniqueEmail();
    expect(errorCode(await invite(member.token, id, email))).toBe('FORBIDDEN');
    expect(errorCode(await invite(stranger.token, id, email))).toBe('NOT_FOUND');
    expect(errorCode(await invite(stranger.token, 'nope', email))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(INVITE, { input: { organizationId: id, email } }))).toBe('UNAUTHENTICATED');
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('organizationInvitation', () => {
  it('describes a pending invitation to any signed-in holder of the token; unknown tokens are NOT_FOUND', async () => {
    const { admin, id } = await organization({ name: 'Anna Nowak' });
    const email = uniqueEmail();
    await invite(admin.token, id, email);
    const someone = await signedIn();
    const result = await t.gql<{ organizationInvitation: Record<string, unknown> }>(
      DESCRIBE,
      { token: tokenIn(email) },
      { token: someone.token },
    );
    expect(result.data?.organizationInvitation).toMatchObject({
      organizationName: 'Wspólnota Słoneczna',
      inviterName: 'Anna Nowak',
      email,
      state: 'pending',
    });
    expect(errorCode(await t.gql(DESCRIBE, { token: 'made-up' }, { token: someone.token }))).toBe('NOT_FOUND');
    expect(fieldErrors(await t.gql(DESCRIBE, { token: 'x'.repeat(500) }, { token: someone.token }))).toEqual({
      token: [formatMessage('maxLength', { count: 128 })],
    });
    expect(errorCode(await t.gql(DESCRIBE, { token: tokenIn(email) }))).toBe('UNAUTHENTICATED');
  });
});

describe('acceptOrganizationInvitation', () => {
  async function invited(emailCase: (email: string) => string = (e) => e) {
    const { admin, id } = await organization();
    const invitee = await signedIn();
    await invite(admin.token, id, emailCase(invitee.user.email));
    return { admin, id, invitee, token: tokenIn(invitee.user.email) };
  }

  it('makes the invited address a member, once, case-insensitively', async () => {
    const { id, invitee, token, admin } = await invited((e) => e.toUpperCase());
    const result = await t.gql<{ acceptOrganizationInvitation: Record<string, unknown> }>(
      ACCEPT,
      { token },
      { token: invitee.token },
    );
    expect(result.data?.acceptOrganizationInvitation).toMatchObject({
      id,
      name: 'Wspólnota Słoneczna',
      myRole: 'member',
    });
    const described = await t.gql<{ organizationInvitation: { state: string } }>(
      DESCRIBE,
      { token },
      { token: invitee.token },
    );
    expect(described.data?.organizationInvitation.state).toBe('accepted');
    const again = await t.gql(ACCEPT, { token }, { token: invitee.token });
    expect(fieldErrors(again)).toEqual({ token: [messages.invitationUsed] });
    const org = await t.gql<{ inviteOrganizationMember: { invitations: unknown[] } }>(
      INVITE,
      {
        input: { organizationId: id, email: uniqueEmail() },
      },
      { token: admin.token },
    );
    expect(org.data?.inviteOrganizationMember.invitations).toHaveLength(1);
  });

  it('refuses another signed-in user and leaves the invitation usable by its addressee', async () => {
    const { id, invitee, token } = await invited();
    const other = await signedIn();
    expect(fieldErrors(await t.gql(ACCEPT, { token }, { token: other.token }))).toEqual({
      token: [messages.invitationOtherEmail],
    });
    const members = await t.app.deps.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, id));
    expect(members.map((m) => m.userId)).not.toContain(other.user.id);
    expect((await t.gql(ACCEPT, { token }, { token: invitee.token })).errors).toBeUndefined();
  });

  it('refuses an expired invitation', async () => {
    const { invitee, token } = await invited();
    await t.app.deps.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.tokenHash, sha256(token)));
    expect(fieldErrors(await t.gql(ACCEPT, { token }, { token: invitee.token }))).toEqual({
      token: [messages.invitationExpired],
    });
    const described = await t.gql<{ organizationInvitation: { state: string } }>(
      DESCRIBE,
      { token },
      { token: invitee.token },
    );
    expect(described.data?.organizationInvitation.state).toBe('expired');
  });

  it('refuses a withdrawn invitation; only admins withdraw', async () => {
    const { admin, id, invitee, token } = await invited();
    const [row] = await t.app.deps.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.tokenHash, sha256(token)));
    const invitationId = row?.id ?? '';
    const member = await signedIn();
    await t.app.deps.db.insert(organizationMembers).values({ organizationId: id, userId: member.user.id });
    expect(errorCode(await t.gql(REVOKE, { id: invitationId }, { token: member.token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(REVOKE, { id: invitationId }, { token: invitee.token }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(REVOKE, { id: 'bogus' }, { token: admin.token }))).toBe('NOT_FOUND');

    const revoked = await t.gql<{ revokeOrganizationInvitation: { invitations: unknown[] } }>(
      REVOKE,
      { id: invitationId },
      { token: admin.token },
    );
    expect(revoked.data?.revokeOrganizationInvitation.invitations).toEqual([]);
    expect((await t.gql(REVOKE, { id: invitationId }, { token: admin.token })).errors).toBeUndefined();
    expect(fieldErrors(await t.gql(ACCEPT, { token }, { token: invitee.token }))).toEqual({
      token: [messages.invitationRevoked],
    });
  });

  it('cannot withdraw an accepted invitation', async () => {
    const { admin, invitee, token } = await invited();
    await t.gql(ACCEPT, { token }, { token: invitee.token });
    const [row] = await t.app.deps.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.tokenHash, sha256(token)));
    expect(fieldErrors(await t.gql(REVOKE, { id: row?.id }, { token: admin.token }))).toEqual({
      id: [messages.invitationUsed],
    });
  });

  it('refuses someone who is already a member, and unknown or missing tokens', async () => {
    const { admin, id } = await organization();
    const invitee = await signedIn();
    await invite(admin.token, id, invitee.user.email);
    const token = tokenIn(invitee.user.email);
    await t.app.deps.db.insert(organizationMembers).values({ organizationId: id, userId: invitee.user.id });
    expect(fieldErrors(await t.gql(ACCEPT, { token }, { token: invitee.token }))).toEqual({
      token: [messages.alreadyMemberSelf],
    });
    expect(fieldErrors(await t.gql(ACCEPT, { token: 'made-up' }, { token: invitee.token }))).toEqual({
      token: [messages.invitationInvalid],
    });
    expect(fieldErrors(await t.gql(ACCEPT, { token: '   ' }, { token: invitee.token }))).toEqual({
      token: [messages.required],
    });
    expect(errorCode(await t.gql(ACCEPT, { token }))).toBe('UNAUTHENTICATED');
  });
});
