import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySpotEvents, createRedisSpotEvents, type SpotEvents, type SpotStateEvent } from './spot-events';

const event = (spotId: string): SpotStateEvent => ({ parkingId: 'p-1', spotId, latitude: 52.23, longitude: 21.01 });

/** Reads events until `count` arrived or `ms` passed. */
async function collect(events: AsyncIterable<SpotStateEvent>, count: number, ms = 2000): Promise<SpotStateEvent[]> {
  const seen: SpotStateEvent[] = [];
  const iterator = events[Symbol.asyncIterator]();
  const deadline = Date.now() + ms;
  while (seen.length < count) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const step = await Promise.race([
      iterator.next(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
    ]);
    if (!step || step.done) break;
    seen.push(step.value);
  }
  return seen;
}

const opened: SpotEvents[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((events) => events.close()));
});

describe('in-process spot events', () => {
  it('every listener hears every event published after it started, in order', async () => {
    const events = createMemorySpotEvents();
    opened.push(events);
    const controller = new AbortController();
    const first = collect(events.listen(controller.signal), 2);
    const second = collect(events.listen(controller.signal), 2);
    events.publish(event('a'));
    events.publish(event('b'));
    expect(await first).toEqual([event('a'), event('b')]);
    expect(await second).toEqual([event('a'), event('b')]);
    controller.abort();
  });

  it('a listener ends when its signal aborts, even while waiting, and hears nothing after', async () => {
    const events = createMemorySpotEvents();
    opened.push(events);
    const controller = new AbortController();
    const iterator = events.listen(controller.signal)[Symbol.asyncIterator]();
    const waiting = iterator.next();
    controller.abort();
    expect(await waiting).toEqual({ done: true, value: undefined });
    events.publish(event('late'));
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it('an already aborted signal listens to nothing', async () => {
    const events = createMemorySpotEvents();
    opened.push(events);
    const iterator = events.listen(AbortSignal.abort())[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });
});

describe.skipIf(!process.env.REDIS_URL)('Redis spot events', () => {
  const url = process.env.REDIS_URL!;

  it('an event published by one instance reaches listeners of another', async () => {
    const errors: unknown[] = [];
    const a = createRedisSpotEvents(url, (error) => errors.push(error));
    const b = createRedisSpotEvents(url, (error) => errors.push(error));
    opened.push(a, b);
    // Both subscribe asynchronously; give them a moment before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const controller = new AbortController();
    const onB = collect(b.listen(controller.signal), 1);
    const onA = collect(a.listen(controller.signal), 1);
    const sent = { ...event(`redis-${Date.now()}`) };
    a.publish(sent);
    expect(await onB).toEqual([sent]);
    expect(await onA).toEqual([sent]);
    controller.abort();
    expect(errors).toEqual([]);
  });

  it('a malformed message on the channel is reported, not thrown, and later events still arrive', async () => {
    const errors: unknown[] = [];
    const events = createRedisSpotEvents(url, (error) => errors.push(error));
    opened.push(events);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const controller = new AbortController();
    const received = collect(events.listen(controller.signal), 1);
    const raw = new Redis(url);
    try {
      await raw.publish('parkshare:spot-states', '{not json');
    } finally {
      await raw.quit();
    }
    const sent = event(`after-${Date.now()}`);
    events.publish(sent);
    expect(await received).toEqual([sent]);
    expect(errors).toHaveLength(1);
    controller.abort();
  });
});
