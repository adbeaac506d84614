import { isLocale, type Locale } from '@parkshare/shared/locales';
import { messages } from '@parkshare/shared/validation/messages';
import type { InviteMemberData } from '@parkshare/shared/validation/organizations';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  type OrganizationInvitationRow,
} from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { fieldError, notFound } from '../../lib/errors';
import { isUuid, randomToken, sha256 } from '../../lib/tokens';
import type { Viewer } from '../../lib/viewer';
import { roleIn } from './membership.service';
import { organizationInvitationMail } from './organization-mail';
import { requireRoomToInvite, requireRoomToJoin } from './organization-bounds';
import { requireOrganization, type OrganizationView } from './organizations.policy';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export interface InvitationSummary {
  organizationName: string;
  inviterName: string | null;
  email: string;
  expiresAt: Date;
  state: InvitationState;
}

/**
 * Invites an address into an organization (admins only): a 32-byte random token whose SHA-256 alone is stored,
 * valid for 7 days, e-mailed as a link in the invitee's language (the inviter's when the address has no
 * account). Inviting the same address again withdraws the open invitation and sends a new one; a member's
 * address is a field error. The row and the mail succeed or fail together.
 */
export function inviteOrganizationMember({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: InviteMemberData;
}): Promise<OrganizationView> {
  return deps.db.transaction(async (tx) => {
    const organization = await requireOrganization(tx, {
      userId: viewer.user.id,
      organizationId: input.organizationId,
      need: 'admin',
      lock: true,
    });
    const [invitee] = await tx
      .select({ id: users.id, name: users.name, language: users.language })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email))
      .limit(1);
    if (invitee && (await isMember(tx, organization.id, invitee.id))) throw fieldError('email', messages.alreadyMember);

    const now = new Date();
    await tx
      .update(organizationInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(organizationInvitations.organizationId, organization.id),
          eq(organizationInvitations.email, input.email),
          open,
        ),
      );
    await requireRoomToInvite(tx, organization.id, now);
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    await tx.insert(organizationInvitations).values({
      organizationId: organization.id,
      email: input.email,
      tokenHash: sha256(token),
      invitedBy: viewer.user.id,
      expiresAt,
    });

    const link = `${deps.config.publicUrl}/organization-invitation?token=${encodeURIComponent(token)}`;
    const language: Locale = isLocale(invitee?.language)
      ? invitee.language
      : isLocale(viewer.user.language)
        ? viewer.user.language
        : 'en';
    const mail = organizationInvitationMail({
      language,
      inviteeName: invitee?.name ?? null,
      inviterName: viewer.user.name,
      organizationName: organization.name,
      email: input.email,
      link,
      expiresAt,
    });
    await deps.mailer.send({ to: input.email, ...mail, headers: { 'X-Parkshare-Link': link } });
    return organization;
  });
}

/** Withdraws an open invitation (admins of its organization); withdrawing it twice is harmless. */
export function revokeOrganizationInvitation({
  deps,
  userId,
  invitationId,
}: {
  deps: AppDeps;
  userId: string;
  invitationId: string;
}): Promise<OrganizationView> {
  return deps.db.transaction(async (tx) => {
    if (!isUuid(invitationId)) throw notFound();
    const [invitation] = await tx
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, invitationId))
      .limit(1);
    if (!invitation) throw notFound();
    const organization = await requireOrganization(tx, {
      userId,
      organizationId: invitation.organizationId,
      need: 'admin',
      lock: true,
    });
    if (invitation.acceptedAt) throw fieldError('id', messages.invitationUsed);
    if (!invitation.revokedAt) {
      await tx
        .update(organizationInvitations)
        .set({ revokedAt: new Date() })
        .where(eq(organizationInvitations.id, invitation.id));
    }
    return organization;
  });
}

/** What an invitation link is about, for the acceptance screen; NOT_FOUND for a token that was never issued. */
export async function describeInvitation({
  deps,
  token,
}: {
  deps: AppDeps;
  token: string;
}): Promise<InvitationSummary> {
  const [row] = await deps.db
    .select({ invitation: organizationInvitations, organizationName: organizations.name, inviterName: users.name })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw notFound();
  return {
    organizationName: row.organizationName,
    inviterName: row.inviterName,
    email: row.invitation.email,
    expiresAt: row.invitation.expiresAt,
    state: stateOf(row.invitation, new Date()),
  };
}

/**
 * Joins the organization through an invitation, in one transaction: only the signed-in user whose e-mail is
 * the invited address (case-insensitive) may; the token works once; an expired, withdrawn or used invitation,
 * or one for someone who is already a member, is refused with a message on `token`.
 */
export function acceptOrganizationInvitation({
  deps,
  viewer,
  token,
}: {
  deps: AppDeps;
  viewer: Viewer;
  token: string;
}): Promise<OrganizationView> {
  return deps.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.tokenHash, sha256(token)))
      .limit(1)
      .for('update');
    if (!invitation) throw fieldError('token', messages.invitationInvalid);
    const state = stateOf(invitation, new Date());
    if (state !== 'pending') throw fieldError('token', refusal[state]);
    if (viewer.user.email.toLowerCase() !== invitation.email) throw fieldError('token', messages.invitationOtherEmail);
    if (await isMember(tx, invitation.organizationId, viewer.user.id)) {
      throw fieldError('token', messages.alreadyMemberSelf);
    }

    await requireRoomToJoin(tx, viewer.user.id, 'token');
    // Claiming in the UPDATE itself makes a second, concurrent use of the same token impossible.
    const [claimed] = await tx
      .update(organizationInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: viewer.user.id })
      .where(and(eq(organizationInvitations.id, invitation.id), open))
      .returning({ id: organizationInvitations.id });
    if (!claimed) throw fieldError('token', messages.invitationUsed);
    await tx
      .insert(organizationMembers)
      .values({ organizationId: invitation.organizationId, userId: viewer.user.id, role: 'member' });
    return requireOrganization(tx, {
      userId: viewer.user.id,
      organizationId: invitation.organizationId,
      need: 'member',
    });
  });
}

const open = and(isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt));

const refusal = {
  accepted: messages.invitationUsed,
  expired: messages.invitationExpired,
  revoked: messages.invitationRevoked,
} as const;

function stateOf(invitation: OrganizationInvitationRow, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

async function isMember(db: Db, organizationId: string, userId: string): Promise<boolean> {
  return (await roleIn(db, { organizationId, userId })) !== null;
}
