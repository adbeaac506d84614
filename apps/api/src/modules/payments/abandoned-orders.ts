import { and, eq, lt, ne, notExists } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { moveOrder } from '../orders/orders.service';

// Top-up orders nobody paid (issue 13): a person opened the top-up, chose an amount and left. Reservation orders
// are canceled by the reservations clock when their hold runs out; a top-up has no hold, so without this its
// order stayed 'placed' for ever and piled up in /orders. An hour is far beyond any payment's life (a BLIK code
// lives 120 s, an online payment page 15 minutes), so an order still placed then, with no payment under way, was
// abandoned: it is canceled through the order state machine, and /orders no longer lists it (never paid).

export const ABANDONED_TOP_UP_AFTER_MS = 60 * 60 * 1000;
const BATCH = 200;

/** Cancels top-up orders placed over an hour ago that have no payment under way; answers how many. */
export async function cancelAbandonedTopUps(deps: AppDeps, now: Date): Promise<number> {
  let canceled = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      // Locked as payOrder locks an order, skipping those a payment is starting on right now.
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'placed'),
            eq(orders.product, 'top_up'),
            lt(orders.createdAt, new Date(now.getTime() - ABANDONED_TOP_UP_AFTER_MS)),
            notExists(
              tx
                .select({ id: payments.id })
                .from(payments)
                .where(and(eq(payments.orderId, orders.id), ne(payments.status, 'failed'))),
            ),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) await moveOrder(tx, row.id, 'canceled');
      return rows.length;
    });
    canceled += batch;
    if (batch < BATCH) return canceled;
  }
}
