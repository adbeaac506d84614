import { HOLDING_RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import { compareSpotNumbers } from '@parkshare/shared/spots/natural-sort';
import { checkSpotNumbersFree, expandSpotTemplate } from '@parkshare/shared/spots/numbering-template';
import { spotNumberKey } from '@parkshare/shared/spots/spot-number';
import { messages } from '@parkshare/shared/validation/messages';
import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { parkings, spots, type SpotRow } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../billing/owner-lock';

// Spots of a parking. Numbers are unique per parking regardless of case ("a-01" and "A-01" are one sign and
// one URL); the parking row is locked while numbers are checked and written so that two requests cannot both
// pass the check, and the unique index on (parking, number) stays the last line of defence.

export interface SpotFields {
  number: string;
  hasRestrictions: boolean;
}

/** The parking's spots in natural order (A-2 before A-10). */
export async function listSpots(db: Db, parkingId: string): Promise<SpotRow[]> {
  const rows = await db.select().from(spots).where(eq(spots.parkingId, parkingId));
  return rows.sort((a, b) => compareSpotNumbers(a.number, b.number) || a.createdAt.getTime() - b.createdAt.getTime());
}

export async function countSpots(db: Db, parkingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(spots).where(eq(spots.parkingId, parkingId));
  return row?.n ?? 0;
}

/** A spot by id, or NOT_FOUND; the caller then authorises through its parking. */
export async function findSpot(db: Db, id: string): Promise<SpotRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(spots).where(eq(spots.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

async function lockParking(tx: Tx, parkingId: string): Promise<void> {
  await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.id, parkingId)).for('update');
}

async function numbersOf(tx: Tx, parkingId: string, exceptSpotId?: string): Promise<string[]> {
  const where = exceptSpotId
    ? and(eq(spots.parkingId, parkingId), ne(spots.id, exceptSpotId))
    : eq(spots.parkingId, parkingId);
  return (await tx.select({ number: spots.number }).from(spots).where(where)).map((row) => row.number);
}

// A race the lock did not cover (it always does on PostgreSQL) still ends as a field error, not a 500.
async function uniqueAsFieldError<T>(work: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(field, message);
    throw error;
  }
}

/** Adds one spot; a number the parking already has is a field error. The caller manages the parking. */
export function createSpot({ deps, parkingId, input }: { deps: AppDeps; parkingId: string; input: SpotFields }): Promise<SpotRow> {
  return uniqueAsFieldError(
    () =>
      deps.db.transaction(async (tx) => {
        await lockParking(tx, parkingId);
        await ensureFree(tx, parkingId, input.number);
        const [row] = await tx.insert(spots).values({ parkingId, ...input }).returning();
        if (!row) throw new Error('spot insert failed');
        return row;
      }),
    'number',
    messages.spotNumberTaken,
  );
}

/**
 * Adds many spots from a numbering template, all or nothing: a template error, more than 500 spots or any
 * number the parking already has creates none (one transaction). The caller manages the parking.
 */
export function createSpots({
  deps,
  parkingId,
  input,
}: {
  deps: AppDeps;
  parkingId: string;
  input: { template: string; from: number; to: number };
}): Promise<SpotRow[]> {
  const expanded = expandSpotTemplate(input);
  if (!expanded.ok) throw fieldError(expanded.error.field, expanded.error.message);
  return uniqueAsFieldError(
    () =>
      deps.db.transaction(async (tx) => {
        await lockParking(tx, parkingId);
        const free = checkSpotNumbersFree(expanded.numbers, await numbersOf(tx, parkingId));
        if (!free.ok) throw fieldError(free.error.field, free.error.message);
        const rows = await tx
          .insert(spots)
          .values(free.numbers.map((number) => ({ parkingId, number, hasRestrictions: false })))
          .returning();
        return rows.sort((a, b) => compareSpotNumbers(a.number, b.number));
      }),
    'template',
    messages.spotNumberTaken,
  );
}

/** Renames a spot or changes its restrictions flag; renaming onto another spot's number is a field error. */
export function updateSpot({ deps, spot, input }: { deps: AppDeps; spot: SpotRow; input: SpotFields }): Promise<SpotRow> {
  return uniqueAsFieldError(
    () =>
      deps.db.transaction(async (tx) => {
        await lockParking(tx, spot.parkingId);
        await ensureFree(tx, spot.parkingId, input.number, spot.id);
        const [row] = await tx
          .update(spots)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(spots.id, spot.id))
          .returning();
        if (!row) throw notFound();
        return row;
      }),
    'number',
    messages.spotNumberTaken,
  );
}

/**
 * Deletes a spot unless a reservation still holds it in the future (pending payment, confirmed or active,
 * ending after now). Past reservations keep pointing at their spot (the history needs it), so the database
 * refuses to delete a spot that has any; that refusal becomes a message too. The caller manages the parking.
 */
export async function deleteSpot({ deps, spot }: { deps: AppDeps; spot: SpotRow }): Promise<SpotRow> {
  try {
    return await deleteUnreserved(deps, spot);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw fieldError('id', messages.spotHasHistory);
    throw error;
  }
}

function deleteUnreserved(deps: AppDeps, spot: SpotRow): Promise<SpotRow> {
  return deps.db.transaction(async (tx) => {
    await lockParking(tx, spot.parkingId);
    const [held] = await tx
      .select({ n: count() })
      .from(reservations)
      .where(
        and(
          eq(reservations.spotId, spot.id),
          inArray(reservations.status, [...HOLDING_RESERVATION_STATUSES]),
          gt(reservations.endAt, new Date()),
        ),
      );
    if ((held?.n ?? 0) > 0) throw fieldError('id', messages.spotHasReservations);
    await tx.delete(spots).where(eq(spots.id, spot.id));
    return spot;
  });
}

async function ensureFree(tx: Tx, parkingId: string, number: string, exceptSpotId?: string): Promise<void> {
  const key = spotNumberKey(number);
  if ((await numbersOf(tx, parkingId, exceptSpotId)).some((existing) => spotNumberKey(existing) === key)) {
    throw fieldError('number', messages.spotNumberTaken);
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
