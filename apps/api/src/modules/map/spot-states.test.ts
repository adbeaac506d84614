import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SpotEvents, SpotStateEvent } from '../../lib/spot-events';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';

// spotStatesChanged over Server-Sent Events against a really listening server, read the way the map reads it
// (fetch, POST, accept: text/event-stream).

const SUBSCRIPTION = `subscription SpotStatesChanged($area: AreaInput!) { spotStatesChanged(area: $area) { parkingId spotId } }`;
const AREA = { north: 52.3, south: 52.1, east: 21.1, west: 20.9 };
const inside = (spotId: string): SpotStateEvent => ({
  parkingId: 'p-in',
  spotId,
  latitude: 52.2297,
  longitude: 21.0122,
});
const outside = (spotId: string): SpotStateEvent => ({ parkingId: 'p-out', spotId, latitude: 50.06, longitude: 19.94 });

interface Stream {
  response: Response;
  /** The next `event: next` message's data (parsed), or null when the stream ended or `ms` passed first. */
  next(ms?: number): Promise<Record<string, unknown> | null>;
  close(): void;
}

async function open(
  base: string,
  token: string | null,
  variables: Record<string, unknown> = { area: AREA },
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: SUBSCRIPTION, variables }),
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  return {
    response,
    next: async (ms = 2000) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'complete') return null;
          if (event === 'next' && data) return JSON.parse(data) as Record<string, unknown>;
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) return null;
        pending ??= reader.read();
        const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left));
        const result = await Promise.race([pending, timer]);
        if (result === 'timeout') return null;
        pending = null;
        if (result.done) return null;
        buffer += result.value;
      }
    },
    close: () => controller.abort(),
  };
}

/** Counts the listeners the app's spot events have open (each subscription holds one until its client leaves). */
function countListeners(events: SpotEvents) {
  const live = new Set<AbortSignal>();
  const listen = events.listen.bind(events);
  events.listen = (signal) => {
    live.add(signal);
    signal.addEventListener('abort', () => live.delete(signal), { once: true });
    return listen(signal);
  };
  return () => live.size;
}

const waitFor = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe('spotStatesChanged (in-process events)', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let listeners: () => number;
  beforeAll(async () => {
    t = await createTestApp();
    listeners = countListeners(t.app.deps.spotEvents);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    token = await tokenFor(t.app, await createUser(t.app));
  });

  it('delivers an event in the area within 2 s, not one outside it, and lets go when the client leaves', async () => {
    const stream = await open(base, token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(await waitFor(() => listeners() === 1)).toBe(true);

    const sentAt = Date.now();
    t.app.deps.spotEvents.publish(outside('s-out'));
    t.app.deps.spotEvents.publish(inside('s-1'));
    const first = await stream.next();
    expect(Date.now() - sentAt).toBeLessThan(2000);
    // The event outside the area was published first and never arrives.
    expect(first).toEqual({ data: { spotStatesChanged: { parkingId: 'p-in', spotId: 's-1' } } });

    // Edges count as inside.
    t.app.deps.spotEvents.publish({
      parkingId: 'p-edge',
      spotId: 's-edge',
      latitude: AREA.north,
      longitude: AREA.west,
    });
    expect(await stream.next()).toEqual({ data: { spotStatesChanged: { parkingId: 'p-edge', spotId: 's-edge' } } });
    // An owner's change to the parking itself (closed hours, a deactivation) names no spot.
    t.app.deps.spotEvents.publish({ ...inside('unused'), spotId: null });
    expect(await stream.next()).toEqual({ data: { spotStatesChanged: { parkingId: 'p-in', spotId: null } } });
    t.app.deps.spotEvents.publish(outside('s-out-2'));
    expect(await stream.next(300)).toBeNull();

    stream.close();
    expect(await waitFor(() => listeners() === 0)).toBe(true);
  });

  it('many clients coming and going leave no listener behind', async () => {
    const streams = await Promise.all(Array.from({ length: 20 }, () => open(base, token)));
    expect(await waitFor(() => listeners() === 20)).toBe(true);
    t.app.deps.spotEvents.publish(inside('s-all'));
    for (const stream of streams) {
      expect(await stream.next()).toMatchObject({ data: { spotStatesChanged: { spotId: 's-all' } } });
    }
    for (const stream of streams) stream.close();
    expect(await waitFor(() => listeners() === 0)).toBe(true);
  });

  it('refuses a guest and a bad token without listening', async () => {
    for (const credential of [null, 'not-a-token']) {
      const stream = await open(base, credential);
      const answer = (await stream.next()) as { errors?: { extensions?: { code?: string } }[] } | null;
      expect(answer?.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      stream.close();
    }
    expect(listeners()).toBe(0);
  });

  it('refuses a malformed area with a field error', async () => {
    for (const [area, field] of [
      [{ ...AREA, north: 91 }, 'north'],
      [{ ...AREA, north: AREA.south - 1 }, 'north'],
      [{ ...AREA, east: 'east' }, 'east'],
      [{ ...AREA, west: 1e308 }, 'west'],
    ] as const) {
      const stream = await open(base, token, { area });
      const answer = (await stream.next()) as {
        errors?: { extensions?: { code?: string; validation?: Record<string, string[]> } }[];
      } | null;
      expect(answer?.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer?.errors?.[0]?.extensions?.validation ?? {})).toContain(field);
      stream.close();
    }
    expect(listeners()).toBe(0);
  });

  it('queries still take the direct JSON path; a subscription asked for as JSON is refused (406) without listening', async () => {
    const query = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(query.status).toBe(200);
    expect(((await query.json()) as { data: { me: { id: string } } }).data.me.id).toBeTruthy();

    const asJson = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { area: AREA } }),
    });
    // Yoga's own answer: 406 Not Acceptable (a subscription needs an event stream).
    expect(asJson.status).toBe(406);
    await asJson.arrayBuffer();
    expect(await waitFor(() => listeners() === 0)).toBe(true);
  });

  it('ends open streams when the server shuts down', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const count = countListeners(other.app.deps.spotEvents);
    const stream = await open(url, await tokenFor(other.app, await createUser(other.app)));
    expect(await waitFor(() => count() === 1)).toBe(true);
    const closing = other.app.close();
    expect(await stream.next(3000)).toBeNull();
    await closing;
    expect(count()).toBe(0);
  });
});

describe.skipIf(!process.env.REDIS_URL)('spotStatesChanged across instances (Redis)', () => {
  let publisher: TestApp;
  let subscriber: TestApp;
  let base: string;
  beforeAll(async () => {
    publisher = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
    subscriber = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
    await subscriber.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(subscriber.app.server.address() as AddressInfo).port}`;
  });

  it('an event published on one instance reaches a map connected to another within 2 s', async () => {
    const stream = await open(base, await tokenFor(subscriber.app, await createUser(subscriber.app)));
    // The subscriber's Redis connection subscribes asynchronously: publish until the first one arrives.
    const spotId = `s-${Date.now()}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sentAt = Date.now();
    publisher.app.deps.spotEvents.publish(outside(`${spotId}-out`));
    publisher.app.deps.spotEvents.publish(inside(spotId));
    expect(await stream.next()).toEqual({ data: { spotStatesChanged: { parkingId: 'p-in', spotId } } });
    expect(Date.now() - sentAt).toBeLessThan(2000);
    stream.close();
  });
});
