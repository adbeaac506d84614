import { and, asc, eq, inArray } from 'drizzle-orm';
import { type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { GraphQLContext } from '../../schema/context';

// Order.payments for a list of orders (myOrders) in one query per user and request: the orders asked for in the
// same tick are gathered and their payments read together through the payments' user index.

type Pending = Map<string, { resolve: (rows: PaymentRow[]) => void; reject: (error: unknown) => void }[]>;

const loaders = new WeakMap<GraphQLContext, (order: OrderRow) => Promise<PaymentRow[]>>();

function createLoader(context: GraphQLContext) {
  const batches = new Map<string, Pending>();

  const dispatch = async (userId: string, pending: Pending) => {
    try {
      const rows = await context.deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), inArray(payments.orderId, [...pending.keys()])))
        .orderBy(asc(payments.createdAt), asc(payments.id));
      for (const [orderId, waiters] of pending) {
        const own = rows.filter((row) => row.orderId === orderId);
        for (const waiter of waiters) waiter.resolve(own);
      }
    } catch (error) {
      for (const waiters of pending.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (order: OrderRow): Promise<PaymentRow[]> =>
    new Promise((resolve, reject) => {
      let pending = batches.get(order.userId);
      if (!pending) {
        const batch: Pending = new Map();
        pending = batch;
        batches.set(order.userId, batch);
        // After the resolvers of this tick have asked (the same moment DataLoader picks).
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            batches.delete(order.userId);
            void dispatch(order.userId, batch);
          }),
        );
      }
      const waiters = pending.get(order.id) ?? [];
      waiters.push({ resolve, reject });
      pending.set(order.id, waiters);
    });
}

/** The payments of an order, oldest first, batched per request. */
export function paymentsOfOrder(context: GraphQLContext, order: OrderRow): Promise<PaymentRow[]> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = createLoader(context);
    loaders.set(context, loader);
  }
  return loader(order);
}
