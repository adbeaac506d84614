import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { billingAccounts } from '../db/schema/billing';
import { organizationMembers, organizations, type MemberRole } from '../db/schema/organizations';
import {
  parkingAddresses,
  parkings,
  spots,
  type ParkingAddressRow,
  type ParkingRow,
  type SpotRow,
} from '../db/schema/parkings';

// Owner data inserted directly (no GraphQL), for tests of modules that need a parking to hang things on.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random identifier in the public shape (TST-XXXXXX). */
export function testIdentifier(): string {
  const bytes = randomBytes(6);
  return `TST-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export interface ParkingFixture {
  parking: ParkingRow;
  address: ParkingAddressRow;
  spot: SpotRow;
}

/**
 * A parking of `ownerId` (with its own billing account) with a basic address in Warsaw and one spot A-01;
 * optionally in an organization. Status pending_verification unless given.
 */
export async function createParkingFixture(
  app: FastifyInstance,
  options: { ownerId: string; organizationId?: string | null; status?: ParkingRow['status']; name?: string },
): Promise<ParkingFixture> {
  const db = app.deps.db;
  const [billing] = await db
    .insert(billingAccounts)
    .values({
      userId: options.ownerId,
      fullName: 'Jan Kowalski',
      buildingNumber: '1',
      postcode: '00-001',
      city: 'Warszawa',
      invoiceEmail: 'invoices@example.com',
    })
    .returning();
  if (!billing) throw new Error('billing account insert failed');
  const [parking] = await db
    .insert(parkings)
    .values({
      identifier: testIdentifier(),
      ownerId: options.ownerId,
      organizationId: options.organizationId ?? null,
      billingAccountId: billing.id,
      name: options.name ?? 'Test parking',
      status: options.status ?? 'pending_verification',
    })
    .returning();
  if (!parking) throw new Error('parking insert failed');
  const [address] = await db
    .insert(parkingAddresses)
    .values({
      parkingId: parking.id,
      type: 'basic',
      city: 'Warszawa',
      street: 'Marszałkowska',
      number: '10',
      postcode: '00-950',
      latitude: 52.2297,
      longitude: 21.0122,
    })
    .returning();
  const [spot] = await db.insert(spots).values({ parkingId: parking.id, number: 'A-01' }).returning();
  if (!address || !spot) throw new Error('address or spot insert failed');
  return { parking, address, spot };
}

/** An organization with the given members (user id → role). */
export async function createOrganizationFixture(
  app: FastifyInstance,
  members: Record<string, MemberRole>,
): Promise<{ id: string }> {
  const [organization] = await app.deps.db
    .insert(organizations)
    .values({ name: 'Wspólnota Testowa', type: 'community' })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('organization insert failed');
  const rows = Object.entries(members).map(([userId, role]) => ({ organizationId: organization.id, userId, role }));
  if (rows.length > 0) await app.deps.db.insert(organizationMembers).values(rows);
  return organization;
}
