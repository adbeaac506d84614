import type { UnavailabilityData } from '@parkshare/shared/validation/price-lists';
import { MAX_UNAVAILABILITIES_PER_PARKING } from '@parkshare/shared/validation/limits';
import { messages } from '@parkshare/shared/validation/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkings, unavailabilities, type ParkingRow, type UnavailabilityRow } from '../../db/schema/parkings';
import { requireRoom } from '../../lib/bounds';
import { fieldError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';

// Cyclic unavailability of a parking (issue 3): without any, a parking is available 24/7. Windows follow the
// price lists' day and midnight rules (packages/shared/src/pricing/unavailability.ts decides at an instant).
// Authorization (requireParking 'manage') happens in the resolvers.

export interface UnavailabilityOptions {
  db: Db;
  parking: ParkingRow;
}

/** A parking's unavailability windows in the order they were added. */
export function listUnavailabilities({ db, parkingId }: { db: Db; parkingId: string }): Promise<UnavailabilityRow[]> {
  return db
    .select()
    .from(unavailabilities)
    .where(eq(unavailabilities.parkingId, parkingId))
    .orderBy(asc(unavailabilities.createdAt), asc(unavailabilities.id));
}

/** The unavailability with this id, or NOT_FOUND (also for a malformed id); the caller authorises its parking. */
export async function findUnavailability({ db, id }: { db: Db; id: string }): Promise<UnavailabilityRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(unavailabilities).where(eq(unavailabilities.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** Adds an unavailability window to the parking (at most MAX_UNAVAILABILITIES_PER_PARKING, counted under its lock). */
export function createUnavailability({
  db,
  parking,
  input,
}: UnavailabilityOptions & { input: UnavailabilityData }): Promise<UnavailabilityRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.id, parking.id)).for('update');
    await requireRoom(tx, {
      table: unavailabilities,
      where: eq(unavailabilities.parkingId, parking.id),
      max: MAX_UNAVAILABILITIES_PER_PARKING,
      field: 'parkingId',
      message: 'tooManyUnavailabilities',
    });
    const [row] = await tx
      .insert(unavailabilities)
      .values({ ...columns(input), parkingId: parking.id })
      .returning();
    if (!row) throw new Error('unavailability insert failed');
    return row;
  });
}

/** Replaces a window's fields; a window never moves to another parking. */
export async function updateUnavailability({
  db,
  parking,
  id,
  input,
}: UnavailabilityOptions & { id: string; input: UnavailabilityData }): Promise<UnavailabilityRow> {
  if (input.parkingId !== parking.id) throw fieldError('parkingId', messages.invalidValue);
  const [row] = await db
    .update(unavailabilities)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(unavailabilities.id, id), eq(unavailabilities.parkingId, parking.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Deletes a window; the parking is then available at those times again. */
export async function deleteUnavailability({
  db,
  parking,
  id,
}: UnavailabilityOptions & { id: string }): Promise<UnavailabilityRow> {
  const [row] = await db
    .delete(unavailabilities)
    .where(and(eq(unavailabilities.id, id), eq(unavailabilities.parkingId, parking.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

const columns = (input: UnavailabilityData) => ({
  name: input.name,
  days: [...input.days],
  startTime: input.startTime,
  endTime: input.endTime,
});
