import { MAX_IMAGES_PER_SUBJECT, MAX_IMAGES_PER_UPLOAD } from '@parkshare/shared/images/limits';
import type { ImageSubjectType } from '@parkshare/shared/parkings/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, type ImageRow } from '../../db/schema/parkings';
import type { Tx } from '../../db/transaction';
import { AppError, fieldError, VALIDATION_MESSAGE, type FieldErrors } from '../../lib/errors';
import { ImageRejectedError, processImage, type ProcessedImage } from './image-processing';
import { newImageKeys } from './image-store';
import {
  type ImageDeps,
  type ImageSubject,
  listImages,
  lockParking,
  ofSubject,
  removeFiles,
  type UploadedImageFile,
} from './images.service';

// Adding photos to a subject: every file checked and re-encoded, stored, then the rows written in one
// transaction under the parking's lock; all or nothing.

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
