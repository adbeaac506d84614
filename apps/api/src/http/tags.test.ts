import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';

// Decision 094: the analytics and recording tags reach the browser through /api/config, and the Content Security
// Policy lets their scripts load and send only when they are configured, and only from their own origins.

// Each test builds its app on the file's database (closed after the file, test/file-cleanup.ts).
const app = createTestApp;

function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('analytics and recording tags', () => {
  it('are off by default: no ids in the config, nothing third-party in the CSP', async () => {
    const t = await app({});
    expect((await t.app.inject('/api/config')).json()).toMatchObject({
      analyticsId: null,
      analyticsScriptUrl: null,
      recording: null,
    });
    const csp = directives((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
  });

  it('with Google Analytics and Clarity: their tag addresses, and exactly their documented origins in the CSP', async () => {
    const t = await app({ ANALYTICS_ID: 'G-ABC123XYZ', RECORDING_ID: 'abc123xyz' });
    expect((await t.app.inject('/api/config')).json()).toMatchObject({
      analyticsId: 'G-ABC123XYZ',
      analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
      recording: { provider: 'clarity', id: 'abc123xyz', scriptUrl: 'https://www.clarity.ms/tag/abc123xyz' },
    });
    const csp = directives((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://www.clarity.ms',
      'https://scripts.clarity.ms',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://nominatim.openstreetmap.org',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      'https://*.clarity.ms',
    ]);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://*.google-analytics.com',
      'https://www.googletagmanager.com',
      'https://*.clarity.ms',
      'https://c.bing.com',
    ]);
  });

  it('with Hotjar: its fonts, styles and websocket too', async () => {
    const t = await app({ RECORDING_PROVIDER: 'hotjar', RECORDING_ID: '1234567' });
    const csp = directives((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://*.hotjar.com']);
    expect(csp['connect-src']).toContain('wss://*.hotjar.com');
    expect(csp['font-src']).toEqual(["'self'", 'data:', 'https://*.hotjar.com']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://*.hotjar.com']);
  });

  it('with script addresses of its own (a proxy, or the browser tests fakes): only that origin', async () => {
    const t = await app({
      ANALYTICS_ID: 'G-ABC123XYZ',
      ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:4599/gtag/js',
      RECORDING_ID: 'abc123xyz',
      RECORDING_SCRIPT_URL: 'http://127.0.0.1:4599/clarity/tag/{id}',
    });
    const csp = directives((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:4599']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://nominatim.openstreetmap.org', 'http://127.0.0.1:4599']);
  });
});
