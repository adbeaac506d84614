import { organizationMembers, organizations } from '../../db/schema/organizations';
import { parkingAddresses, priceLists } from '../../db/schema/parkings';
import type { TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';

// Test set-up shared by the parkings module's tests: the cast of the authorization matrix and a parking that
// is ready for verification. Addresses and price lists are inserted directly: they are other modules' API.

export const PARKING_FIELDS = `id identifier name note hasRestrictions maxHeightCm maxLengthCm maxWidthCm status
  rejectionReason timeZone canManage spotCount billingAccount { id city } readiness { hasBasicAddress hasSpots
  hasBasicPriceList ready } verificationRequestedAt verifiedAt createdAt updatedAt`;

export interface ParkingResult {
  id: string;
  identifier: string;
  name: string;
  status: string;
  rejectionReason: string | null;
  canManage: boolean;
  billingAccount: { id: string; city: string } | null;
  readiness: { hasBasicAddress: boolean; hasSpots: boolean; hasBasicPriceList: boolean; ready: boolean };
  verificationRequestedAt: string | null;
  [key: string]: unknown;
}

export interface Person {
  id: string;
  email: string;
  token: string;
}

const CREATE_BILLING = 'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }';
const CREATE_PARKING = `mutation($input: ParkingInput!) { createParking(input: $input) { ${PARKING_FIELDS} } }`;

export async function person(
  t: TestApp,
  options: { roles?: string[]; language?: string; name?: string } = {},
): Promise<Person> {
  const user = await createUser(t.app, options);
  return { id: user.id, email: user.email, token: await tokenFor(t.app, user) };
}

export async function billingAccount(t: TestApp, token: string, city = 'Łódź'): Promise<string> {
  const input = {
    fullName: 'Anna Nowak',
    buildingNumber: '1',
    postcode: '90-001',
    city,
    invoiceEmail: 'a@example.com',
  };
  const result = await t.gql<{ createBillingAccount: { id: string } }>(CREATE_BILLING, { input }, { token });
  if (!result.data?.createBillingAccount) throw new Error(JSON.stringify(result.errors));
  return result.data.createBillingAccount.id;
}

export async function organization(
  t: TestApp,
  members: { person: Person; role: 'admin' | 'member' }[],
): Promise<string> {
  const [row] = await t.app.deps.db
    .insert(organizations)
    .values({ name: 'Wspólnota Lipowa 5', type: 'community' })
    .returning();
  if (!row) throw new Error('organization insert failed');
  for (const member of members) {
    await t.app.deps.db
      .insert(organizationMembers)
      .values({ organizationId: row.id, userId: member.person.id, role: member.role });
  }
  return row.id;
}

export async function createParking(
  t: TestApp,
  token: string,
  input: Record<string, unknown> & { billingAccountId: string },
): Promise<ParkingResult> {
  const result = await t.gql<{ createParking: ParkingResult }>(
    CREATE_PARKING,
    { input: { name: 'Garaż', ...input } },
    { token },
  );
  if (!result.data?.createParking) throw new Error(JSON.stringify(result.errors));
  return result.data.createParking;
}

/**
 * The cast of the authorization matrix: an owner whose parking belongs to an organization with an admin and a
 * member, a stranger, and a platform admin.
 */
export async function matrix(t: TestApp) {
  const [owner, orgAdmin, member, stranger, admin] = await Promise.all([
    person(t, { name: 'Olga Owner' }),
    person(t),
    person(t),
    person(t),
    person(t, { roles: ['user', 'admin'] }),
  ]);
  const organizationId = await organization(t, [
    { person: owner, role: 'admin' },
    { person: orgAdmin, role: 'admin' },
    { person: member, role: 'member' },
  ]);
  const billingAccountId = await billingAccount(t, owner.token);
  const parking = await createParking(t, owner.token, { billingAccountId, organizationId });
  return { owner, orgAdmin, member, stranger, admin, organizationId, billingAccountId, parking };
}

export async function addBasicAddress(t: TestApp, parkingId: string): Promise<void> {
  await t.app.deps.db.insert(parkingAddresses).values({
    parkingId,
    type: 'basic',
    city: 'Łódź',
    street: 'Piotrkowska',
    number: '1',
    latitude: 51.77,
    longitude: 19.46,
  });
}

export async function addBasicPriceList(t: TestApp, parkingId: string): Promise<void> {
  await t.app.deps.db.insert(priceLists).values({
    parkingId,
    name: 'Basic',
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    startHour: '00:00',
    endHour: '00:00',
    settlementPeriod: 'one_hour',
    firstPeriodPrice: 500,
    nextPeriodPrice: 400,
    isBasic: true,
  });
}

export async function addSpot(t: TestApp, token: string, parkingId: string, number = 'A-1'): Promise<string> {
  const result = await t.gql<{ createSpot: { id: string } }>(
    'mutation($input: CreateSpotInput!) { createSpot(input: $input) { id } }',
    { input: { parkingId, number } },
    { token },
  );
  if (!result.data?.createSpot) throw new Error(JSON.stringify(result.errors));
  return result.data.createSpot.id;
}

/** Gives the parking everything verification needs. */
export async function makeReady(t: TestApp, token: string, parkingId: string): Promise<void> {
  await addBasicAddress(t, parkingId);
  await addBasicPriceList(t, parkingId);
  await addSpot(t, token, parkingId);
}
