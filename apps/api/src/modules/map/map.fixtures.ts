// Parkings placed on the map for the map tests, inserted directly: the search must show what is in the tables,
// whoever wrote them. Each test takes a region of its own (`region()`), so tests sharing a database never see
// each other's parkings.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParkingStatus } from '@parkshare/shared/parkings/status';
import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { parkingAddresses, parkings, spots, unavailabilities } from '../../db/schema/parkings';
import { createBillingAccountFixture } from '../../test/money-factories';
import { insertReservationRow } from '../../test/reservation-factories';
import { createUser } from '../../test/factories';
import { publishParkingChange } from './parking-changes';
import { publishSpotEvents, spotEventOf } from './publish-spot-events';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (alphabet: string, count: number) =>
  [...randomBytes(count)].map((byte) => alphabet[byte % alphabet.length]).join('');

export const newIdentifier = () => `${pick(LETTERS, 3)}-${pick(DIGITS, 6)}`;

export interface Region {
  north: number;
  south: number;
  east: number;
  west: number;
  latitude: number;
  longitude: number;
}

let regions = 0;
/** A 0.1° × 0.1° viewport no other test uses, around Poland. */
export function region(): Region {
  regions += 1;
  const south = 49 + Math.floor(regions / 20) * 0.2;
  const west = 14 + (regions % 20) * 0.2;
  return { south, north: south + 0.1, west, east: west + 0.1, latitude: south + 0.05, longitude: west + 0.05 };
}

export interface MapParkingFixture {
  id: string;
  identifier: string;
  spotIds: string[];
  /** The owner every map fixture parking shares. */
  ownerId: string;
  addressId: string;
}

// One owner per database: test files may share a worker's modules (vitest.config.ts), never a database.
const owners = new WeakMap<object, Promise<{ userId: string; billingAccountId: string }>>();

async function ownerOf(app: FastifyInstance) {
  let owner = owners.get(app.deps.db);
  if (!owner) {
    owner = (async () => {
      const user = await createUser(app);
      const billing = await createBillingAccountFixture(app, user.id);
      return { userId: user.id, billingAccountId: billing.id };
    })();
    owners.set(app.deps.db, owner);
  }
  return owner;
}

export async function insertMapParking(
  app: FastifyInstance,
  at: { latitude: number; longitude: number },
  options: {
    status?: ParkingStatus;
    spots?: number;
    restrictions?: { height?: number | null; length?: number | null; width?: number | null } | null;
    street?: string | null;
    number?: string | null;
    city?: string;
  } = {},
): Promise<MapParkingFixture> {
  const db = app.deps.db;
  const { userId, billingAccountId } = await ownerOf(app);
  const identifier = newIdentifier();
  const restrictions = options.restrictions ?? null;
  const [parking] = await db
    .insert(parkings)
    .values({
      identifier,
      ownerId: userId,
      billingAccountId,
      name: 'Owner-only name',
      hasRestrictions: restrictions !== null,
      maxHeightCm: restrictions?.height ?? null,
      maxLengthCm: restrictions?.length ?? null,
      maxWidthCm: restrictions?.width ?? null,
      status: options.status ?? 'active',
    })
    .returning({ id: parkings.id });
  const parkingId = parking!.id;
  const [address] = await db
    .insert(parkingAddresses)
    .values({
      parkingId,
      type: 'basic',
      city: options.city ?? 'Warszawa',
      street: options.street === undefined ? 'Marszałkowska' : options.street,
      number: options.number === undefined ? '10' : options.number,
      latitude: at.latitude,
      longitude: at.longitude,
    })
    .returning({ id: parkingAddresses.id });
  const count = options.spots ?? 2;
  const spotIds =
    count > 0
      ? (
          await db
            .insert(spots)
            .values(Array.from({ length: count }, (_, index) => ({ parkingId, number: `A-${index + 1}` })))
            .returning({ id: spots.id })
        ).map((row) => row.id)
      : [];
  // As the app does once a parking goes live: the map index and kept map answers hear of it.
  await announceParking(app, parkingId);
  return { id: parkingId, identifier, spotIds, ownerId: userId, addressId: address!.id };
}

/** Tells open maps of a change made to a parking, as every owner's or admin's change does (parking-changes.ts). */
export async function announceParking(app: FastifyInstance, parkingId: string): Promise<void> {
  await publishParkingChange(app.deps, parkingId);
  // Listeners hear it on later ticks, before the next request the test sends arrives (as over the network).
  await new Promise(setImmediate);
}

export async function reserveSpot(
  app: FastifyInstance,
  parking: MapParkingFixture,
  spotId: string,
  values: { status: ReservationStatus; startAt: Date; endAt: Date },
): Promise<void> {
  const driver = await createUser(app);
  await insertReservationRow(app, { userId: driver.id, parkingId: parking.id, spotId, ...values });
  // As every reservation change of the app does once committed: open maps and kept map answers hear of it.
  publishSpotEvents(app.deps, [await spotEventOf(app.deps.db, { parkingId: parking.id, spotId })]);
  // Listeners hear it on later ticks, before the next request the test sends arrives (as over the network).
  await new Promise(setImmediate);
}

export async function closeParking(
  app: FastifyInstance,
  parkingId: string,
  values: Partial<typeof unavailabilities.$inferInsert> = {},
): Promise<void> {
  await app.deps.db
    .insert(unavailabilities)
    .values({ parkingId, name: 'Closed', days: ['mon'], startTime: '22:00', endTime: '06:00', ...values });
}
