import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { createParkingFixture } from '../../test/owner-factories';
import type { ImageStore } from './image-store';
import { imageStoreFor } from './image-stores';
import { file, picture, storedFiles, uploadParkingPhoto } from './images-test-helpers';
import { listImages } from './images.service';
import { storeImage, uploadImages } from './upload-images';

let t: TestApp;
let urls: { url: string; thumbnailUrl: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.app);
  const { parking } = await createParkingFixture(t.app, { ownerId: user.id });
  urls = await uploadParkingPhoto(t, parking.id, await tokenFor(t.app, user));
});

describe('GET /api/images/:key', () => {
  it('serves the photo and its thumbnail as WebP, cacheable for a year, never sniffed', async () => {
    for (const url of [urls.url, urls.thumbnailUrl]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it.each([
    ['an unknown key', `/api/images/${randomUUID()}.webp`],
    ['an unknown thumbnail key', `/api/images/${randomUUID()}-thumb.webp`],
    ['a path outside the store', '/api/images/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a dotted name', '/api/images/..'],
    ['another extension', `/api/images/${randomUUID()}.svg`],
    ['an upper-case key', `/api/images/${randomUUID().toUpperCase()}.webp`],
    ['the jwt secret', '/api/images/jwt-secret'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/^image\//);
  });

  it('keeps multipart bodies to the GraphQL route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz--\r\n',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('nothing half-written', () => {
  // A store that fails on its n-th write, as a full disk or an object-storage outage would.
  function failingStore(failAt: number): ImageStore & { keys: Set<string> } {
    const inner = imageStoreFor({ config: t.config, db: t.app.deps.db });
    const keys = new Set<string>();
    let writes = 0;
    return {
      keys,
      async put(key, buffer, type) {
        writes += 1;
        if (writes === failAt) throw new Error('disk full');
        await inner.put(key, buffer, type);
        keys.add(key);
      },
      get: (key) => inner.get(key),
      async delete(key) {
        keys.delete(key);
        await inner.delete(key);
      },
    };
  }

  it('removes the files already written and inserts no row when a write fails', async () => {
    const user = await createUser(t.app);
    const { parking } = await createParkingFixture(t.app, { ownerId: user.id });
    const subject = { parkingId: parking.id, subjectType: 'parkings' as const, subjectId: parking.id };
    const store = failingStore(3);
    const before = (await storedFiles(t)).length;
    const files = [file('a.jpg', await picture('jpeg')), file('b.jpg', await picture('jpeg'))].map((f) => ({
      name: f.name,
      buffer: f.data,
    }));
    await expect(
      uploadImages({ deps: { db: t.app.deps.db, store }, subject, files, uploadedBy: user.id }),
    ).rejects.toThrow('disk full');
    expect(store.keys.size).toBe(0);
    expect((await storedFiles(t)).length).toBe(before);
    expect(await listImages(t.app.deps.db, subject)).toEqual([]);
  });

  it('removes the written files when the rows cannot be inserted', async () => {
    const store = failingStore(Number.POSITIVE_INFINITY);
    const before = (await storedFiles(t)).length;
    // A parking that does not exist: the foreign key refuses the row after the files are written.
    const subject = { parkingId: randomUUID(), subjectType: 'parkings' as const, subjectId: randomUUID() };
    const buffer = await picture('jpeg');
    await expect(storeImage({ deps: { db: t.app.deps.db, store }, ...subject, buffer })).rejects.toThrow();
    expect(store.keys.size).toBe(0);
    expect((await storedFiles(t)).length).toBe(before);
  });

  it('stores a generated picture for the demo seed like an upload', async () => {
    const user = await createUser(t.app);
    const { parking, spot } = await createParkingFixture(t.app, { ownerId: user.id });
    const deps = { db: t.app.deps.db, store: imageStoreFor({ config: t.config, db: t.app.deps.db }) };
    const row = await storeImage({
      deps,
      parkingId: parking.id,
      subjectType: 'spots',
      subjectId: spot.id,
      buffer: await picture('jpeg', 2400, 1200),
    });
    expect(row).toMatchObject({ isPrimary: true, width: 1920, height: 960, mimeType: 'image/webp', uploadedBy: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${row.fileKey}` })).statusCode).toBe(200);
  });
});
