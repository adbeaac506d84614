import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkings, type ParkingRow } from '../../db/schema/parkings';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { roleIn } from '../organizations/membership.service';

// Who may reach a parking and everything under it (addresses, spots, images, price lists, unavailability):
// - its owner, and the admins of the organization it belongs to, manage it;
// - the organization's members see it (it is in their lists) but cannot change it;
// - platform admins see it (the verification queue); they change only its status, through admin fields;
// - everyone else gets NOT_FOUND, exactly as for an id that does not exist, so ids reveal nothing.

export type ParkingAccess = 'manage' | 'view';

export async function parkingAccess(db: Db, viewer: Viewer, parking: ParkingRow): Promise<ParkingAccess | null> {
  if (parking.ownerId === viewer.user.id) return 'manage';
  if (parking.organizationId) {
    const role = await roleIn(db, { userId: viewer.user.id, organizationId: parking.organizationId });
    if (role === 'admin') return 'manage';
    if (role === 'member') return 'view';
  }
  return isAdmin(viewer.user) ? 'view' : null;
}

/**
 * Loads a parking the viewer may reach with at least `need`. A stranger (or a malformed id) gets NOT_FOUND;
 * someone who may see it but not change it (a member, an admin) gets FORBIDDEN when `need` is 'manage'.
 */
export async function requireParking(
  db: Db,
  options: { viewer: Viewer; parkingId: string; need: ParkingAccess },
): Promise<ParkingRow> {
  if (!isUuid(options.parkingId)) throw notFound();
  const [parking] = await db.select().from(parkings).where(eq(parkings.id, options.parkingId)).limit(1);
  if (!parking) throw notFound();
  const access = await parkingAccess(db, options.viewer, parking);
  if (!access) throw notFound();
  if (options.need === 'manage' && access !== 'manage') throw forbidden();
  return parking;
}

/** A parking by its public identifier for someone who may see it (any status); everyone else gets NOT_FOUND. */
export async function requireParkingByIdentifier(
  db: Db,
  { viewer, identifier }: { viewer: Viewer; identifier: string },
): Promise<ParkingRow> {
  const [parking] = await db.select().from(parkings).where(eq(parkings.identifier, identifier)).limit(1);
  if (!parking || !(await parkingAccess(db, viewer, parking))) throw notFound();
  return parking;
}
