import type { AppDeps } from '../../app-deps';
import type { SpotStateEvent } from '../../lib/spot-events';
import type { Reader } from '../../db/transaction';
import { basicAddress } from './map-position';

// A reservation change is told to open maps only after its transaction committed: the work inside the
// transaction collects events (with the parking's position, read there), the caller publishes them afterwards.

/** The event for a change on this spot, or null when the parking has no basic address (no map shows it). */
export async function spotEventOf(
  db: Reader,
  { parkingId, spotId }: { parkingId: string; spotId: string },
): Promise<SpotStateEvent | null> {
  const address = await basicAddress(db, parkingId);
  return address ? { parkingId, spotId, latitude: address.latitude, longitude: address.longitude } : null;
}

/** Publishes events collected in a transaction that has committed. A failing bus never fails the change. */
export function publishSpotEvents(
  deps: Pick<AppDeps, 'spotEvents' | 'log'>,
  events: readonly (SpotStateEvent | null)[],
): void {
  for (const event of events) {
    if (!event) continue;
    try {
      deps.spotEvents.publish(event);
    } catch (error) {
      deps.log.warn({ err: error, spotId: event.spotId }, 'spot event could not be published');
    }
  }
}
