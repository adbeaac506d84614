import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser, demo, gql, loginToken } from './api';

// Marketplace data for the drivers' journeys (issue 5), made through the public API: an owner's active parking
// and a driver with a billing account and a car.

export interface Parking {
  parkingId: string;
  identifier: string;
  spots: { id: string; number: string }[];
}

/**
 * An active parking of the demo owner with three spots (B-1..B-3 by default); 5 PLN the first hour, 4 PLN each next one.
 * By default at 'Marszałkowska 10, Warszawa' (placed north of the city); a journey that finds it on the map gives
 * its own address and place.
 */
export async function createParking(
  request: APIRequestContext,
  // North of the city, away from the demo parkings the map journeys look at in central Warsaw.
  options: { number?: string; latitude?: number; longitude?: number; template?: string } = {},
): Promise<Parking> {
  const place = { number: '10', latitude: 52.36, longitude: 20.93, template: 'B-X', ...options };
  const owner = await loginToken(request, demo.owner);
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Anna Nowak',
        street: 'Marszałkowska',
        buildingNumber: '10',
        postcode: '00-950',
        city: 'Warszawa',
        invoiceEmail: 'anna@example.com',
      },
    },
    owner,
  );
  const { createParking } = await gql<{ createParking: { id: string; identifier: string } }>(
    request,
    'mutation($input: ParkingInput!) { createParking(input: $input) { id identifier } }',
    { input: { name: 'Dziedziniec', billingAccountId: createBillingAccount.id } },
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
        street: 'Marszałkowska',
        number: place.number,
        postcode: '00-950',
        city: 'Warszawa',
        latitude: place.latitude,
        longitude: place.longitude,
      },
    },
    owner,
  );
  const { createSpots } = await gql<{ createSpots: { id: string; number: string }[] }>(
    request,
    'mutation($input: CreateSpotsInput!) { createSpots(input: $input) { id number } }',
    { input: { parkingId, template: place.template, from: 1, to: 3 } },
    owner,
  );
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
  const admin = await loginToken(request, demo.admin);
  await gql(request, 'mutation($id: ID!) { verifyParking(id: $id) { id } }', { id: parkingId }, admin);
  return { parkingId, identifier: createParking.identifier, spots: createSpots };
}

export interface Driver {
  token: string;
  billingId: string;
  vehicleId: string;
}

/** A new driver with a billing account and a car (plate WA 12345). */
export async function createDriver(request: APIRequestContext, language: 'en' | 'pl'): Promise<Driver> {
  const user = await createVerifiedUser(request, { language });
  const { createBillingAccount } = await gql<{ createBillingAccount: { id: string } }>(
    request,
    'mutation($input: BillingAccountInput!) { createBillingAccount(input: $input) { id } }',
    {
      input: {
        fullName: 'Ewa Kowalska',
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
  return { token: user.token, billingId: createBillingAccount.id, vehicleId: createVehicle.id };
}
