import { messages } from '@parkshare/shared/validation/messages';
import type { MemberRoleData } from '@parkshare/shared/validation/organizations';
import type { OrganizationData } from '@parkshare/shared/validation/owners';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  type MemberRole,
  type OrganizationInvitationRow,
} from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { fieldError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { requireRoomToJoin } from './organization-bounds';
import { requireOrganization, type OrganizationView } from './organizations.policy';

export interface OrganizationMemberView {
  user: { id: string; name: string; email: string };
  role: MemberRole;
  joinedAt: Date;
}

interface UserOptions {
  deps: AppDeps;
  userId: string;
}

interface OrganizationOptions extends UserOptions {
  organizationId: string;
}

/** The organizations the user belongs to, with their role in each, by name. */
export async function listMyOrganizations({ deps, userId }: UserOptions): Promise<OrganizationView[]> {
  const rows = await deps.db
    .select({ organization: organizations, myRole: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
  return rows.map(({ organization, myRole }) => ({ ...organization, myRole }));
}

/** One organization the user belongs to; NOT_FOUND for everyone else. */
export function getOrganization({ deps, userId, organizationId }: OrganizationOptions): Promise<OrganizationView> {
  return requireOrganization(deps.db, { userId, organizationId, need: 'member' });
}

/** The user's view of an organization, or null when they are not a member (used by fields on other types). */
export async function findOrganizationFor(
  db: Db,
  options: { userId: string; organizationId: string },
): Promise<OrganizationView | null> {
  try {
    return await requireOrganization(db, { ...options, need: 'member' });
  } catch {
    return null;
  }
}

/**
 * Creates an organization, active from the start, with its creator as its first admin, in one transaction; one
 * who already belongs to MAX_ORGANIZATIONS_PER_USER organizations is refused.
 */
export function createOrganization({
  deps,
  userId,
  input,
}: UserOptions & { input: OrganizationData }): Promise<OrganizationView> {
  return deps.db.transaction(async (tx) => {
    await requireRoomToJoin(tx, userId, 'input');
    const [organization] = await tx
      .insert(organizations)
      .values({ ...columns(input), status: 'active', createdBy: userId })
      .returning();
    if (!organization) throw new Error('organization insert failed');
    await tx.insert(organizationMembers).values({ organizationId: organization.id, userId, role: 'admin' });
    return { ...organization, myRole: 'admin' as const };
  });
}

/** Replaces an organization's name, description and type. Admins only (members get FORBIDDEN). */
export function updateOrganization({
  deps,
  userId,
  organizationId,
  input,
}: OrganizationOptions & { input: OrganizationData }): Promise<OrganizationView> {
  return deps.db.transaction(async (tx) => {
    const current = await requireOrganization(tx, { userId, organizationId, need: 'admin', lock: true });
    const [row] = await tx
      .update(organizations)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(organizations.id, organizationId))
      .returning();
    if (!row) throw notFound();
    return { ...row, myRole: current.myRole };
  });
}

/**
 * Removes a member. Admins only; removing oneself is leaving. The last admin cannot be removed, so that
 * someone can always manage the organization and its parkings. The organization row is locked meanwhile.
 */
export function removeOrganizationMember({
  deps,
  userId,
  organizationId,
  memberId,
}: OrganizationOptions & { memberId: string }): Promise<OrganizationView> {
  return deps.db.transaction(async (tx) => {
    const organization = await requireOrganization(tx, { userId, organizationId, need: 'admin', lock: true });
    if (!isUuid(memberId)) throw notFound();
    await removeMember(tx, organizationId, memberId, 'userId');
    return organization;
  });
}

/**
 * Makes a member an admin or an admin a member again. Admins only. The last admin cannot be made a member
 * (someone must always manage the organization and its parkings); an admin may step down while another admin
 * remains. The organization row is locked meanwhile, so two admins cannot demote each other at once.
 */
export function setOrganizationMemberRole({
  deps,
  userId,
  input,
}: UserOptions & { input: MemberRoleData }): Promise<OrganizationView> {
  const { organizationId, userId: memberId, role } = input;
  return deps.db.transaction(async (tx) => {
    const organization = await requireOrganization(tx, { userId, organizationId, need: 'admin', lock: true });
    if (!isUuid(memberId)) throw notFound();
    const current = await memberRole(tx, organizationId, memberId);
    if (!current) throw notFound();
    if (current === role) return organization;
    if (current === 'admin' && (await countAdmins(tx, organizationId)) <= 1) {
      throw fieldError('role', messages.lastAdmin);
    }
    await tx
      .update(organizationMembers)
      .set({ role })
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, memberId)));
    return memberId === userId ? { ...organization, myRole: role } : organization;
  });
}

/** Leaves an organization; its last admin cannot (the organization would have nobody to manage it). */
export function leaveOrganization({ deps, userId, organizationId }: OrganizationOptions): Promise<OrganizationView> {
  return deps.db.transaction(async (tx) => {
    const organization = await requireOrganization(tx, { userId, organizationId, need: 'member', lock: true });
    await removeMember(tx, organizationId, userId, 'id');
    return organization;
  });
}

/** The members of an organization with their names and addresses, admins first, then by name. */
export async function listMembers(db: Db, organizationId: string): Promise<OrganizationMemberView[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: organizationMembers.role,
      joinedAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.role), asc(sql`lower(${users.name})`), asc(users.id));
  return rows.map(({ role, joinedAt, ...user }) => ({ user, role, joinedAt }));
}

/** How many members each organization has (one query for a whole list). */
export async function countMembers(db: Db, organizationIds: readonly string[]): Promise<Map<string, number>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .select({ organizationId: organizationMembers.organizationId, count: count() })
    .from(organizationMembers)
    .where(inArray(organizationMembers.organizationId, [...organizationIds]))
    .groupBy(organizationMembers.organizationId);
  return new Map(rows.map((row) => [row.organizationId, Number(row.count)]));
}

/** Invitations that can still be accepted: neither accepted, withdrawn nor expired; newest first. */
export function listPendingInvitations(db: Db, organizationId: string): Promise<OrganizationInvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${organizationInvitations.createdAt} desc`, asc(organizationInvitations.id));
}

const columns = (input: OrganizationData) => ({
  name: input.name,
  description: input.description ?? null,
  type: input.type,
});

// Deletes one membership unless it is the organization's last admin (the caller holds the organization lock).
async function removeMember(tx: Db, organizationId: string, memberId: string, field: string): Promise<void> {
  const role = await memberRole(tx, organizationId, memberId);
  if (!role) throw notFound();
  if (role === 'admin' && (await countAdmins(tx, organizationId)) <= 1) throw fieldError(field, messages.lastAdmin);
  await tx
    .delete(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, memberId)));
}

async function memberRole(tx: Db, organizationId: string, memberId: string): Promise<MemberRole | null> {
  const [member] = await tx
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, memberId)))
    .limit(1);
  return member?.role ?? null;
}

async function countAdmins(tx: Db, organizationId: string): Promise<number> {
  const [admins] = await tx
    .select({ count: count() })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'admin')));
  return Number(admins?.count ?? 0);
}
