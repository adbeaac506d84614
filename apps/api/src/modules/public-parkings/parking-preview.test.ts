import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkings } from '../../db/schema/parkings';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createOrganizationFixture } from '../../test/owner-factories';
import { insertParking, insertPriceList, newIdentifier } from './public-parkings.fixtures';

// Issue 13: the owner of a parking that is not public yet opened /{identifier} and got a 404. parkingPreview
// shows it, in any status, to those who may see the parking; everyone else still gets NOT_FOUND. spotPreview does
// the same for one spot's page, /{identifier}/{spotNumber} (the page its printed sign opens).

const PREVIEW = `query ($identifier: String!) { parkingPreview(identifier: $identifier) {
  identifier note priceLists { firstPeriodPrice } availability { totalSpots } spots { number } } }`;
const PUBLIC = 'query ($identifier: String!) { parkingByIdentifier(identifier: $identifier) { identifier } }';
const SPOT_PREVIEW = `query ($identifier: String!, $spotNumber: String!) { spotPreview(identifier: $identifier, spotNumber: $spotNumber) {
  number state parking { identifier priceLists { firstPeriodPrice } availability { totalSpots } } } }`;
const PUBLIC_SPOT = `query ($identifier: String!, $spotNumber: String!) {
  spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) { number } }`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const preview = (identifier: string, token?: string) =>
  t.gql<{ parkingPreview: { identifier: string; priceLists: unknown[]; spots: unknown[] } }>(
    PREVIEW,
    { identifier },
    { token },
  );
const spotPreview = (identifier: string, spotNumber: string, token?: string) =>
  t.gql<{ spotPreview: { number: string; state: string; parking: { identifier: string } } }>(
    SPOT_PREVIEW,
    { identifier, spotNumber },
    { token },
  );

describe('parkingPreview', () => {
  it.each(['pending_verification', 'rejected_verification', 'inactive', 'active'] as const)(
    'shows a parking in status %s to its owner, its organization and admins, while the public page stays NOT_FOUND',
    async (status) => {
      const parking = await insertParking(t.app, { status, spotNumbers: ['A-1', 'A-2'] });
      await insertPriceList(t.app, parking.id, { firstPeriodPrice: 500 });
      const member = await createUser(t.app);
      const orgAdmin = await createUser(t.app);
      const organization = await createOrganizationFixture(t.app, { [member.id]: 'member', [orgAdmin.id]: 'admin' });
      await t.app.deps.db.update(parkings).set({ organizationId: organization.id }).where(eq(parkings.id, parking.id));
      const admin = await createUser(t.app, { roles: ['user', 'admin'] });

      for (const user of [{ id: parking.ownerId }, member, orgAdmin, admin]) {
        const answer = await preview(parking.identifier, await tokenFor(t.app, user));
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.parkingPreview).toMatchObject({
          identifier: parking.identifier,
          priceLists: [{ firstPeriodPrice: 500 }],
        });
        expect(answer.data?.parkingPreview.spots).toHaveLength(2);
      }
      if (status !== 'active') {
        expect(errorCode(await t.gql(PUBLIC, { identifier: parking.identifier }))).toBe('NOT_FOUND');
      }
    },
  );

  it('is NOT_FOUND for a stranger, exactly as for an unknown identifier, and needs a signed-in user', async () => {
    const parking = await insertParking(t.app, { status: 'pending_verification' });
    const stranger = await tokenFor(t.app, await createUser(t.app));
    const hidden = await preview(parking.identifier, stranger);
    const unknown = await preview(newIdentifier(), stranger);
    expect(errorCode(hidden)).toBe('NOT_FOUND');
    expect(hidden.errors).toEqual(unknown.errors);
    expect(errorCode(await preview("ABC-1234' OR '1'='1", stranger))).toBe('NOT_FOUND');
    expect((await preview(parking.identifier)).errors?.[0]?.message).toBe('Unauthenticated.');
  });
});

describe('spotPreview', () => {
  it.each(['pending_verification', 'rejected_verification', 'inactive', 'active'] as const)(
    'shows a spot of a parking in status %s to its owner, its organization and admins, while the public spot page stays NOT_FOUND',
    async (status) => {
      const parking = await insertParking(t.app, { status, spotNumbers: ['A-01', 'A-02'] });
      await insertPriceList(t.app, parking.id, { firstPeriodPrice: 500 });
      const member = await createUser(t.app);
      const organization = await createOrganizationFixture(t.app, { [member.id]: 'member' });
      await t.app.deps.db.update(parkings).set({ organizationId: organization.id }).where(eq(parkings.id, parking.id));
      const admin = await createUser(t.app, { roles: ['user', 'admin'] });

      for (const user of [{ id: parking.ownerId }, member, admin]) {
        // Matched as a sign reads it: 'a-02' is 'A-02'.
        const answer = await spotPreview(parking.identifier, 'a-02', await tokenFor(t.app, user));
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.spotPreview).toEqual({
          number: 'A-02',
          state: 'available',
          parking: {
            identifier: parking.identifier,
            priceLists: [{ firstPeriodPrice: 500 }],
            availability: { totalSpots: 2 },
          },
        });
      }
      if (status !== 'active') {
        expect(errorCode(await t.gql(PUBLIC_SPOT, { identifier: parking.identifier, spotNumber: 'A-02' }))).toBe(
          'NOT_FOUND',
        );
      }
    },
  );

  it('is NOT_FOUND for a stranger exactly as for an unknown parking or spot, and needs a signed-in user', async () => {
    const parking = await insertParking(t.app, { status: 'pending_verification', spotNumbers: ['A-01'] });
    const owner = await tokenFor(t.app, { id: parking.ownerId });
    const stranger = await tokenFor(t.app, await createUser(t.app));
    const hidden = await spotPreview(parking.identifier, 'A-01', stranger);
    expect(errorCode(hidden)).toBe('NOT_FOUND');
    expect(hidden.errors).toEqual((await spotPreview(newIdentifier(), 'A-01', stranger)).errors);
    // The owner of the parking too gets NOT_FOUND for a spot it does not have or a number no sign could carry.
    expect(errorCode(await spotPreview(parking.identifier, 'Z-99', owner))).toBe('NOT_FOUND');
    expect(errorCode(await spotPreview(parking.identifier, 'A-01/../x', owner))).toBe('NOT_FOUND');
    expect((await spotPreview(parking.identifier, 'A-01')).errors?.[0]?.message).toBe('Unauthenticated.');
  });
});
