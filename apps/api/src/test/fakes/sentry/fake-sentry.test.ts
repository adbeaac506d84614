import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentry, startFakeSentry } from './fake-sentry';

// The fake is as strict as Sentry's envelope endpoint: right key and project, a well-formed envelope.

let fake: FakeSentry;
let base: string;
let key: string;
beforeAll(async () => {
  fake = await startFakeSentry();
  const dsn = new URL(fake.dsn);
  base = `http://${dsn.host}/api${dsn.pathname}/envelope/`;
  key = dsn.username;
});
afterAll(() => fake.close());

const event = '{"event_id":"9ec79c33ec9942ab8353589fcb2e04dc","message":"hi"}';
const envelope = `{"event_id":"9ec79c33ec9942ab8353589fcb2e04dc"}\n{"type":"event","length":${event.length}}\n${event}\n`;
const post = (url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body, headers });

describe('fake Sentry', () => {
  it('takes an envelope with the key in X-Sentry-Auth or in the query, plain or gzipped', async () => {
    fake.clear();
    const auth = { 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${key}, sentry_client=test/1` };
    expect((await post(base, envelope, auth)).status).toBe(200);
    expect(
      (
        await post(`${base}?sentry_key=${key}&sentry_version=7`, Uint8Array.from(gzipSync(envelope)), {
          'content-encoding': 'gzip',
        })
      ).status,
    ).toBe(200);
    // An item without a length runs to the end of its line.
    expect((await post(`${base}?sentry_key=${key}`, `{}\n{"type":"event"}\n${event}`)).status).toBe(200);
    expect(fake.events()).toHaveLength(3);
    expect(fake.events()[0]?.message).toBe('hi');
  });

  it('refuses a missing key (401), another key or project (403)', async () => {
    expect((await post(base, envelope)).status).toBe(401);
    expect((await post(`${base}?sentry_key=${'0'.repeat(32)}`, envelope)).status).toBe(403);
    expect((await post(base.replace(/\/api\/\d+\//, '/api/1/') + `?sentry_key=${key}`, envelope)).status).toBe(403);
  });

  it('refuses a malformed envelope with 400', async () => {
    fake.clear();
    for (const body of [
      '',
      'not json',
      '[]\n',
      '{}\n{"length":2}\n{}',
      '{}\n{"type":"event","length":99}\n{}',
      '{}\n{"type":"event"}\nnot json',
      '{}\n{"type":"event","length":2}\n{}x',
    ]) {
      expect((await post(`${base}?sentry_key=${key}`, body)).status, body).toBe(400);
    }
    expect(fake.events()).toEqual([]);
  });
});
