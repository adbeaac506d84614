import type { SpotEvents, SpotStateEvent } from '../../lib/spot-events';

export interface Area {
  north: number;
  south: number;
  east: number;
  west: number;
}

export const inArea = (area: Area, event: SpotStateEvent): boolean =>
  event.latitude >= area.south &&
  event.latitude <= area.north &&
  event.longitude >= area.west &&
  event.longitude <= area.east;

/**
 * The spot events inside `area`, from the first next() until return() (the subscription's client went away). Not
 * an async generator on purpose: return() on a generator waiting for its next event is queued until an event
 * arrives, so a quiet area would keep its listener after the client left; here return() aborts the listener at
 * once. The listener opens on the first next(), so a subscription that is never read (refused as JSON with 406)
 * never listens.
 */
export function spotChangesIn(events: SpotEvents, area: Area): AsyncIterableIterator<SpotStateEvent> {
  const controller = new AbortController();
  let source: AsyncIterator<SpotStateEvent> | undefined;
  const done = (): IteratorResult<SpotStateEvent> => ({ done: true, value: undefined });
  const stop = () => {
    if (controller.signal.aborted) return;
    controller.abort();
    // The source ends by itself once aborted; its own return() settles after that.
    source?.return?.().catch(() => undefined);
  };
  const iterator: AsyncIterableIterator<SpotStateEvent> = {
    async next() {
      while (!controller.signal.aborted) {
        source ??= events.listen(controller.signal)[Symbol.asyncIterator]();
        const step = await source.next();
        if (step.done) break;
        if (inArea(area, step.value)) return step;
      }
      return done();
    },
    async return() {
      stop();
      return done();
    },
    async throw(error?: unknown) {
      stop();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
