import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './api';

// Marketplace data for the drivers' journeys (issue 5), made through the public API: an owner's active parking
// and a driver with a billing account and a car.

export interface Parking {
  parkingId: string;
  identifier: string;
  spots: { id: string; number: string }[];
}

export interface ParkingOptions {
  street?: string;
  number?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  /** Spot numbering ranges, created in this order (createSpots templates). */
  spots?: { template: string; from: number; to: number }[];
  /** The parking's own fields (createParking input) besides its billing account. */
  parking?: Record<string, unknown>;
  /** Verified by the demo admin (active); false leaves it waiting for verification. */
  verify?: boolean;
  /** The owner's token; the demo owner's by default. */
  ownerToken?: string;
}

/**
 * The owner's billing account with this name and city, made once: the shared demo owner makes parkings for
 * every journey, and a user keeps at most 20 billing accounts (decision 064).
 */
export async function ownerBillingAccount(
  request: APIRequestContext,
  owner: string,
  input: { fullName: string; city: string } & Record<string, unknown>,
): Promise<string> {
  const { myBillingAccounts } = await gql<{
    myBillingAccounts: { id: string; fullName: string | null; city: string }[];
  }>(request, '{ myBillingAccounts { id fullName city } }', {}, owner);
  const found = myBillingAccounts.find((account) => account.fullName === input.fullName && account.city === input.city);
  if (found) {
    return found.id;
  }
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    { input },
    owner,
  );
  return createBillingAccount.id;
}

/**
 * A parking of the demo owner (or of `ownerToken`'s user) made as an owner and an admin would, through the API; 5 PLN
 * the first hour, 4 PLN each next one. By default active, at 'Marszałkowska 10, Warszawa' placed north of the city
 * (away from the demo parkings the map journeys look at in central Warsaw), with three spots B-1..B-3. A journey that
 * finds it on the map gives its own address and place.
 */
export async function createParking(request: APIRequestContext, options: ParkingOptions = {}): Promise<Parking> {
  const place = {
    street: 'Marszałkowska',
    number: '10',
    postcode: '00-950',
    latitude: 52.36,
    longitude: 20.93,
    spots: [{ template: 'B-X', from: 1, to: 3 }],
    parking: { name: 'Dziedziniec' },
    verify: true,
    ...options,
  };
  const owner = options.ownerToken ?? (await loginToken(request, demo.owner));
  const billingAccountId = await ownerBillingAccount(request, owner, {
    fullName: 'Anna Nowak',
    street: place.street,
    buildingNumber: '10',
    postcode: place.postcode,
    city: 'Warszawa',
    invoiceEmail: 'anna@example.com',
  });
  const { createParking } = await gql<{ createParking: { id: string; identifier: string } }>(
    request,
    'mutation($input: ParkingInput!) { createParking(input: $input) { id identifier } }',
    { input: { ...place.parking, billingAccountId } },
    owner,
  );
  const parkingId = createParking.id;
  await gql(
    request,
    'mutation($input: ParkingAddressInput!) { createParkingAddress(input: $input) { id } }',
    {
      input: {
        parkingId,
        type: 'basic',
        street: place.street,
        number: place.number,
        postcode: place.postcode,
        city: 'Warszawa',
        latitude: place.latitude,
        longitude: place.longitude,
      },
    },
    owner,
  );
  const spots: Parking['spots'] = [];
  for (const range of place.spots) {
    const { createSpots } = await gql<{ createSpots: { id: string; number: string }[] }>(
      request,
      'mutation($input: CreateSpotsInput!) { createSpots(input: $input) { id number } }',
      { input: { parkingId, ...range } },
      owner,
    );
    spots.push(...createSpots);
  }
  await gql(
    request,
    'mutation($input: PriceListInput!) { createPriceList(input: $input) { id } }',
    {
      input: {
        parkingId,
        name: 'Basic',
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        startHour: '00:00',
        endHour: '00:00',
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
      },
    },
    owner,
  );
  await gql(request, 'mutation($id: ID!) { requestParkingVerification(id: $id) { id } }', { id: parkingId }, owner);
  if (place.verify) {
    const admin = await loginToken(request, demo.admin);
    await gql(request, 'mutation($id: ID!) { verifyParking(id: $id) { id } }', { id: parkingId }, admin);
  }
  return { parkingId, identifier: createParking.identifier, spots };
}

export interface Driver {
  token: string;
  billingId: string;
  vehicleId: string;
  /** To sign in through the form (keyboard.spec). */
  email: string;
  password: string;
}

/**
 * A new driver with a billing account and a car (plate WA 12345). The account is a person's (Ewa Kowalska) unless
 * `buyer` names someone else, e.g. a company that wants VAT invoices.
 */
export async function createDriver(
  request: APIRequestContext,
  language: 'en' | 'pl',
  buyer: Record<string, unknown> = { fullName: 'Ewa Kowalska' },
): Promise<Driver> {
  const user = await createVerifiedUser(request, { language });
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        ...buyer,
        street: 'Złota',
        buildingNumber: '44',
        postcode: '00-120',
        city: 'Warszawa',
        invoiceEmail: user.email,
      },
    },
    user.token,
  );
  const { createVehicle } = await gql<{ createVehicle: { id: string } }>(
    request,
    'mutation($input: VehicleInput!) { createVehicle(input: $input) { id } }',
    { input: { registrationNumber: 'WA 12345', name: 'Skoda Fabia', billingAccountId: createBillingAccount.id } },
    user.token,
  );
  return {
    token: user.token,
    billingId: createBillingAccount.id,
    vehicleId: createVehicle.id,
    email: user.email,
    password: user.password,
  };
}

let streetNumbers = 0;

/**
 * A street number no other parking of this run has, so a journey finds its own parking by address on the map and
 * in lists: unique per worker process (its pid, whole) and per call. A number taken from the clock once gave two
 * journeys running side by side the same 'Wolska 385'; the pid's last three digits (100 + pid % 900) could repeat
 * for a worker started after a failed test's, whose parkings stay in the run's database.
 */
export function uniqueStreetNumber(): string {
  streetNumbers += 1;
  return `${process.pid}/${streetNumbers}`;
}

let placed = 0;

/**
 * A parking of its own at a place of its own near `near` (within about a kilometre, different for each call and
 * worker), at a street number no other parking of the run has: a journey finds it by its address on the map, in
 * lists or by locating the driver there.
 */
export async function createParkingNear(
  request: APIRequestContext,
  { street, postcode, near }: { street: string; postcode: string; near: { latitude: number; longitude: number } },
): Promise<Parking & { address: string; latitude: number; longitude: number }> {
  placed += 1;
  const number = uniqueStreetNumber();
  const latitude = near.latitude + ((Date.now() + placed * 7) % 1000) / 100_000;
  const longitude = near.longitude + ((process.pid + placed * 31) % 1000) / 100_000;
  const parking = await createParking(request, { street, number, postcode, latitude, longitude });
  return { ...parking, address: `${street} ${number}, Warszawa`, latitude, longitude };
}
