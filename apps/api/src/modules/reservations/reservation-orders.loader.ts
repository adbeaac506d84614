import { asc, inArray } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/orders';
import type { GraphQLContext } from '../../schema/context';

// Reservation.orders / unpaidOrder for a list (myReservations) in one query per request: the reservations asked
// about in the same tick are gathered and their orders read together (orders_reservation_idx).

type Waiter = { resolve: (rows: OrderRow[]) => void; reject: (error: unknown) => void };
const loaders = new WeakMap<GraphQLContext, (reservationId: string, userId: string) => Promise<OrderRow[]>>();

function createLoader(context: GraphQLContext) {
  let batch: Map<string, { userId: string; waiters: Waiter[] }> | undefined;

  const dispatch = async (pending: Map<string, { userId: string; waiters: Waiter[] }>) => {
    try {
      const rows = await context.deps.db
        .select()
        .from(orders)
        .where(inArray(orders.reservationId, [...pending.keys()]))
        .orderBy(asc(orders.createdAt), asc(orders.number));
      for (const [reservationId, { userId, waiters }] of pending) {
        const own = rows.filter((row) => row.reservationId === reservationId && row.userId === userId);
        for (const waiter of waiters) waiter.resolve(own);
      }
    } catch (error) {
      for (const { waiters } of pending.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (reservationId: string, userId: string): Promise<OrderRow[]> =>
    new Promise((resolve, reject) => {
      if (!batch) {
        const current = new Map<string, { userId: string; waiters: Waiter[] }>();
        batch = current;
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            batch = undefined;
            void dispatch(current);
          }),
        );
      }
      const entry = batch.get(reservationId) ?? { userId, waiters: [] };
      entry.waiters.push({ resolve, reject });
      batch.set(reservationId, entry);
    });
}

/** The orders of a reservation (the driver's), oldest first, batched per request. */
export function ordersOfReservation(
  context: GraphQLContext,
  reservation: { id: string; userId: string },
): Promise<OrderRow[]> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = createLoader(context);
    loaders.set(context, loader);
  }
  return loader(reservation.id, reservation.userId);
}
