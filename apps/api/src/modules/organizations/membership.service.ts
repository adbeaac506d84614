import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationMembers, type MemberRole } from '../../db/schema/organizations';

// Membership lookups other modules use to authorise (parkings: the owning organization's admins manage its
// parkings, its members see them). The organizations module owns these rows; others ask through here.

export interface Membership {
  organizationId: string;
  role: MemberRole;
}

/** The organizations a user belongs to, with their role in each. */
export async function membershipsOf(db: Db, userId: string): Promise<Membership[]> {
  return db
    .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
}

/** The user's role in one organization, or null when they are not a member. */
export async function roleIn(db: Db, options: { userId: string; organizationId: string }): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, options.userId),
        eq(organizationMembers.organizationId, options.organizationId),
      ),
    )
    .limit(1);
  return row?.role ?? null;
}
