import type { SpotFeature } from '@parkshare/shared/spots/features';
import { HOLDING_RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import { compareSpotNumbers } from '@parkshare/shared/spots/natural-sort';
import { checkSpotNumbersFree, expandSpotTemplate } from '@parkshare/shared/spots/numbering-template';
import { spotNumberKey } from '@parkshare/shared/spots/spot-number';
import { MAX_SPOTS_PER_PARKING } from '@parkshare/shared/validation/limits';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { and, count, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { parkings, spots, type SpotRow } from '../../db/schema/parkings';
import { reservations } from '../../db/schema/reservations';
import { fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../../db/transaction';
import { deleteImageRowsOf, imageDeps, removeImageFiles } from '../images/images.service';

/** Only spots that have not been deleted (a deleted spot is kept only for its reservations' history). */
export const live = (condition: SQL | undefined): SQL | undefined => and(condition, isNull(spots.deletedAt));

// Spots of a parking. Numbers are unique per parking regardless of case ("a-01" and "A-01" are one sign and
// one URL); the parking row is locked while numbers are checked and written so that two requests cannot both
// pass the check, and the unique index on (parking, number) stays the last line of defence.

export interface SpotFields {
  number: string;
  hasRestrictions: boolean;
  /** Omitted: none on a new spot, unchanged on an edit. */
  features?: SpotFeature[] | undefined;
}

/** The parking's spots in natural order (A-2 before A-10). */
export async function listSpots(db: Db, parkingId: string): Promise<SpotRow[]> {
  const rows = await db
    .select()
    .from(spots)
    .where(live(eq(spots.parkingId, parkingId)));
  return rows.sort((a, b) => compareSpotNumbers(a.number, b.number) || a.createdAt.getTime() - b.createdAt.getTime());
}

export async function countSpots(db: Db, parkingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(spots)
    .where(live(eq(spots.parkingId, parkingId)));
  return row?.n ?? 0;
}

/** A spot by id, or NOT_FOUND (deleted spots too); the caller then authorises through its parking. */
export async function findSpot(db: Db, id: string): Promise<SpotRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(spots)
    .where(live(eq(spots.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function lockParking(tx: Tx, parkingId: string): Promise<void> {
  await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.id, parkingId)).for('update');
}

async function numbersOf(tx: Tx, parkingId: string, exceptSpotId?: string): Promise<string[]> {
  const where = live(
    exceptSpotId ? and(eq(spots.parkingId, parkingId), ne(spots.id, exceptSpotId)) : eq(spots.parkingId, parkingId),
  );
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
export function createSpot({
  deps,
  parkingId,
  input,
}: {
  deps: AppDeps;
  parkingId: string;
  input: SpotFields;
}): Promise<SpotRow> {
  return uniqueAsFieldError(
    () =>
      deps.db.transaction(async (tx) => {
        await lockParking(tx, parkingId);
        await ensureFree(tx, parkingId, input.number);
        const [row] = await tx
          .insert(spots)
          .values({ parkingId, ...input })
          .returning();
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
  input: { template: string; from: number; to: number; features?: SpotFeature[] | undefined };
}): Promise<SpotRow[]> {
  const expanded = expandSpotTemplate(input);
  if (!expanded.ok) throw fieldError(expanded.error.field, expanded.error.message);
  return uniqueAsFieldError(
    () =>
      deps.db.transaction(async (tx) => {
        await lockParking(tx, parkingId);
        const existing = await numbersOf(tx, parkingId);
        const free = checkSpotNumbersFree(expanded.numbers, existing);
        if (!free.ok) throw fieldError(free.error.field, free.error.message);
        if (existing.length + free.numbers.length > MAX_SPOTS_PER_PARKING) {
          throw fieldError('to', formatMessage('tooManySpotsInParking', { count: MAX_SPOTS_PER_PARKING }));
        }
        const rows = await tx
          .insert(spots)
          .values(
            free.numbers.map((number) => ({
              parkingId,
              number,
              hasRestrictions: false,
              features: input.features ?? [],
            })),
          )
          .returning();
        return rows.sort((a, b) => compareSpotNumbers(a.number, b.number));
      }),
    'template',
    messages.spotNumberTaken,
  );
}

/** Renames a spot or changes its restrictions flag or features; renaming onto another spot's number is a field error. */
export function updateSpot({
  deps,
  spot,
  input,
}: {
  deps: AppDeps;
  spot: SpotRow;
  input: SpotFields;
}): Promise<SpotRow> {
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
 * ending after now). A spot with any other reservation (past, cancelled) is kept for that history but marked
 * deleted: hidden everywhere, its number free for a new spot. Its photos go either way (rows in the
 * transaction, files after it). The caller manages the parking.
 */
export async function deleteSpot({ deps, spot }: { deps: AppDeps; spot: SpotRow }): Promise<SpotRow> {
  const imageKeys = await deps.db.transaction(async (tx) => {
    await lockParking(tx, spot.parkingId);
    const [current] = await tx
      .select({ id: spots.id })
      .from(spots)
      .where(live(eq(spots.id, spot.id)))
      .limit(1);
    if (!current) throw notFound();
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
    const [history] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.spotId, spot.id))
      .limit(1);
    if (history) {
      await tx.update(spots).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(spots.id, spot.id));
    } else {
      await tx.delete(spots).where(eq(spots.id, spot.id));
    }
    return deleteImageRowsOf(tx, { subjectType: 'spots', subjectId: spot.id });
  });
  await removeImageFiles(imageDeps(deps), imageKeys);
  return spot;
}

async function ensureFree(tx: Tx, parkingId: string, number: string, exceptSpotId?: string): Promise<void> {
  const key = spotNumberKey(number);
  if ((await numbersOf(tx, parkingId, exceptSpotId)).some((existing) => spotNumberKey(existing) === key)) {
    throw fieldError('number', messages.spotNumberTaken);
  }
}
