import { join } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { StoredFileBucket } from '../../db/schema/stored-files';
import { copyDiskImagesToDatabase, createDatabaseImageStore } from './database-image-store';
import { createLocalImageStore, type ImageStore } from './image-store';

// Which store keeps the app's photos (IMAGE_STORE, decision 098): folders under DATA_DIR, or the database, which
// several instances share.

export interface ImageStoreDeps {
  config: Config;
  db: Db;
}

/** The two stores, as folders under DATA_DIR and as buckets of stored_files: a bucket's name is its folder's. */
export const IMAGE_BUCKETS = { public: 'images', private: 'private-images' } as const satisfies Record<
  string,
  StoredFileBucket
>;

const stores = new WeakMap<object, Map<StoredFileBucket, ImageStore>>();

function storeFor({ config, db }: ImageStoreDeps, bucket: StoredFileBucket): ImageStore {
  const owner = config.imageStore === 'database' ? db : config;
  let byBucket = stores.get(owner);
  if (!byBucket) {
    byBucket = new Map<StoredFileBucket, ImageStore>();
    stores.set(owner, byBucket);
  }
  let store = byBucket.get(bucket);
  if (!store) {
    store =
      config.imageStore === 'database'
        ? createDatabaseImageStore(db, bucket)
        : createLocalImageStore(join(config.dataDir, bucket));
    byBucket.set(bucket, store);
  }
  return store;
}

/** The app's photos anybody may see, served by /api/images. */
export const imageStoreFor = (deps: ImageStoreDeps): ImageStore => storeFor(deps, IMAGE_BUCKETS.public);

/**
 * Photos that are not for everyone (a ticket's evidence: number plates, faces), kept apart (DATA_DIR/private-images,
 * or their own bucket) so that /api/images, which serves the public store to anybody for a year, can never reach
 * them; their module serves them to whoever may see them.
 */
export const privateImageStoreFor = (deps: ImageStoreDeps): ImageStore => storeFor(deps, IMAGE_BUCKETS.private);

/**
 * With IMAGE_STORE=database: the photos an earlier IMAGE_STORE=disk kept under DATA_DIR are copied in (once; the
 * files stay where they are), so switching stores loses none. Returns how many it copied.
 */
export async function adoptDiskImages({ config, db }: ImageStoreDeps): Promise<number> {
  if (config.imageStore !== 'database') return 0;
  let copied = 0;
  for (const bucket of Object.values(IMAGE_BUCKETS)) {
    copied += await copyDiskImagesToDatabase(db, bucket, join(config.dataDir, bucket));
  }
  return copied;
}
