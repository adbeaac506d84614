import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, remindersSent } from '../../db/schema/reminders';
import { createTestApp, type TestApp } from '../../test/app';
import {
  activeParking,
  bookAndPay,
  bookingInput,
  driver,
  MINUTE,
  shift,
} from '../reservations/reservations.test-helpers';
import { reminderTopic, runReminders } from './reminders.jobs';

// Delivery to a push service of our own on 127.0.0.1, which checks what a real one checks (RFC 8030/8292/8291):
// the VAPID JWT's ES256 signature against the key in the header, its audience and expiry, and the TTL, Urgency,
// Topic and Content-Encoding headers. Subscriptions are written straight to the table: the API accepts only https
// push services (tested below), and this one speaks plain http on loopback.

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  problems: string[];
}

let t: TestApp;
let server: Server;
let origin: string;
const received: Received[] = [];
/** Path → the status the push service answers there (201 by default). */
const answers = new Map<string, number>();

const fromB64 = (value: string) => Buffer.from(value, 'base64url');

function vapidProblems(headers: IncomingMessage['headers'], now: number): string[] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!match) return ['authorization is not "vapid t=…, k=…"'];
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const key = fromB64(match[2]!);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const problems: string[] = [];
  if ((JSON.parse(fromB64(header).toString()) as { alg: string }).alg !== 'ES256') problems.push('alg is not ES256');
  const signed = Buffer.from(`${header}.${claims}`);
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64(signature))) {
    problems.push('bad signature');
  }
  const { aud, exp, sub } = JSON.parse(fromB64(claims).toString()) as { aud: string; exp: number; sub: string };
  if (aud !== origin) problems.push(`aud ${aud}`);
  if (!(exp * 1000 > now && exp * 1000 <= now + 24 * 3_600_000)) problems.push(`exp ${exp}`);
  if (!sub.startsWith('mailto:')) problems.push(`sub ${sub}`);
  if (key.toString('base64url') !== t.config.vapid.publicKey) problems.push('k is not our public key');
  return problems;
}

beforeAll(async () => {
  t = await createTestApp();
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks),
        problems: vapidProblems(request.headers, Date.now()),
      });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Near its end a stay has started: the reservations clock does it, and the tests' clock jumps over it. */
const started = (id: string) => shift(t, id, { status: 'active' });

/** A browser's subscription keys: its P-256 public key and 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

async function subscribe(userId: string, path: string) {
  await t.app.deps.db.insert(pushSubscriptions).values({ userId, endpoint: `${origin}${path}`, ...browserKeys() });
}

describe('push delivery', () => {
  it('sends a signed, encrypted, high-urgency reminder with its topic and a TTL bounded by the time left', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 100_000);
    await subscribe(who.id, '/push/phone');
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    await started(reservation.id);
    const now = new Date(new Date(reservation.endAt).getTime() - 8 * MINUTE);
    await runReminders(t.app.deps, now);

    const [push] = received.filter((r) => r.path === '/push/phone');
    expect(push?.problems).toEqual([]);
    expect(push?.headers).toMatchObject({
      ttl: '480',
      urgency: 'high',
      topic: reminderTopic(reservation.id),
      'content-encoding': 'aes128gcm',
    });
    expect(reminderTopic(reservation.id)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    // aes128gcm: salt (16), record size (4), key id length (1) = 65, the sender's public key, then the record.
    expect(push?.body[20]).toBe(65);
    expect(push!.body.length).toBeGreaterThan(86 + 16);
    const [sent] = await t.app.deps.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.reservationId, reservation.id));
    expect(sent).toMatchObject({ kind: 'ends_soon', channel: 'push' });
    expect(t.outbox().filter((mail) => mail.text.includes(reservation.id))).toHaveLength(0);
  });

  it('forgets a subscription the push service says is gone (410), and e-mails instead', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 100_000);
    answers.set('/push/gone', 410);
    await subscribe(who.id, '/push/gone');
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    await started(reservation.id);
    await runReminders(t.app.deps, new Date(new Date(reservation.endAt).getTime() - 5 * MINUTE));
    expect(received.some((r) => r.path === '/push/gone')).toBe(true);
    expect(await t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id))).toEqual(
      [],
    );
    const mails = t.outbox().filter((mail) => (mail.headers['x-parkshare-link'] ?? '').includes(reservation.id));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your parking ends in 5 minutes']);
    const [sent] = await t.app.deps.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.reservationId, reservation.id));
    expect(sent?.channel).toBe('email');
  });

  it('keeps a subscription that failed for another reason, noting when', async () => {
    const place = await activeParking(t);
    const who = await driver(t, 100_000);
    answers.set('/push/busy', 503);
    await subscribe(who.id, '/push/busy');
    const { reservation } = await bookAndPay(t, who, bookingInput(who, place.spotIds[0]!));
    await started(reservation.id);
    const now = new Date(new Date(reservation.endAt).getTime() - 5 * MINUTE);
    await runReminders(t.app.deps, now);
    const [kept] = await t.app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.id));
    expect(kept?.lastFailureAt).toEqual(now);
  });
});

describe('push subscriptions API', () => {
  const SAVE = 'mutation($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { status } }';
  const DELETE = 'mutation($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) { status } }';

  it('saves, moves to whoever saved it last, and deletes only the viewer’s own', async () => {
    const [first, second] = [await driver(t), await driver(t)];
    const input = { endpoint: 'https://push.example.com/send/abc', ...browserKeys() };
    expect((await t.gql(SAVE, { input }, { token: first.token })).data).toEqual({
      savePushSubscription: { status: 'ok' },
    });
    await t.gql(SAVE, { input }, { token: second.token });
    const owners = () =>
      t.app.deps.db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, input.endpoint));
    expect(await owners()).toEqual([{ userId: second.id }]);
    await t.gql(DELETE, { endpoint: input.endpoint }, { token: first.token });
    expect(await owners()).toEqual([{ userId: second.id }]);
    await t.gql(DELETE, { endpoint: input.endpoint }, { token: second.token });
    expect(await owners()).toEqual([]);
  });

  it('refuses hostile or malformed subscriptions with field errors', async () => {
    const who = await driver(t);
    const keys = browserKeys();
    const cases: [Record<string, string>, string][] = [
      [{ ...keys, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      [{ ...keys, endpoint: 'javascript:alert(1)' }, 'endpoint'],
      [{ ...keys, endpoint: 'https://user:pw@push.example.com/x' }, 'endpoint'],
      [{ ...keys, endpoint: `https://push.example.com/${'a'.repeat(2000)}` }, 'endpoint'],
      [{ ...keys, endpoint: 'https://push.example.com/x', p256dh: 'not base64!' }, 'p256dh'],
      [{ ...keys, endpoint: 'https://push.example.com/x', p256dh: randomBytes(32).toString('base64url') }, 'p256dh'],
      [{ ...keys, endpoint: 'https://push.example.com/x', auth: randomBytes(64).toString('base64url') }, 'auth'],
      [{ ...keys, endpoint: 'https://push.example.com/x', auth: '<script>' }, 'auth'],
    ];
    for (const [input, field] of cases) {
      const result = await t.gql(SAVE, { input }, { token: who.token });
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input).slice(0, 80)).toBe('VALIDATION_FAILED');
      expect(Object.keys(result.errors?.[0]?.extensions?.validation ?? {})).toContain(field);
    }
    const missing = await t.gql(SAVE, { input: {} }, { token: who.token });
    expect(missing.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const anonymous = await t.gql(SAVE, { input: { endpoint: 'https://push.example.com/x', ...keys } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const hugeDelete = await t.gql(DELETE, { endpoint: 'x'.repeat(5000) }, { token: who.token });
    expect(hugeDelete.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('gives the VAPID public key in /api/config', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.json<{ push: { vapidPublicKey: string } }>().push.vapidPublicKey).toBe(t.config.vapid.publicKey);
    expect(fromB64(t.config.vapid.publicKey)).toHaveLength(65);
  });
});
