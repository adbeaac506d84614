import type { AppDeps } from '../../app-deps';
import { basicAddress, type MapPosition } from './map-position';
import { publishSpotEvents } from './publish-spot-events';

// A change an owner or an admin makes to what maps show of a parking: spots added or deleted, closed hours,
// restrictions, going live or off the marketplace, a moved basic address. Like a reservation change, it is told to
// open maps as a spot-state event, here without a spot, after it has committed. Maps showing that place refresh,
// and kept map answers of its area are dropped (decision 052). Before, such edits reached a map only on its next
// search.

/**
 * Publishes a parking's change at its basic address and at `before`, where it was shown until a move. A parking
 * without a basic address is on no map. Reading the position or publishing never fails the change itself.
 */
export async function publishParkingChange(
  deps: Pick<AppDeps, 'db' | 'spotEvents' | 'log'>,
  parkingId: string,
  before: MapPosition | null = null,
): Promise<void> {
  try {
    const now = await basicAddress(deps.db, parkingId);
    const positions = [now, before].filter((position): position is MapPosition => position !== null);
    const moved =
      positions.length === 2 &&
      (positions[0]!.latitude !== positions[1]!.latitude || positions[0]!.longitude !== positions[1]!.longitude);
    publishSpotEvents(
      deps,
      (moved ? positions : positions.slice(0, 1)).map(({ latitude, longitude }) => ({
        parkingId,
        spotId: null,
        latitude,
        longitude,
      })),
    );
  } catch (error) {
    deps.log.warn({ err: error, parkingId }, 'parking change could not be told to open maps');
  }
}
