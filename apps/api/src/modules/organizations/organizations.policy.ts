import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, type MemberRole, type OrganizationRow } from '../../db/schema/organizations';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { roleIn } from './membership.service';

// Who may reach an organization: its members see it (its members, not its pending invitations), its admins
// change it and its membership. Everyone else, platform admins included, gets NOT_FOUND exactly as for an id
// that does not exist, so ids reveal nothing.

/** An organization as one of its members sees it. */
export type OrganizationView = OrganizationRow & { myRole: MemberRole };

export type OrganizationNeed = 'admin' | 'member';

/**
 * Loads an organization the user belongs to. A stranger (or a malformed id) gets NOT_FOUND; a member asking
 * for something only admins may do gets FORBIDDEN.
 */
export async function requireOrganization(
  db: Db,
  options: { userId: string; organizationId: string; need: OrganizationNeed; lock?: boolean },
): Promise<OrganizationView> {
  if (!isUuid(options.organizationId)) throw notFound();
  const query = db.select().from(organizations).where(eq(organizations.id, options.organizationId)).limit(1);
  // Membership changes lock the organization row first, so that two admins cannot both leave and leave none.
  const [organization] = options.lock ? await query.for('update') : await query;
  if (!organization) throw notFound();
  const myRole = await roleIn(db, { userId: options.userId, organizationId: options.organizationId });
  if (!myRole) throw notFound();
  if (options.need === 'admin' && myRole !== 'admin') throw forbidden();
  return { ...organization, myRole };
}
