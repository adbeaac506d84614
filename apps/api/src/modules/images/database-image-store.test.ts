import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles as storedFileRows } from '../../db/schema/stored-files';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createParkingFixture } from '../../test/owner-factories';
import { COPIED_MARKER, copyDiskImagesToDatabase, createDatabaseImageStore } from './database-image-store';
import { storedFiles, uploadParkingPhoto } from './images-test-helpers';
import { adoptDiskImages } from './image-stores';

// IMAGE_STORE=database (decision 098): photos as rows, so every instance on the database serves them. The images
// tests run on this store in CI's PostgreSQL run; these run it on PGlite too, with what only it does.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IMAGE_STORE: 'database' });
});

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('the database image store', () => {
  it('keeps an upload as rows, serves it and removes it with its photo', async () => {
    const owner = await createUser(t.app);
    const token = await tokenFor(t.app, owner);
    const { parking } = await createParkingFixture(t.app, { ownerId: owner.id });
    const image = await uploadParkingPhoto(t, parking.id, token);
    const keys = [keyOf(image.url), keyOf(image.thumbnailUrl)];
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(keys));
    // Nothing reached the instance's disk.
    expect(existsSync(join(t.config.dataDir, 'images'))).toBe(false);

    for (const url of [image.url, image.thumbnailUrl]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }

    const removed = await t.gql<{ deleteImage: string }>(
      'mutation DeleteImage($id: ID!) { deleteImage(id: $id) }',
      { id: image.id },
      { token },
    );
    expect(removed.errors).toBeUndefined();
    expect(await storedFiles(t)).not.toEqual(expect.arrayContaining([keys[0]]));
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('keeps the public and private buckets apart and refuses keys of another shape', async () => {
    const store = createDatabaseImageStore(t.app.deps.db, 'private-images');
    const key = `${randomUUID()}.webp`;
    await store.put(key, Buffer.from('RIFF0000WEBPdata'), 'image/webp');
    // A private photo is not served by /api/images, which serves the public bucket to anybody.
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${key}` })).statusCode).toBe(404);
    const found = await store.get(key);
    expect(found?.bytes).toBe(16);
    found?.stream.destroy();
    await expect(store.put('../jwt-secret', Buffer.from('x'), 'image/webp')).rejects.toThrow('invalid image key');
    expect(await store.get('../jwt-secret')).toBeNull();
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses a row whose size is not its content’s', async () => {
    await expect(
      t.app.deps.db.execute(
        sql`insert into stored_files (bucket, key, content_type, bytes, content) values ('images', ${`${randomUUID()}.webp`}, 'image/webp', 5, '\\x00'::bytea)`,
      ),
    ).rejects.toThrow();
  });

  it('copies the photos an installation kept on disk, once, leaving the files', async () => {
    const folder = join(t.config.dataDir, 'images');
    const keys = [`${randomUUID()}.webp`, `${randomUUID()}-thumb.jpg`];
    for (const key of keys) {
      mkdirSync(join(folder, key.slice(0, 2)), { recursive: true });
      writeFileSync(join(folder, key.slice(0, 2), key), `bytes of ${key}`);
    }
    // Not a photo: a leftover of an interrupted write, and a file of another name.
    writeFileSync(join(folder, keys[0]!.slice(0, 2), `${keys[0]}.1234.part`), 'half');
    writeFileSync(join(folder, 'notes.txt'), 'not a photo');

    expect(await adoptDiskImages({ config: t.config, db: t.app.deps.db })).toBe(2);
    expect(existsSync(join(folder, COPIED_MARKER))).toBe(true);
    expect(existsSync(join(folder, keys[0]!.slice(0, 2), keys[0]!))).toBe(true);
    const response = await t.app.inject({ method: 'GET', url: `/api/images/${keys[0]}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`bytes of ${keys[0]}`);
    const [thumb] = await t.app.deps.db
      .select({ contentType: storedFileRows.contentType })
      .from(storedFileRows)
      .where(eq(storedFileRows.key, keys[1]!));
    expect(thumb?.contentType).toBe('image/jpeg');

    // A second start finds the marker; without it, files already copied are left as they are.
    expect(await adoptDiskImages({ config: t.config, db: t.app.deps.db })).toBe(0);
    expect(await copyDiskImagesToDatabase(t.app.deps.db, 'images', join(t.config.dataDir, 'missing'))).toBe(0);
  });

  it('copies nothing with IMAGE_STORE=disk', async () => {
    const disk = await createTestApp({ IMAGE_STORE: 'disk' });
    expect(await adoptDiskImages({ config: disk.config, db: disk.app.deps.db })).toBe(0);
  });
});
