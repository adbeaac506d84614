import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

// Where photo files live: folders under DATA_DIR (here) or rows of the database (database-image-store.ts), chosen by
// IMAGE_STORE (image-stores.ts, decision 098); an object-storage adapter (S3-compatible) would only have to implement
// these three calls. Keys are generated here, never taken from a user's file name.

export interface StoredFile {
  stream: Readable;
  bytes: number;
}

export interface ImageStore {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  /** The file, or null when the key is unknown. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; an unknown key is not an error. */
  delete(key: string): Promise<void>;
}

/** A stored key: a random UUID, an optional variant suffix and the format's extension. Nothing else reaches disk. */
export const IMAGE_KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-thumb)?\.(?:webp|jpg)$/;

export const isImageKey = (key: string): boolean => IMAGE_KEY_PATTERN.test(key);

const extensionOf: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };
const contentTypes: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** A fresh pair of keys for a photo and its thumbnail. */
export function newImageKeys(contentType: string): { fileKey: string; thumbnailKey: string } {
  const extension = extensionOf[contentType];
  if (!extension) throw new Error(`no key extension for ${contentType}`);
  const id = randomUUID();
  return { fileKey: `${id}.${extension}`, thumbnailKey: `${id}-thumb.${extension}` };
}

/** The content type a key was stored with (its extension), or null for a key of another shape. */
export function contentTypeOfKey(key: string): string | null {
  if (!isImageKey(key)) return null;
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? null;
}

/** Files under `root`, spread over 256 folders by the key's first two characters so no folder grows huge. */
export function createLocalImageStore(root: string): ImageStore {
  const pathOf = (key: string): string => {
    // The store is the last line of defence against path traversal: only generated keys have a path.
    if (!isImageKey(key)) throw new Error('invalid image key');
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, buffer) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const temporary = `${path}.${randomUUID()}.part`;
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!isImageKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), bytes: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isImageKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
