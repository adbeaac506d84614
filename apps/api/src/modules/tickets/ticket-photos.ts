import { MAX_TICKET_PHOTOS } from '@parkshare/shared/validation/tickets';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { ticketPhotos, type TicketPhotoRow } from '../../db/schema/tickets';
import type { Reader, Tx } from '../../db/transaction';
import { AppError, fieldError, VALIDATION_MESSAGE, type FieldErrors } from '../../lib/errors';
import { ImageRejectedError, processImage, type ProcessedImage } from '../images/image-processing';
import { newImageKeys } from '../images/image-store';
import { privateImageStoreFor } from '../images/image-stores';
import { removeFiles } from '../images/images.service';

// Photos attached to a ticket or a reply as evidence (decision 080): each file goes through the photo pipeline
// (format sniffed from the bytes, size and pixel limits, re-encoded without metadata) before anything is written;
// the files are stored before the transaction that inserts their rows, and removed again if it fails.

export interface TicketFile {
  name: string;
  buffer: Buffer;
}

/** Photos checked, re-encoded and written to the store, waiting for their rows. */
export interface StoredPhotos {
  rows: { image: ProcessedImage; fileKey: string; thumbnailKey: string }[];
  /** Removes the files again (the transaction failed). */
  discard(): Promise<void>;
}

// A name from the user's device, shown back only in the error message: one line, bounded.
const displayName = (name: string): string =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'file';

/** The files of a GraphQL multipart request, read into memory (at most MAX_TICKET_PHOTOS, else `photos`). */
export async function readTicketFiles(files: readonly File[] | null | undefined): Promise<TicketFile[]> {
  if (!files || files.length === 0) return [];
  if (files.length > MAX_TICKET_PHOTOS) {
    throw fieldError('photos', formatMessage('ticketPhotosPerMessage', { count: MAX_TICKET_PHOTOS }));
  }
  return Promise.all(files.map(async (file) => ({ name: file.name, buffer: Buffer.from(await file.arrayBuffer()) })));
}

/**
 * Checks and re-encodes every photo (a refused one is named under `photos.<index>`, nothing is stored), then
 * writes the files. The caller inserts the rows with insertTicketPhotos in its transaction and calls discard()
 * if that fails.
 */
export async function storeTicketPhotos(deps: AppDeps, files: readonly TicketFile[]): Promise<StoredPhotos> {
  // Evidence (plates, faces): the private store, served only through signed URLs (ticket-photo-urls.ts).
  const store = privateImageStoreFor(deps);
  const imageDeps = { db: deps.db, store, log: deps.log };
  const processed: ProcessedImage[] = [];
  const refused: FieldErrors = {};
  const refusedNames: string[] = [];
  // One at a time: a few full-size decodes at once would multiply the memory a request can take.
  for (const [index, file] of files.entries()) {
    try {
      processed.push(await processImage(file.buffer));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      refused[`photos.${index}`] = [error.message];
      refusedNames.push(displayName(file.name));
    }
  }
  if (refusedNames.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${VALIDATION_MESSAGE} Refused: ${refusedNames.join(', ')}.`, {
      validation: refused,
    });
  }
  const written: string[] = [];
  const discard = () => removeFiles(imageDeps, written);
  const rows: StoredPhotos['rows'] = [];
  try {
    for (const image of processed) {
      const keys = newImageKeys(image.mimeType);
      await store.put(keys.fileKey, image.full.buffer, image.mimeType);
      written.push(keys.fileKey);
      await store.put(keys.thumbnailKey, image.thumbnail.buffer, image.mimeType);
      written.push(keys.thumbnailKey);
      rows.push({ image, ...keys });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { rows, discard };
}

/** The rows of stored photos: the report's own (messageId null) or a reply's. */
export async function insertTicketPhotos(
  tx: Tx,
  photos: StoredPhotos,
  { ticketId, messageId, uploadedBy }: { ticketId: string; messageId: string | null; uploadedBy: string },
): Promise<void> {
  if (photos.rows.length === 0) return;
  await tx.insert(ticketPhotos).values(
    photos.rows.map(({ image, fileKey, thumbnailKey }, position) => ({
      ticketId,
      messageId,
      position,
      fileKey,
      thumbnailKey,
      width: image.full.width,
      height: image.full.height,
      bytes: image.full.bytes,
      uploadedBy,
    })),
  );
}

/**
 * Runs `write` with the photos stored first; if it throws (the transaction rolled back), the files go again.
 */
export async function withStoredPhotos<T>(
  deps: AppDeps,
  files: readonly TicketFile[],
  write: (photos: StoredPhotos) => Promise<T>,
): Promise<T> {
  const photos = await storeTicketPhotos(deps, files);
  try {
    return await write(photos);
  } catch (error) {
    await photos.discard();
    throw error;
  }
}

/** The photos of the report itself (not of a reply), in their order. */
export function reportPhotos(db: Reader, ticketId: string): Promise<TicketPhotoRow[]> {
  return db
    .select()
    .from(ticketPhotos)
    .where(and(eq(ticketPhotos.ticketId, ticketId), isNull(ticketPhotos.messageId)))
    .orderBy(asc(ticketPhotos.position));
}

/** The photos of some messages of one ticket, keyed by message (the ticket's index finds them). */
export async function photosOfMessages(
  db: Reader,
  ticketId: string,
  messageIds: readonly string[],
): Promise<Map<string, TicketPhotoRow[]>> {
  const byMessage = new Map<string, TicketPhotoRow[]>(messageIds.map((id) => [id, []]));
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(ticketPhotos)
    .where(and(eq(ticketPhotos.ticketId, ticketId), inArray(ticketPhotos.messageId, [...messageIds])))
    .orderBy(asc(ticketPhotos.messageId), asc(ticketPhotos.position));
  for (const row of rows) if (row.messageId) byMessage.get(row.messageId)?.push(row);
  return byMessage;
}
