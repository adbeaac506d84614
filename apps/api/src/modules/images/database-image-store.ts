import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles, type StoredFileBucket } from '../../db/schema/stored-files';
import { contentTypeOfKey, isImageKey, type ImageStore } from './image-store';

// Photo files as rows of stored_files (IMAGE_STORE=database, decision 098): every instance on the same PostgreSQL
// serves every photo, and a database backup holds them too.

export function createDatabaseImageStore(db: Db, bucket: StoredFileBucket): ImageStore {
  const ofKey = (key: string) => and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key));
  return {
    async put(key, buffer, contentType) {
      if (!isImageKey(key)) throw new Error('invalid image key');
      // A retried write of the same key stores the same bytes again (keys are never reused for other content).
      await db
        .insert(storedFiles)
        .values({ bucket, key, contentType, bytes: buffer.length, content: buffer })
        .onConflictDoUpdate({
          target: [storedFiles.bucket, storedFiles.key],
          set: { contentType, bytes: buffer.length, content: buffer },
        });
    },
    async get(key) {
      if (!isImageKey(key)) return null;
      const [row] = await db.select({ content: storedFiles.content }).from(storedFiles).where(ofKey(key));
      if (!row) return null;
      return { stream: Readable.from([row.content]), bytes: row.content.length };
    },
    async delete(key) {
      if (!isImageKey(key)) return;
      await db.delete(storedFiles).where(ofKey(key));
    },
  };
}

/** Written into a folder once all its files are in the database: later starts skip the folder. */
export const COPIED_MARKER = '.copied-to-database';

/**
 * Copies the photo files an installation kept on disk (IMAGE_STORE=disk, `folder`) into the database, so that
 * switching to IMAGE_STORE=database loses none. Files already there are left as they are; the files on disk are
 * not removed. Returns how many it copied.
 */
export async function copyDiskImagesToDatabase(db: Db, bucket: StoredFileBucket, folder: string): Promise<number> {
  let shards: string[];
  try {
    shards = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  if (shards.includes(COPIED_MARKER)) return 0;
  let copied = 0;
  for (const shard of shards.filter((name) => /^[0-9a-f]{2}$/.test(name))) {
    for (const key of await readdir(join(folder, shard))) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) continue;
      const content = await readFile(join(folder, shard, key));
      const inserted = await db
        .insert(storedFiles)
        .values({ bucket, key, contentType, bytes: content.length, content })
        .onConflictDoNothing()
        .returning({ key: storedFiles.key });
      copied += inserted.length;
    }
  }
  await writeFile(join(folder, COPIED_MARKER), `${new Date().toISOString()}\n`);
  return copied;
}
