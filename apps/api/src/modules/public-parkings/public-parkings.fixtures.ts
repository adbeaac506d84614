import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParkingStatus } from '@parkshare/shared/parkings/status';
import type { ReservationStatus } from '@parkshare/shared/reservations/status';
import { billingAccounts } from '../../db/schema/billing';
import { images, parkingAddresses, parkings, priceLists, spots, unavailabilities } from '../../db/schema/parkings';
import { insertReservationRow } from '../../test/reservation-factories';
import { createUser } from '../../test/factories';

// Rows for the public page tests, inserted directly: the read model must show what is in the tables, whoever
// wrote them.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (alphabet: string, count: number) =>
  [...randomBytes(count)].map((byte) => alphabet[byte % alphabet.length]).join('');

export const newIdentifier = () => `${pick(LETTERS, 3)}-${pick(DIGITS, 6)}`;

export interface ParkingFixture {
  id: string;
  identifier: string;
  ownerId: string;
  spotIds: Map<string, string>;
}

export async function insertParking(
  app: FastifyInstance,
  options: { status?: ParkingStatus; spotNumbers?: string[]; name?: string; note?: string | null } = {},
): Promise<ParkingFixture> {
  const db = app.deps.db;
  const owner = await createUser(app);
  const [billing] = await db
    .insert(billingAccounts)
    .values({
      userId: owner.id,
      fullName: 'Jan Właściciel',
      buildingNumber: '1',
      postcode: '00-001',
      city: 'Warszawa',
      invoiceEmail: 'jan@example.com',
      isDefault: true,
    })
    .returning({ id: billingAccounts.id });
  const identifier = newIdentifier();
  const [parking] = await db
    .insert(parkings)
    .values({
      identifier,
      ownerId: owner.id,
      billingAccountId: billing!.id,
      name: options.name ?? 'Secret owner name',
      note: options.note === undefined ? 'Gate code at the entrance' : options.note,
      hasRestrictions: true,
      maxHeightCm: 210,
      maxLengthCm: 500,
      maxWidthCm: null,
      status: options.status ?? 'active',
    })
    .returning({ id: parkings.id });
  const parkingId = parking!.id;
  const spotIds = new Map<string, string>();
  const numbers = options.spotNumbers ?? ['A-1', 'A-2'];
  if (numbers.length > 0) {
    const rows = await db
      .insert(spots)
      .values(numbers.map((number) => ({ parkingId, number })))
      .returning({ id: spots.id, number: spots.number });
    for (const row of rows) spotIds.set(row.number, row.id);
  }
  return { id: parkingId, identifier, ownerId: owner.id, spotIds };
}

export async function insertAddress(
  app: FastifyInstance,
  parkingId: string,
  type: 'basic' | 'entry' | 'exit',
  values: { city?: string; street?: string } = {},
): Promise<string> {
  const [row] = await app.deps.db
    .insert(parkingAddresses)
    .values({
      parkingId,
      type,
      city: values.city ?? 'Warszawa',
      street: values.street ?? 'Marszałkowska',
      number: '10',
      postcode: '00-950',
      region: 'mazowieckie',
      latitude: 52.2297,
      longitude: 21.0122,
    })
    .returning({ id: parkingAddresses.id });
  return row!.id;
}

export async function insertImage(
  app: FastifyInstance,
  parkingId: string,
  subject: { type: 'parkings' | 'addresses' | 'spots'; id: string },
  values: { key: string; isPrimary?: boolean; position?: number },
): Promise<void> {
  await app.deps.db.insert(images).values({
    parkingId,
    subjectType: subject.type,
    subjectId: subject.id,
    isPrimary: values.isPrimary ?? false,
    position: values.position ?? 0,
    fileKey: `${values.key}.webp`,
    thumbnailKey: `${values.key}-thumb.webp`,
    mimeType: 'image/webp',
    width: 1600,
    height: 1200,
    bytes: 1000,
  });
}

export async function insertPriceList(
  app: FastifyInstance,
  parkingId: string,
  values: Partial<typeof priceLists.$inferInsert> = {},
) {
  await app.deps.db.insert(priceLists).values({
    parkingId,
    name: 'Basic',
    days: [],
    startHour: '00:00',
    endHour: '00:00',
    settlementPeriod: 'one_hour',
    firstPeriodPrice: 500,
    nextPeriodPrice: 400,
    isBasic: true,
    ...values,
  });
}

export async function insertUnavailability(
  app: FastifyInstance,
  parkingId: string,
  values: Partial<typeof unavailabilities.$inferInsert> = {},
) {
  await app.deps.db
    .insert(unavailabilities)
    .values({ parkingId, name: 'Night', days: ['mon'], startTime: '22:00', endTime: '06:00', ...values });
}

export async function insertReservation(
  app: FastifyInstance,
  fixture: ParkingFixture,
  spotNumber: string,
  values: { status: ReservationStatus; startAt: Date; endAt: Date },
): Promise<void> {
  const driver = await createUser(app);
  await insertReservationRow(app, {
    userId: driver.id,
    parkingId: fixture.id,
    spotId: fixture.spotIds.get(spotNumber)!,
    ...values,
  });
}
