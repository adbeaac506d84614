import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import { messages } from '@parkshare/shared/validation/messages';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, parkings, type ImageRow } from '../../db/schema/parkings';
import { fieldError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../../db/transaction';
import type { AppDeps } from '../../app-deps';
import type { ImageStore } from './image-store';
import { imageStoreFor } from './image-stores';

/** What the images service needs: the database and where the files go. */
export interface ImageDeps {
  db: Db;
  store: ImageStore;
  log?: { warn(object: unknown, message: string): void };
}

export interface ImageSubject {
  parkingId: string;
  subjectType: ImageSubjectType;
  subjectId: string;
}

export interface UploadedImageFile {
  name: string;
  buffer: Buffer;
}

// The order everyone sees: the primary photo first, then the owner's order.
const displayOrder = [desc(images.isPrimary), asc(images.position), asc(images.createdAt), asc(images.id)];
export const ofSubject = (subject: Pick<ImageSubject, 'subjectType' | 'subjectId'>) =>
  and(eq(images.subjectType, subject.subjectType), eq(images.subjectId, subject.subjectId));

/** The photos of one subject, primary first, then by position. */
export function listImages(db: Db | Tx, subject: Pick<ImageSubject, 'subjectType' | 'subjectId'>): Promise<ImageRow[]> {
  return db
    .select()
    .from(images)
    .where(ofSubject(subject))
    .orderBy(...displayOrder);
}

/** The photos of many subjects of one type in one query, each list primary first (for GraphQL list fields). */
export async function imagesOfSubjects(
  db: Db,
  subjectType: ImageSubjectType,
  subjectIds: readonly string[],
): Promise<Map<string, ImageRow[]>> {
  const bySubject = new Map<string, ImageRow[]>(subjectIds.map((id) => [id, []]));
  if (subjectIds.length === 0) return bySubject;
  const rows = await db
    .select()
    .from(images)
    .where(and(eq(images.subjectType, subjectType), inArray(images.subjectId, [...subjectIds])))
    .orderBy(...displayOrder);
  for (const row of rows) bySubject.get(row.subjectId)?.push(row);
  return bySubject;
}

/** One image by id, or NOT_FOUND; the caller authorises through its parking. */
export async function findImage(db: Db, id: string): Promise<ImageRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

// Photo changes of one parking run one at a time: "the first photo becomes primary", the per-subject limit and
// the positions are read and then written. The partial unique index keeps one primary even if this were missed.
export async function lockParking(tx: Tx, parkingId: string): Promise<void> {
  await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.id, parkingId)).for('update');
}

/** Makes the image its subject's primary photo; the previous primary stops being one. Caller has authorised. */
export function setPrimaryImage({ deps, image }: { deps: ImageDeps; image: ImageRow }): Promise<ImageRow> {
  return deps.db.transaction(async (tx) => {
    await lockParking(tx, image.parkingId);
    // Cleared first: the unique index allows one primary per subject at every moment.
    await tx
      .update(images)
      .set({ isPrimary: false, updatedAt: new Date() })
      .where(and(ofSubject(image), eq(images.isPrimary, true), ne(images.id, image.id)));
    const [row] = await tx
      .update(images)
      .set({ isPrimary: true, updatedAt: new Date() })
      .where(eq(images.id, image.id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/**
 * Puts a subject's photos in the given order. The list must hold each of the subject's photos exactly once; the
 * primary photo stays primary (and is shown first). Caller has authorised manage access.
 */
export function reorderImages({
  deps,
  subject,
  imageIds,
}: {
  deps: ImageDeps;
  subject: ImageSubject;
  imageIds: readonly string[];
}): Promise<ImageRow[]> {
  return deps.db.transaction(async (tx) => {
    await lockParking(tx, subject.parkingId);
    const current = await listImages(tx, subject);
    const known = new Set(current.map((image) => image.id));
    const exact =
      imageIds.length === current.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => known.has(id));
    if (!exact) throw fieldError('imageIds', messages.imagesOrder);
    const now = new Date();
    for (const [position, id] of imageIds.entries()) {
      await tx.update(images).set({ position, updatedAt: now }).where(eq(images.id, id));
    }
    return listImages(tx, subject);
  });
}

/**
 * Deletes a photo; if it was the primary, the next one in order becomes primary. The files are removed after the
 * row is gone, so a failure never leaves a row pointing at a missing file. Caller has authorised.
 */
export async function deleteImage({ deps, image }: { deps: ImageDeps; image: ImageRow }): Promise<string> {
  const deleted = await deps.db.transaction(async (tx) => {
    await lockParking(tx, image.parkingId);
    const [row] = await tx.delete(images).where(eq(images.id, image.id)).returning();
    if (!row) throw notFound();
    if (row.isPrimary) {
      const [next] = await listImages(tx, row);
      if (next) await tx.update(images).set({ isPrimary: true, updatedAt: new Date() }).where(eq(images.id, next.id));
    }
    return row;
  });
  await removeFiles(deps, [deleted.fileKey, deleted.thumbnailKey]);
  return deleted.id;
}

/**
 * Deletes the photo rows of deleted subjects (a spot, an address) inside the caller's transaction and answers
 * their file keys; the caller removes the files with `removeImageFiles` once the transaction has committed.
 */
export async function deleteImageRowsOf(
  tx: Db | Tx,
  subject: Pick<ImageSubject, 'subjectType' | 'subjectId'>,
): Promise<string[]> {
  const rows = await tx
    .delete(images)
    .where(ofSubject(subject))
    .returning({ fileKey: images.fileKey, thumbnailKey: images.thumbnailKey });
  return rows.flatMap((row) => [row.fileKey, row.thumbnailKey]);
}

/** Removes photo files whose rows are gone (best effort: a failure is logged, never thrown). */
export function removeImageFiles(deps: ImageDeps, keys: readonly string[]): Promise<void> {
  return removeFiles(deps, keys);
}

/** The images service's dependencies from the app's. */
export const imageDeps = (deps: AppDeps): ImageDeps => ({
  db: deps.db,
  store: imageStoreFor(deps),
  log: deps.log,
});

// Best effort: a file left behind costs disk space, never correctness (no row points at it).
export async function removeFiles(deps: ImageDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.store.delete(key);
    } catch (error) {
      deps.log?.warn({ err: error, key }, 'could not delete an image file');
    }
  }
}
