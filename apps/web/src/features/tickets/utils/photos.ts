import { MAX_TICKET_PHOTOS } from '@parkshare/shared/validation/tickets';
import type { UploadItem } from '../../../components/ui/upload-file-list';
import { checkImageFile } from '../../../lib/images/image-files';

// The photos of a ticket or a reply, as the form holds them until they are sent.

let nextKey = 0;

/** Chosen files as the list shows them: a preview and the refusal of the checks before sending, if any. */
export function toUploadItems(files: File[]): UploadItem[] {
  return files.map((file) => ({
    key: String((nextKey += 1)),
    file,
    preview: URL.createObjectURL(file),
    error: checkImageFile(file),
  }));
}

/** The photos are ready to send: none refused and no more than a ticket message takes. */
export const photosReady = (items: readonly UploadItem[]) =>
  items.length <= MAX_TICKET_PHOTOS && items.every((item) => !item.error);

/**
 * Serves the refusal of each photo the server named (`photos.<index>`) to its item; answers what is about the
 * photos as a whole.
 */
export function placePhotoErrors(
  items: readonly UploadItem[],
  fieldErrors: Record<string, string[]>,
): { items: UploadItem[]; general: string[] } {
  const byIndex = new Map<number, string>();
  const general: string[] = [];
  for (const [field, list] of Object.entries(fieldErrors)) {
    const index = /(?:^|\.)photos\.(\d+)$/.exec(field)?.[1];
    if (index !== undefined && list[0]) byIndex.set(Number(index), list[0]);
    else if (/(?:^|\.)photos$/.test(field)) general.push(...list);
  }
  return { items: items.map((item, index) => ({ ...item, error: byIndex.get(index) ?? item.error })), general };
}
