import { MAX_MEMBERS_PER_ORGANIZATION, MAX_ORGANIZATIONS_PER_USER } from '@parkshare/shared/validation/limits';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { organizationInvitations, organizationMembers } from '../../db/schema/organizations';
import { requireRoom } from '../../lib/bounds';
import { fieldError } from '../../lib/errors';
import { lockOwner, type Tx } from '../../db/transaction';

// The bounds that keep an organization's lists short (decision 064, shared limits.ts): how many organizations a
// person belongs to (myOrganizations) and how many members and open invitations one organization has.

/** Refuses joining (creating or accepting) one more organization; takes the person's lock first. */
export async function requireRoomToJoin(tx: Tx, userId: string, field: 'input' | 'token'): Promise<void> {
  await lockOwner(tx, userId);
  await requireRoom(tx, {
    table: organizationMembers,
    where: eq(organizationMembers.userId, userId),
    max: MAX_ORGANIZATIONS_PER_USER,
    field,
    message: 'tooManyOrganizations',
  });
}

/** Refuses one more invitation when members and open invitations already fill the organization (locked by the caller). */
export async function requireRoomToInvite(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const [members] = await tx
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  const [invited] = await tx
    .select({ n: count() })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    );
  if ((members?.n ?? 0) + (invited?.n ?? 0) >= MAX_MEMBERS_PER_ORGANIZATION) {
    throw fieldError('organizationId', formatMessage('tooManyMembers', { count: MAX_MEMBERS_PER_ORGANIZATION }));
  }
}
