import type { RefundRow } from '../../db/schema/refunds';
import type { Reader } from '../../db/transaction';
import type { GraphQLContext } from '../../schema/context';
import { refundsOfPayments, refundsOfReservations, ticketRefunds, type TicketRefundRecord } from './refunds.read';

// Payment.refunds, Reservation.refunds and Ticket.refund for a list (myPayments, myReservations, a ticket queue)
// in one query per kind and request: the keys asked for in the same tick are gathered and read together.

type Fetch<T> = (db: Reader, keys: readonly string[]) => Promise<Map<string, T>>;
type Waiter<T> = { resolve: (value: T | undefined) => void; reject: (error: unknown) => void };

const loaders = new WeakMap<GraphQLContext, Map<Fetch<unknown>, (key: string) => Promise<unknown>>>();

function createLoader<T>(context: GraphQLContext, fetch: Fetch<T>): (key: string) => Promise<T | undefined> {
  let batch: Map<string, Waiter<T>[]> | null = null;
  const dispatch = async (pending: Map<string, Waiter<T>[]>) => {
    try {
      const found = await fetch(context.deps.db, [...pending.keys()]);
      for (const [key, waiters] of pending) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of pending.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (!batch) {
        const current = new Map<string, Waiter<T>[]>();
        batch = current;
        // After the resolvers of this tick have asked (the same moment DataLoader picks).
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            batch = null;
            void dispatch(current);
          }),
        );
      }
      const waiters = batch.get(key) ?? [];
      waiters.push({ resolve, reject });
      batch.set(key, waiters);
    });
}

function load<T>(context: GraphQLContext, fetch: Fetch<T>, key: string): Promise<T | undefined> {
  let perContext = loaders.get(context);
  if (!perContext) {
    perContext = new Map();
    loaders.set(context, perContext);
  }
  let loader = perContext.get(fetch) as ((key: string) => Promise<T | undefined>) | undefined;
  if (!loader) {
    loader = createLoader(context, fetch);
    perContext.set(fetch, loader);
  }
  return loader(key);
}

/** A payment's refunds, oldest first. */
export const loadPaymentRefunds = async (context: GraphQLContext, paymentId: string): Promise<RefundRow[]> =>
  (await load(context, refundsOfPayments, paymentId)) ?? [];

/** A reservation's refunds, oldest first. */
export const loadReservationRefunds = async (context: GraphQLContext, reservationId: string): Promise<RefundRow[]> =>
  (await load(context, refundsOfReservations, reservationId)) ?? [];

/** The refund granted on a ticket, or null. */
export const loadTicketRefund = async (context: GraphQLContext, ticketId: string): Promise<TicketRefundRecord | null> =>
  (await load(context, ticketRefunds, ticketId)) ?? null;
