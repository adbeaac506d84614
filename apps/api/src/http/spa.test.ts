import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const script = `console.log(${JSON.stringify('Parkshare '.repeat(200))});`;
let t: TestApp;

beforeAll(async () => {
  // A built web app as the web build leaves it: hashed assets with .br and .gz beside them.
  const webDist = mkdtempSync(join(tmpdir(), 'parkshare-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Parkshare</title>');
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ WEB_DIST: webDist });
});

describe('the built web app', () => {
  it('sends the precompressed asset the browser accepts, cached for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets the service worker or the page shell be cached stale', async () => {
    expect((await t.app.inject('/sw.js')).headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ url: '/settings', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Parkshare</title>');
  });

  it('answers a missing asset with 404, not the page shell', async () => {
    const missing = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });
});
