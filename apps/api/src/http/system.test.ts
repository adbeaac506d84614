import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { sourceOf } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    GEOCODER_URL: 'http://127.0.0.1:8089/search',
  });
});

describe('system routes', () => {
  it('answers health with a database ping', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime configuration', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json()).toMatchObject({
      mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      geocoderUrl: 'http://127.0.0.1:8089/search',
      analyticsId: null,
      locales: ['en', 'pl'],
    });
  });

  it('sends security headers with a strict CSP', async () => {
    const csp = (await t.app.inject('/api/health')).headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.com");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8089");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(sourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
  });

  it('answers 503 text until the web app is built, then serves it with history fallback', async () => {
    const before = await t.app.inject({ url: '/map', headers: { accept: 'text/html' } });
    expect(before.statusCode).toBe(503);
    expect(before.body).toBe('Web app not built — run npm run build');
    mkdirSync(t.config.webDist, { recursive: true });
    writeFileSync(join(t.config.webDist, 'index.html'), '<!doctype html><title>Parkshare</title>');
    const after = await t.app.inject({ url: '/settings/profile', headers: { accept: 'text/html' } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Parkshare');
    const api = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });

  it('shows the outbox at /dev/mail', async () => {
    await t.gql('mutation($i: RegisterUserInput!) { registerUser(input: $i) { id } }', {
      i: { name: 'Jan <b>', email: 'mailview@example.com', password: 'Sunny-Parking-42', terms: true, language: 'pl' },
    });
    const list = await t.app.inject('/dev/mail');
    expect(list.body).toContain('Twój kod weryfikacyjny Parkshare');
    const href = /href="(\/dev\/mail\/[^"]+)"/.exec(list.body)?.[1] ?? '';
    const view = await t.app.inject(href);
    expect(view.body).toMatch(/\b\d{6}\b/);
    expect(view.body).toContain('sandbox');
    expect(view.body).not.toContain('<script');
    const raw = await t.app.inject(`${href}.eml`);
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect((await t.app.inject('/dev/mail/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
