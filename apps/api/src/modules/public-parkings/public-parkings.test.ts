import { messages } from '@parkshare/shared/validation/messages';
import { getNamedType, isObjectType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../graphql/schema';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import {
  insertAddress,
  insertImage,
  insertParking,
  insertPriceList,
  insertReservation,
  insertUnavailability,
  newIdentifier,
} from './public-parkings.fixtures';

const IMAGE = 'url thumbnailUrl isPrimary';
const ADDRESS = `city street number postcode region country latitude longitude images { ${IMAGE} }`;
const PARKING_FIELDS = `identifier note restrictions { hasRestrictions maxHeightCm maxLengthCm maxWidthCm }
  address { ${ADDRESS} } entryAddress { ${ADDRESS} } exitAddress { ${ADDRESS} } images { ${IMAGE} }
  priceLists { name days startHour endHour settlementPeriod firstPeriodPrice nextPeriodPrice currency isBasic }
  unavailabilities { name days startTime endTime } availability { state availableSpots totalSpots }
  spots { number hasRestrictions state images { ${IMAGE} } }`;
const PARKING = `query GetParkingByIdentifier($identifier: String!) { parkingByIdentifier(identifier: $identifier) { ${PARKING_FIELDS} } }`;
const SPOT = `query GetSpotByParkingIdentifier($identifier: String!, $spotNumber: String!) {
  spotByParkingIdentifier(identifier: $identifier, spotNumber: $spotNumber) {
    number hasRestrictions state images { ${IMAGE} } parking { identifier availability { state } address { city } }
  } }`;

interface Spot {
  number: string;
  state: string;
  hasRestrictions: boolean;
  images: { url: string; isPrimary: boolean }[];
}
interface Parking {
  identifier: string;
  availability: { state: string; availableSpots: number; totalSpots: number };
  spots: Spot[];
  [key: string]: unknown;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const getParking = (identifier: string, token?: string) =>
  t.gql<{ parkingByIdentifier: Parking }>(PARKING, { identifier }, { token });
const getSpot = (identifier: string, spotNumber: string) =>
  t.gql<{ spotByParkingIdentifier: Spot & { parking: Record<string, unknown> } }>(SPOT, { identifier, spotNumber });

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('parkingByIdentifier', () => {
  it('shows an active parking to a guest: address, photos primary first, prices, restrictions, spots', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-10', 'A-2', 'B-1', 'A-1'] });
    const basic = await insertAddress(t.app, parking.id, 'basic', { city: 'Kraków', street: 'Floriańska' });
    await insertAddress(t.app, parking.id, 'entry', { street: 'Wjazdowa' });
    await insertImage(t.app, parking.id, { type: 'parkings', id: parking.id }, { key: 'p/second', position: 1 });
    await insertImage(
      t.app,
      parking.id,
      { type: 'parkings', id: parking.id },
      { key: 'p/primary', position: 2, isPrimary: true },
    );
    await insertImage(t.app, parking.id, { type: 'parkings', id: parking.id }, { key: 'p/first', position: 0 });
    await insertImage(t.app, parking.id, { type: 'addresses', id: basic }, { key: 'a/gate' });
    await insertImage(
      t.app,
      parking.id,
      { type: 'spots', id: parking.spotIds.get('A-2')! },
      { key: 's/a2', isPrimary: true },
    );
    await insertPriceList(t.app, parking.id, {
      name: 'Weekend',
      isBasic: false,
      days: ['sat', 'sun'],
      startHour: '08:00',
      endHour: '20:00',
      firstPeriodPrice: 800,
      nextPeriodPrice: 600,
    });
    await insertPriceList(t.app, parking.id);
    await insertUnavailability(t.app, parking.id, {
      days: ['new_year'],
      startTime: '00:00',
      endTime: '00:00',
      name: 'New Year',
    });

    const { data, errors, status } = await getParking(parking.identifier);
    expect(errors).toBeUndefined();
    expect(status).toBe(200);
    const result = data!.parkingByIdentifier;
    expect(result).toMatchObject({
      identifier: parking.identifier,
      note: 'Gate code at the entrance',
      restrictions: { hasRestrictions: true, maxHeightCm: 210, maxLengthCm: 500, maxWidthCm: null },
      address: {
        city: 'Kraków',
        street: 'Floriańska',
        number: '10',
        postcode: '00-950',
        country: 'PL',
        latitude: 52.2297,
        longitude: 21.0122,
        images: [{ url: '/api/images/a/gate.webp', thumbnailUrl: '/api/images/a/gate-thumb.webp', isPrimary: false }],
      },
      entryAddress: { street: 'Wjazdowa' },
      exitAddress: null,
      images: [
        { url: '/api/images/p/primary.webp', thumbnailUrl: '/api/images/p/primary-thumb.webp', isPrimary: true },
        { url: '/api/images/p/first.webp', isPrimary: false },
        { url: '/api/images/p/second.webp', isPrimary: false },
      ],
      priceLists: [
        {
          name: 'Basic',
          isBasic: true,
          settlementPeriod: 'one_hour',
          firstPeriodPrice: 500,
          nextPeriodPrice: 400,
          currency: 'PLN',
          startHour: '00:00',
          endHour: '00:00',
          days: [],
        },
        {
          name: 'Weekend',
          isBasic: false,
          days: ['sat', 'sun'],
          startHour: '08:00',
          endHour: '20:00',
          firstPeriodPrice: 800,
          nextPeriodPrice: 600,
        },
      ],
      unavailabilities: [{ name: 'New Year', days: ['new_year'], startTime: '00:00', endTime: '00:00' }],
      availability: { state: 'free', availableSpots: 4, totalSpots: 4 },
    });
    expect(result.spots.map((s) => s.number)).toEqual(['A-1', 'A-2', 'A-10', 'B-1']);
    expect(result.spots[1]!.images).toEqual([
      { url: '/api/images/s/a2.webp', thumbnailUrl: '/api/images/s/a2-thumb.webp', isPrimary: true },
    ]);
    expect(result.spots.every((s) => s.state === 'available' && s.hasRestrictions === false)).toBe(true);
  });

  it('answers the same with a token (signed-in users see the public page too)', async () => {
    const parking = await insertParking(t.app);
    const token = await tokenFor(t.app, await createUser(t.app));
    const { data, errors } = await getParking(parking.identifier, token);
    expect(errors).toBeUndefined();
    expect(data!.parkingByIdentifier.identifier).toBe(parking.identifier);
  });

  it.each(['pending_verification', 'inactive', 'rejected_verification'] as const)(
    'hides a %s parking as NOT_FOUND',
    async (status) => {
      const parking = await insertParking(t.app, { status });
      const response = await getParking(parking.identifier);
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(response.data).toBeNull();
      expect(errorCode(await getSpot(parking.identifier, 'A-1'))).toBe('NOT_FOUND');
    },
  );

  it('answers NOT_FOUND for an unknown identifier, exactly as for a hidden one', async () => {
    const hidden = await insertParking(t.app, { status: 'inactive' });
    const unknown = await getParking(newIdentifier());
    const inactive = await getParking(hidden.identifier);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors).toEqual(inactive.errors);
  });

  it.each([
    ["ABC-1234' OR '1'='1", 'SQL-ish'],
    ["'; drop table parkings; --", 'SQL statement'],
    ['A'.repeat(10 * 1024), '10 KB'],
    ['ŁÓD-ĄĘ1234', 'unicode letters'],
    ['WAR-😀😀😀😀', 'emoji'],
    ['abc-1234', 'lower case'],
    ['', 'empty'],
    ['%', 'LIKE wildcard'],
  ])('answers NOT_FOUND, never a 500, for a hostile identifier (%#: %s)', async (identifier) => {
    const response = await getParking(identifier);
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.status).toBeLessThan(500);
    expect(errorCode(await getSpot(identifier, 'A-1'))).toBe('NOT_FOUND');
  });

  it('refuses a NUL byte in an identifier or a spot number as a validation error naming it (decision 062)', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-01'] });
    expect(fieldErrors(await getParking('ABC-1234\u0000'))).toEqual({ identifier: [messages.controlCharacter] });
    expect(fieldErrors(await getSpot('ABC-1234\u0000', 'A-1'))).toEqual({ identifier: [messages.controlCharacter] });
    expect(fieldErrors(await getSpot(parking.identifier, 'A-01\u0000'))).toEqual({
      spotNumber: [messages.controlCharacter],
    });
  });

  it('marks spots reserved or occupied only for holding reservations covering now', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['1', '2', '3', '4', '5', '6', '7'] });
    await insertReservation(t.app, parking, '1', { status: 'confirmed', startAt: ago(1), endAt: ago(-1) });
    await insertReservation(t.app, parking, '2', { status: 'active', startAt: ago(1), endAt: ago(-1) });
    await insertReservation(t.app, parking, '3', { status: 'pending_payment', startAt: ago(0.1), endAt: ago(-1) });
    await insertReservation(t.app, parking, '4', { status: 'confirmed', startAt: ago(3), endAt: ago(1) }); // past
    await insertReservation(t.app, parking, '5', { status: 'cancelled', startAt: ago(1), endAt: ago(-1) });
    await insertReservation(t.app, parking, '6', { status: 'confirmed', startAt: ago(-1), endAt: ago(-2) }); // future
    await insertReservation(t.app, parking, '7', { status: 'completed', startAt: ago(1), endAt: ago(-1) });
    const { data } = await getParking(parking.identifier);
    expect(data!.parkingByIdentifier.spots.map((s) => [s.number, s.state])).toEqual([
      ['1', 'reserved'],
      ['2', 'occupied'],
      ['3', 'reserved'],
      ['4', 'available'],
      ['5', 'available'],
      ['6', 'available'],
      ['7', 'available'],
    ]);
    expect(data!.parkingByIdentifier.availability).toEqual({ state: 'free', availableSpots: 4, totalSpots: 7 });
  });

  it('is full when no spot is available, and closed while a cyclic unavailability applies', async () => {
    const full = await insertParking(t.app, { spotNumbers: ['1', '2'] });
    await insertReservation(t.app, full, '1', { status: 'confirmed', startAt: ago(1), endAt: ago(-1) });
    await insertReservation(t.app, full, '2', { status: 'active', startAt: ago(1), endAt: ago(-1) });
    expect((await getParking(full.identifier)).data!.parkingByIdentifier.availability).toEqual({
      state: 'full',
      availableSpots: 0,
      totalSpots: 2,
    });

    const closed = await insertParking(t.app, { spotNumbers: ['1'] });
    // Equal start and end: the whole day, every weekday, so it applies whenever the test runs.
    await insertUnavailability(t.app, closed.id, {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      startTime: '00:00',
      endTime: '00:00',
    });
    expect((await getParking(closed.identifier)).data!.parkingByIdentifier.availability).toEqual({
      state: 'closed',
      availableSpots: 1,
      totalSpots: 1,
    });

    const open = await insertParking(t.app, { spotNumbers: ['1'] });
    await insertUnavailability(t.app, open.id, { days: ['new_year'], startTime: '00:00', endTime: '00:00' });
    expect((await getParking(open.identifier)).data!.parkingByIdentifier.availability.state).not.toBe('closed');
  });

  it('lists 200 spots in natural order, with states read in one statement', async () => {
    const numbers = Array.from({ length: 200 }, (_, i) => `P-${i + 1}`).reverse();
    const parking = await insertParking(t.app, { spotNumbers: numbers });
    await insertReservation(t.app, parking, 'P-150', { status: 'active', startAt: ago(1), endAt: ago(-1) });
    const { data } = await getParking(parking.identifier);
    const spots = data!.parkingByIdentifier.spots;
    expect(spots.map((s) => s.number)).toEqual(Array.from({ length: 200 }, (_, i) => `P-${i + 1}`));
    expect(spots[149]!.state).toBe('occupied');
    expect(data!.parkingByIdentifier.availability).toEqual({ state: 'free', availableSpots: 199, totalSpots: 200 });
  });
});

describe('spotByParkingIdentifier', () => {
  it('shows one spot with its state, photos and parking; the number is matched as a sign reads it', async () => {
    const parking = await insertParking(t.app, { spotNumbers: ['A-01', 'A-02'] });
    await insertAddress(t.app, parking.id, 'basic');
    await insertImage(t.app, parking.id, { type: 'spots', id: parking.spotIds.get('A-02')! }, { key: 's/a02' });
    await insertReservation(t.app, parking, 'A-02', { status: 'confirmed', startAt: ago(1), endAt: ago(-1) });
    const { data, errors } = await getSpot(parking.identifier, 'a-02');
    expect(errors).toBeUndefined();
    expect(data!.spotByParkingIdentifier).toEqual({
      number: 'A-02',
      hasRestrictions: false,
      state: 'reserved',
      images: [{ url: '/api/images/s/a02.webp', thumbnailUrl: '/api/images/s/a02-thumb.webp', isPrimary: false }],
      parking: { identifier: parking.identifier, availability: { state: 'free' }, address: { city: 'Warszawa' } },
    });
  });

  it.each(['A-99', 'A-0', '', "A-01' OR 1=1", 'x'.repeat(10 * 1024), '../A-01'])(
    'answers NOT_FOUND for an unknown or hostile spot number (%#)',
    async (spotNumber) => {
      const parking = await insertParking(t.app, { spotNumbers: ['A-01'] });
      const response = await getSpot(parking.identifier, spotNumber);
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(response.status).toBeLessThan(500);
    },
  );
});

describe('the public types', () => {
  it('have no owner-only field: name, billing account, organization, owner, status', () => {
    const schema = getSchema();
    const reachable = new Set<string>();
    const visit = (name: string) => {
      const type = schema.getType(name);
      if (!isObjectType(type) || reachable.has(name)) return;
      reachable.add(name);
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type).name);
    };
    visit('PublicParking');
    visit('PublicSpot');
    // Only public types are reachable from the public page: no owner's Parking, Spot, BillingAccount or User.
    expect([...reachable].sort()).toEqual([
      'PublicAddress',
      'PublicAvailability',
      'PublicImage',
      'PublicParking',
      'PublicParkingSpot',
      'PublicPriceList',
      'PublicRestrictions',
      'PublicSpot',
      'PublicUnavailability',
    ]);
    const parkingFields = Object.keys(
      (schema.getType('PublicParking') as ReturnType<typeof schema.getQueryType> & object).getFields(),
    );
    for (const secret of [
      'id',
      'name',
      'billingAccount',
      'billingAccountId',
      'organization',
      'owner',
      'ownerId',
      'status',
      'rejectionReason',
    ]) {
      expect(parkingFields).not.toContain(secret);
    }
  });

  it('never answers the owner-only name anywhere in the public answer', async () => {
    const parking = await insertParking(t.app, { name: 'Very private owner label' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: PARKING, variables: { identifier: parking.identifier } }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Very private owner label');
    expect(response.body).not.toContain(parking.ownerId);
    expect(response.body).not.toContain(parking.id);
  });
});
