import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';

// Where photo files live. Local disk under DATA_DIR/images by default; an object-storage adapter (S3-compatible)
// only has to implement these three calls. Keys are generated here, never taken from a user's file name.

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

/** The folders under DATA_DIR: public photos, and the private ones (a bucket of their own in object storage). */
export const IMAGE_FOLDERS = { public: 'images', private: 'private-images' } as const;

const stores = { public: new WeakMap<Config, ImageStore>(), private: new WeakMap<Config, ImageStore>() };

function storeFor(config: Config, kind: keyof typeof IMAGE_FOLDERS): ImageStore {
  let store = stores[kind].get(config);
  if (!store) {
    store = createLocalImageStore(join(config.dataDir, IMAGE_FOLDERS[kind]));
    stores[kind].set(config, store);
  }
  return store;
}

/** The app's image store, one per configuration (DATA_DIR/images): photos anybody may see, /api/images. */
export const imageStoreFor = (config: Config): ImageStore => storeFor(config, 'public');

/**
 * Photos that are not for everyone (a ticket's evidence: number plates, faces), kept apart (DATA_DIR/private-images)
 * so that /api/images, which serves the public store to anybody for a year, can never reach them; their module
 * serves them to whoever may see them.
 */
export const privateImageStoreFor = (config: Config): ImageStore => storeFor(config, 'private');
