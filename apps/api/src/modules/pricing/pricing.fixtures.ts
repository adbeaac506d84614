// Test data for the pricing module, inserted directly (the parkings module's own API is tested there):
// an owner's parking with a spot, a stranger, an organization member and an organization admin.
import type { ParkingStatus } from '@parkshare/shared/parkings/status';
import { randomBytes } from 'node:crypto';
import { billingAccounts } from '../../db/schema/billing';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import { parkings, spots } from '../../db/schema/parkings';
import type { TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';

export interface ParkingFixture {
  parkingId: string;
  spotId: string;
  identifier: string;
  owner: string;
  stranger: string;
  member: string;
  orgAdmin: string;
}

const identifier = () =>
  `TST-${randomBytes(4)
    .toString('hex')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '0')
    .slice(0, 6)}`;

/** An organization's parking (owner + organization admin manage it, a member only sees it) with one spot. */
export async function parkingFixture(
  t: TestApp,
  status: ParkingStatus = 'pending_verification',
): Promise<ParkingFixture> {
  const db = t.app.deps.db;
  const [owner, stranger, member, orgAdmin] = await Promise.all([
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
  ]);
  const [billing] = await db
    .insert(billingAccounts)
    .values({
      userId: owner.id,
      fullName: 'Jan Kowalski',
      buildingNumber: '1',
      postcode: '00-001',
      city: 'Warszawa',
      invoiceEmail: 'jan@example.com',
      isDefault: true,
    })
    .returning({ id: billingAccounts.id });
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Wspólnota Mokotów', type: 'community', createdBy: owner.id })
    .returning({ id: organizations.id });
  if (!billing || !organization) throw new Error('fixture insert failed');
  await db.insert(organizationMembers).values([
    { organizationId: organization.id, userId: owner.id, role: 'admin' },
    { organizationId: organization.id, userId: orgAdmin.id, role: 'admin' },
    { organizationId: organization.id, userId: member.id, role: 'member' },
  ]);
  const code = identifier();
  const [parking] = await db
    .insert(parkings)
    .values({
      identifier: code,
      ownerId: owner.id,
      organizationId: organization.id,
      billingAccountId: billing.id,
      name: 'Garage',
      status,
    })
    .returning({ id: parkings.id });
  if (!parking) throw new Error('parking insert failed');
  const [spot] = await db.insert(spots).values({ parkingId: parking.id, number: 'A-01' }).returning({ id: spots.id });
  if (!spot) throw new Error('spot insert failed');
  return {
    parkingId: parking.id,
    spotId: spot.id,
    identifier: code,
    owner: await tokenFor(t.app, owner),
    stranger: await tokenFor(t.app, stranger),
    member: await tokenFor(t.app, member),
    orgAdmin: await tokenFor(t.app, orgAdmin),
  };
}
