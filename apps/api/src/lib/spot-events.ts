import { EventEmitter, on } from 'node:events';
import { Redis } from 'ioredis';

// Spot-state changes (issue 5): a reservation starts, ends, expires, is cancelled or extended, or the owner changes
// what maps show of the parking (modules/map/parking-changes.ts), and every open map showing that parking
// refreshes it. In-process by default; with REDIS_URL every instance hears every other's
// changes through one Redis channel, so a map connected to instance A sees a booking made on instance B.
//
// Publish after the transaction that changed the spot has committed: a listener that reads at once must see it.
// This file is the bus only, built with the app (app.ts); the modules make and publish their events through
// modules/map (publish-spot-events.ts, parking-changes.ts), which listens to it and tells no other module.

export interface SpotStateEvent {
  parkingId: string;
  /** Null when the change is the parking's own: closed hours, status, restrictions, spots added, a move. */
  spotId: string | null;
  /** The parking's map position (its basic address), so listeners can filter by viewport without a read. */
  latitude: number;
  longitude: number;
}

export interface SpotEvents {
  publish(event: SpotStateEvent): void;
  /** Every event from now on, until the signal aborts (the subscription's client goes away). */
  listen(signal: AbortSignal): AsyncIterable<SpotStateEvent>;
  /** Resolves when events flow between instances (Redis answers and the subscription is up); readiness asks it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const EVENT = 'spot-state';
const CHANNEL = 'parkshare:spot-states';

async function* eventsOf(emitter: EventEmitter, signal: AbortSignal): AsyncIterable<SpotStateEvent> {
  try {
    for await (const [event] of on(emitter, EVENT, { signal }) as AsyncIterable<[SpotStateEvent]>) yield event;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

export function createMemorySpotEvents(): SpotEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => {
      emitter.emit(EVENT, event);
    },
    listen: (signal) => eventsOf(emitter, signal),
    ping: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export function createRedisSpotEvents(url: string, onError: (error: unknown) => void): SpotEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const subscribed = subscriber.subscribe(CHANNEL);
  subscribed.catch(onError);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      emitter.emit(EVENT, JSON.parse(message) as SpotStateEvent);
    } catch (error) {
      onError(error);
    }
  });
  return {
    // A lost event only delays a map until its next refresh; it never fails the booking that caused it.
    publish: (event) => {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch(onError);
    },
    listen: (signal) => eventsOf(emitter, signal),
    ping: async () => {
      await Promise.all([publisher.ping(), subscribed]);
      if (subscriber.status !== 'ready') throw new Error(`the subscription's connection is ${subscriber.status}`);
    },
    close: async () => {
      emitter.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
