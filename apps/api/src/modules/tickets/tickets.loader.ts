import type { Viewer } from '../../lib/viewer';
import type { GraphQLContext } from '../../schema/context';
import { ticketsOfReservations, type TicketView } from './tickets.read';

// Reservation.tickets for a list (myReservations, a parking's history) in one query per request: the
// reservations asked about in the same turn of the event loop share it.

const loaders = new WeakMap<GraphQLContext, (viewer: Viewer, reservationId: string) => Promise<TicketView[]>>();

/** The viewer's tickets about a reservation, newest first, batched per request. */
export function ticketsOfReservationLoader(
  context: GraphQLContext,
  viewer: Viewer,
  reservationId: string,
): Promise<TicketView[]> {
  let load = loaders.get(context);
  if (!load) {
    let batch: { ids: Set<string>; result: Promise<Map<string, TicketView[]>> } | null = null;
    load = (who, id) => {
      if (!batch) {
        const ids = new Set<string>();
        const result = new Promise<Map<string, TicketView[]>>((resolve, reject) => {
          setImmediate(() => {
            batch = null;
            ticketsOfReservations(context.deps.db, who, [...ids]).then(resolve, reject);
          });
        });
        batch = { ids, result };
      }
      batch.ids.add(id);
      return batch.result.then((rows) => rows.get(id) ?? []);
    };
    loaders.set(context, load);
  }
  return load(viewer, reservationId);
}
