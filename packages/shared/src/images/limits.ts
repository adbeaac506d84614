// Photo upload limits, one source for the server's checks and the uploader's checks before sending.

/** The largest photo accepted, in megabytes (MiB, as file managers count them). */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

/** Photos in one upload request. */
export const MAX_IMAGES_PER_UPLOAD = 10;

/** Photos one parking, address or spot can have. */
export const MAX_IMAGES_PER_SUBJECT = 30;

/** Decoded size limit: a small file that unpacks to a giant bitmap (a decompression bomb) is refused. */
export const MAX_IMAGE_MEGAPIXELS = 100;

/** What the uploader offers; the server decides by the content, never by this declared type or the name. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
