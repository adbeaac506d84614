import {
  MAX_ADDRESSES_PER_PARKING,
  tooManyAddressesMessage,
  type ParkingAddressData,
  type ParkingAddressUpdateData,
} from '@parkshare/shared/validation/addresses';
import { messages } from '@parkshare/shared/validation/messages';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { parkingAddresses, parkings, type ParkingAddressRow, type ParkingRow } from '../../db/schema/parkings';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Viewer } from '../../lib/viewer';
import { deleteImageRowsOf, imageDeps, removeImageFiles } from '../images/images.service';
import { requireParking, type ParkingAccess } from '../parkings/parking.policy';

// A parking's addresses: exactly one basic address puts it on the map (the database allows at most one, the
// rules below keep an active parking from losing it); entry and exit addresses guide drivers in and out.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export interface AddressOptions {
  db: Db;
  viewer: Viewer;
  id: string;
}

// Basic first, then entries, then exits; within a type, the oldest first.
const typeOrder = sql`case ${parkingAddresses.type} when 'basic' then 0 when 'entry' then 1 else 2 end`;

/** The addresses of the given parkings, basic first, then entry and exit (for Parking.addresses, batched). */
export async function listAddressesOfParkings(db: Db, parkingIds: readonly string[]): Promise<ParkingAddressRow[]> {
  if (parkingIds.length === 0) return [];
  return db
    .select()
    .from(parkingAddresses)
    .where(inArray(parkingAddresses.parkingId, [...parkingIds]))
    .orderBy(typeOrder, asc(parkingAddresses.createdAt), asc(parkingAddresses.id));
}

/** One address, if the viewer may reach its parking with `need` (NOT_FOUND for strangers, FORBIDDEN for viewers). */
export async function getParkingAddress({
  db,
  viewer,
  id,
  need = 'view',
}: AddressOptions & { need?: ParkingAccess }): Promise<ParkingAddressRow> {
  const row = await findAddress(db, id);
  if (!row) throw notFound();
  await requireParking(db, { viewer, parkingId: row.parkingId, need });
  return row;
}

/**
 * Adds an address to a parking the viewer manages. A second basic address is refused on `type` (edit the
 * existing one instead); at most MAX_ADDRESSES_PER_PARKING addresses per parking.
 */
export async function createParkingAddress({
  db,
  viewer,
  input,
}: {
  db: Db;
  viewer: Viewer;
  input: ParkingAddressData;
}): Promise<ParkingAddressRow> {
  await requireParking(db, { viewer, parkingId: input.parkingId, need: 'manage' });
  return withBasicRace(() =>
    db.transaction(async (tx) => {
      await lockParking(tx, input.parkingId);
      if ((await countAddresses(tx, input.parkingId)) >= MAX_ADDRESSES_PER_PARKING) {
        throw fieldError('parkingId', tooManyAddressesMessage());
      }
      if (input.type === 'basic' && (await otherBasic(tx, input.parkingId))) {
        throw fieldError('type', messages.basicAddressExists);
      }
      const [row] = await tx
        .insert(parkingAddresses)
        .values({ ...columns(input), parkingId: input.parkingId })
        .returning();
      if (!row) throw new Error('parking address insert failed');
      return row;
    }),
  );
}

/**
 * Replaces an address's fields. Its type may change, unless that makes a second basic address or takes the
 * basic address away from an active parking.
 */
export async function updateParkingAddress({
  db,
  viewer,
  id,
  input,
}: AddressOptions & { input: ParkingAddressUpdateData }): Promise<ParkingAddressRow> {
  const current = await getParkingAddress({ db, viewer, id, need: 'manage' });
  // An address stays with its parking; naming another one is a mistake, not a move.
  if (input.parkingId && input.parkingId !== current.parkingId) throw fieldError('parkingId', messages.invalidValue);
  return withBasicRace(() =>
    db.transaction(async (tx) => {
      const parking = await lockParking(tx, current.parkingId);
      const before = await findAddress(tx, id);
      if (!before) throw notFound();
      if (input.type === 'basic' && before.type !== 'basic' && (await otherBasic(tx, before.parkingId, id))) {
        throw fieldError('type', messages.basicAddressExists);
      }
      if (before.type === 'basic' && input.type !== 'basic' && parking.status === 'active') {
        throw fieldError('type', messages.basicAddressKept);
      }
      const [row] = await tx
        .update(parkingAddresses)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(parkingAddresses.id, id))
        .returning();
      if (!row) throw notFound();
      return row;
    }),
  );
}

/**
 * Deletes an address and its photos (rows in the transaction, files after it); the basic address of an active
 * parking stays (the parking would vanish from the map).
 */
export async function deleteParkingAddress({
  deps,
  viewer,
  id,
}: Omit<AddressOptions, 'db'> & { deps: AppDeps }): Promise<ParkingAddressRow> {
  const db = deps.db;
  const current = await getParkingAddress({ db, viewer, id, need: 'manage' });
  const { row, imageKeys } = await db.transaction(async (tx) => {
    const parking = await lockParking(tx, current.parkingId);
    const found = await findAddress(tx, id);
    if (!found) throw notFound();
    if (found.type === 'basic' && parking.status === 'active') throw fieldError('id', messages.basicAddressKept);
    await tx.delete(parkingAddresses).where(eq(parkingAddresses.id, id));
    return { row: found, imageKeys: await deleteImageRowsOf(tx, { subjectType: 'addresses', subjectId: id }) };
  });
  await removeImageFiles(imageDeps(deps), imageKeys);
  return row;
}

const columns = (input: ParkingAddressData | ParkingAddressUpdateData) => ({
  type: input.type,
  country: input.country,
  region: input.region ?? null,
  city: input.city,
  street: input.street ?? null,
  number: input.number ?? null,
  postcode: input.postcode ?? null,
  latitude: input.latitude,
  longitude: input.longitude,
});

async function findAddress(db: Conn, id: string): Promise<ParkingAddressRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(parkingAddresses).where(eq(parkingAddresses.id, id)).limit(1);
  return row;
}

// Address changes of one parking queue behind each other, and see the parking's status as it is now
// (so a deactivation or verification running at the same time cannot slip between check and write).
async function lockParking(tx: Tx, parkingId: string): Promise<ParkingRow> {
  const [parking] = await tx.select().from(parkings).where(eq(parkings.id, parkingId)).for('update').limit(1);
  if (!parking) throw notFound();
  return parking;
}

async function countAddresses(tx: Tx, parkingId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(parkingAddresses).where(eq(parkingAddresses.parkingId, parkingId));
  return row?.n ?? 0;
}

async function otherBasic(tx: Tx, parkingId: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: parkingAddresses.id })
    .from(parkingAddresses)
    .where(
      and(
        eq(parkingAddresses.parkingId, parkingId),
        eq(parkingAddresses.type, 'basic'),
        ...(exceptId ? [ne(parkingAddresses.id, exceptId)] : []),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// The partial unique index has the last word when the lock is not enough (e.g. a writer outside this module).
async function withBasicRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('type', messages.basicAddressExists);
    throw error;
  }
}
