import { formatMessage } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkings } from '../../db/schema/parkings';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  createOk,
  driver,
  HOUR,
  MINUTE,
  type Place,
} from '../reservations/reservations.test-helpers';

// Issue 17 §5: access instructions (a gate code, the way in) are the driver's with a paid reservation, around the
// stay, and nobody else's; spot features are set by owners (one by one or from a numbering template) and shown on
// the public pages.

const SPOT = 'id number features';
const ACCESS = `query ($id: ID!) { reservation(id: $id) { id accessInstructions accessInstructionsFrom } }`;
const UPDATE_PARKING = `mutation ($id: ID!, $input: ParkingInput!) { updateParking(id: $id, input: $input) { id accessInstructions } }`;

let t: TestApp;
let place: Place;
beforeAll(async () => {
  t = await createTestApp();
  place = await activeParking(t, ['A-1', 'A-2', 'A-3']);
  await t.app.deps.db
    .update(parkings)
    .set({ accessInstructions: 'Gate code 4711#, ramp to level -1' })
    .where(eq(parkings.id, place.parkingId));
});

const accessOf = async (token: string, id: string) =>
  t.gql<{ reservation: { accessInstructions: string | null; accessInstructionsFrom: string | null } }>(
    ACCESS,
    { id },
    { token },
  );

describe('access instructions', () => {
  it('are the paying driver’s from 30 minutes before the start, and nobody else’s', async () => {
    const soon = await driver(t, 100_000);
    const paid = await bookAndPay(t, soon, bookingInput(soon, place.spotIds[0]!, 20 * MINUTE, HOUR));
    const seen = await accessOf(soon.token, paid.reservation.id);
    expect(seen.data?.reservation.accessInstructions).toBe('Gate code 4711#, ramp to level -1');

    const later = await driver(t, 100_000);
    const ahead = await bookAndPay(t, later, bookingInput(later, place.spotIds[1]!, 3 * HOUR, HOUR));
    const early = await accessOf(later.token, ahead.reservation.id);
    expect(early.data?.reservation.accessInstructions).toBeNull();
    const from = new Date(early.data!.reservation.accessInstructionsFrom!);
    expect(Math.abs(from.getTime() - (Date.now() + 3 * HOUR - 30 * MINUTE))).toBeLessThan(MINUTE);

    // Not paid yet: nothing, and no promise of it.
    const unpaid = await driver(t);
    const pending = await createOk(t, unpaid, bookingInput(unpaid, place.spotIds[2]!, 10 * MINUTE, HOUR));
    const waiting = await accessOf(unpaid.token, pending.reservation.id);
    expect(waiting.data?.reservation).toMatchObject({ accessInstructions: null, accessInstructionsFrom: null });

    // The parking's owner sees the reservation, not the driver's view of the gate code; another driver sees nothing.
    const owner = await accessOf(place.ownerToken, paid.reservation.id);
    expect(owner.data?.reservation).toMatchObject({ accessInstructions: null, accessInstructionsFrom: null });
    const stranger = await driver(t);
    expect(errorCode(await accessOf(stranger.token, paid.reservation.id))).toBe('NOT_FOUND');
  });

  it('are set by the owner, bounded and kept as written; another user cannot change them', async () => {
    const owner = await t.gql<{ parking: { name: string; billingAccount: { id: string } | null } }>(
      'query ($id: ID!) { parking(id: $id) { name billingAccount { id } } }',
      { id: place.parkingId },
      { token: place.ownerToken },
    );
    const base = { name: owner.data!.parking.name, billingAccountId: owner.data!.parking.billingAccount!.id };
    const saved = await t.gql<{ updateParking: { accessInstructions: string } }>(
      UPDATE_PARKING,
      { id: place.parkingId, input: { ...base, accessInstructions: '  Code 1234\nthen left <b>gate</b>  ' } },
      { token: place.ownerToken },
    );
    expect(saved.data?.updateParking.accessInstructions).toBe('Code 1234\nthen left <b>gate</b>');
    const long = await t.gql(
      UPDATE_PARKING,
      { id: place.parkingId, input: { ...base, accessInstructions: 'x'.repeat(1001) } },
      { token: place.ownerToken },
    );
    expect(fieldErrors(long)?.accessInstructions).toEqual([formatMessage('maxLength', { count: 1000 })]);
    const other = await tokenFor(t.app, await createUser(t.app));
    const stolen = await t.gql(
      UPDATE_PARKING,
      { id: place.parkingId, input: { ...base, accessInstructions: 'mine' } },
      { token: other },
    );
    expect(errorCode(stolen)).toBe('NOT_FOUND');
  });
});

describe('spot features', () => {
  it('are set one by one or from a numbering template, in canonical order, and shown on the public page', async () => {
    const token = place.ownerToken;
    const made = await t.gql<{ createSpots: { number: string; features: string[] }[] }>(
      `mutation ($input: CreateSpotsInput!) { createSpots(input: $input) { ${SPOT} } }`,
      {
        input: {
          parkingId: place.parkingId,
          template: 'E-X',
          from: 1,
          to: 2,
          features: ['covered', 'ev_charger', 'covered'],
        },
      },
      { token },
    );
    expect(made.data?.createSpots.map((spot) => spot.features)).toEqual([
      ['ev_charger', 'covered'],
      ['ev_charger', 'covered'],
    ]);
    const updated = await t.gql<{ updateSpot: { features: string[] } }>(
      `mutation ($id: ID!, $input: SpotInput!) { updateSpot(id: $id, input: $input) { ${SPOT} } }`,
      { id: place.spotIds[0], input: { number: 'A-1', features: ['underground', 'accessible'] } },
      { token },
    );
    expect(updated.data?.updateSpot.features).toEqual(['accessible', 'underground']);
    const kept = await t.gql<{ updateSpot: { features: string[] } }>(
      `mutation ($id: ID!, $input: SpotInput!) { updateSpot(id: $id, input: $input) { ${SPOT} } }`,
      { id: place.spotIds[0], input: { number: 'A-1', hasRestrictions: true } },
      { token },
    );
    expect(kept.data?.updateSpot.features).toEqual(['accessible', 'underground']);

    const shown = await t.gql<{
      parkingByIdentifier: { features: string[]; spots: { number: string; features: string[] }[] };
    }>(
      'query ($identifier: String!) { parkingByIdentifier(identifier: $identifier) { features spots { number features } } }',
      { identifier: place.identifier },
    );
    const page = shown.data!.parkingByIdentifier;
    expect(page.features).toEqual(['ev_charger', 'accessible', 'covered', 'underground']);
    expect(page.spots.find((spot) => spot.number === 'A-1')?.features).toEqual(['accessible', 'underground']);
    expect(page.spots.find((spot) => spot.number === 'A-2')?.features).toEqual([]);
  });

  it('refuses an unknown feature, a wrong type, a null and too long a list, and another user', async () => {
    for (const features of [['jacuzzi'], [123], [null], Array.from({ length: 9 }, () => 'covered')]) {
      const result = await t.gql(
        `mutation ($id: ID!, $input: SpotInput!) { updateSpot(id: $id, input: $input) { ${SPOT} } }`,
        { id: place.spotIds[1], input: { number: 'A-2', features } },
        { token: place.ownerToken },
      );
      expect(result.data ?? null).toBeNull();
      expect(['VALIDATION_FAILED', 'BAD_USER_INPUT']).toContain(errorCode(result));
    }
    const other = await tokenFor(t.app, await createUser(t.app));
    const stolen = await t.gql(
      `mutation ($id: ID!, $input: SpotInput!) { updateSpot(id: $id, input: $input) { ${SPOT} } }`,
      { id: place.spotIds[1], input: { number: 'A-2', features: ['covered'] } },
      { token: other },
    );
    expect(errorCode(stolen)).toBe('NOT_FOUND');
  });
});
