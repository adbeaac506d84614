import { MAX_IMAGES_PER_SUBJECT, MAX_IMAGES_PER_UPLOAD } from '@parkshare/shared/images/limits';
import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, parkings, type ImageRow } from '../../db/schema/parkings';
import { AppError, fieldError, notFound, VALIDATION_MESSAGE, type FieldErrors } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { ImageRejectedError, processImage, type ProcessedImage } from './image-processing';
import type { AppDeps } from '../../app-deps';
import { imageStoreFor, newImageKeys, type ImageStore } from './image-store';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
const ofSubject = (subject: Pick<ImageSubject, 'subjectType' | 'subjectId'>) =>
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
async function lockParking(tx: Tx, parkingId: string): Promise<void> {
  await tx.select({ id: parkings.id }).from(parkings).where(eq(parkings.id, parkingId)).for('update');
}

async function countImages(db: Db | Tx, subject: ImageSubject): Promise<number> {
  const [row] = await db.select({ n: count() }).from(images).where(ofSubject(subject));
  return row?.n ?? 0;
}

const perSubjectLimit = () => fieldError('files', formatMessage('imagesPerSubject', { count: MAX_IMAGES_PER_SUBJECT }));

// A name from the user's device, shown back only in the error message: one line, bounded.
const displayName = (name: string): string =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'file';

/**
 * Stores photos for a subject, all or nothing. Steps: check the count; check and re-encode every file (the error
 * names each refused file under `files.<index>`); write the files; insert the rows in one transaction (the
 * subject's first photo becomes primary); if that fails, delete the files again. The caller has authorised
 * manage access to the subject's parking.
 */
export async function uploadImages({
  deps,
  subject,
  files,
  uploadedBy,
}: {
  deps: ImageDeps;
  subject: ImageSubject;
  files: readonly UploadedImageFile[];
  uploadedBy: string | null;
}): Promise<ImageRow[]> {
  if (files.length === 0) throw fieldError('files', messages.required);
  if (files.length > MAX_IMAGES_PER_UPLOAD) {
    throw fieldError('files', formatMessage('imagesPerUpload', { count: MAX_IMAGES_PER_UPLOAD }));
  }
  if ((await countImages(deps.db, subject)) + files.length > MAX_IMAGES_PER_SUBJECT) throw perSubjectLimit();

  // One at a time: a few full-size decodes at once would multiply the memory a request can take.
  const processed: ProcessedImage[] = [];
  const refused: FieldErrors = {};
  const refusedNames: string[] = [];
  for (const [index, file] of files.entries()) {
    try {
      processed.push(await processImage(file.buffer));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      refused[`files.${index}`] = [error.message];
      refusedNames.push(displayName(file.name));
    }
  }
  if (refusedNames.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${VALIDATION_MESSAGE} Refused: ${refusedNames.join(', ')}.`, {
      validation: refused,
    });
  }

  const written: string[] = [];
  const rows = processed.map((image) => ({ image, keys: newImageKeys(image.mimeType) }));
  try {
    for (const { image, keys } of rows) {
      await deps.store.put(keys.fileKey, image.full.buffer, image.mimeType);
      written.push(keys.fileKey);
      await deps.store.put(keys.thumbnailKey, image.thumbnail.buffer, image.mimeType);
      written.push(keys.thumbnailKey);
    }
    return await deps.db.transaction(async (tx) => {
      await lockParking(tx, subject.parkingId);
      const existing = await listImages(tx, subject);
      if (existing.length + rows.length > MAX_IMAGES_PER_SUBJECT) throw perSubjectLimit();
      const hasPrimary = existing.some((image) => image.isPrimary);
      const nextPosition = existing.reduce((max, image) => Math.max(max, image.position + 1), 0);
      return tx
        .insert(images)
        .values(
          rows.map(({ image, keys }, index) => ({
            parkingId: subject.parkingId,
            subjectType: subject.subjectType,
            subjectId: subject.subjectId,
            isPrimary: !hasPrimary && index === 0,
            position: nextPosition + index,
            fileKey: keys.fileKey,
            thumbnailKey: keys.thumbnailKey,
            mimeType: image.mimeType,
            width: image.full.width,
            height: image.full.height,
            bytes: image.full.bytes,
            uploadedBy,
          })),
        )
        .returning();
    });
  } catch (error) {
    await removeFiles(deps, written);
    throw error;
  }
}

/**
 * Stores one already generated picture for a subject (the demo seed), through the same checks and re-encoding
 * as an upload; the subject's first photo becomes primary.
 */
export async function storeImage({
  deps,
  parkingId,
  subjectType,
  subjectId,
  buffer,
  uploadedBy = null,
}: {
  deps: ImageDeps;
  parkingId: string;
  subjectType: ImageSubjectType;
  subjectId: string;
  buffer: Buffer;
  uploadedBy?: string | null;
}): Promise<ImageRow> {
  const [row] = await uploadImages({
    deps,
    subject: { parkingId, subjectType, subjectId },
    files: [{ name: 'generated', buffer }],
    uploadedBy,
  });
  if (!row) throw new Error('image insert failed');
  return row;
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
  store: imageStoreFor(deps.config),
  log: deps.log,
});

// Best effort: a file left behind costs disk space, never correctness (no row points at it).
async function removeFiles(deps: ImageDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.store.delete(key);
    } catch (error) {
      deps.log?.warn({ err: error, key }, 'could not delete an image file');
    }
  }
}
