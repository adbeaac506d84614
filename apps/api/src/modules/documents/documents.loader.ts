import type { PaymentRow } from '../../db/schema/payments';
import type { RefundRow } from '../../db/schema/refunds';
import type { Db } from '../../db/client';
import type { GraphQLContext } from '../../schema/context';
import { paymentPapers, refundCorrections, type PaymentDocumentInfo, type PaymentPapers } from './documents.service';

// Payment.document and Payment.monthlyInvoice, and Refund.correction, for a list (myPayments and its refunds) in a
// few queries per request: the keys asked for in the same tick are gathered and read together.

type Fetch<T> = (db: Db, keys: readonly string[]) => Promise<Map<string, T>>;
type Waiter<T> = { resolve: (value: T | null) => void; reject: (error: unknown) => void };

const loaders = new WeakMap<GraphQLContext, Map<Fetch<unknown>, (key: string) => Promise<unknown>>>();

function createLoader<T>(context: GraphQLContext, fetch: Fetch<T>): (key: string) => Promise<T | null> {
  let batch: Map<string, Waiter<T>[]> | null = null;
  const dispatch = async (pending: Map<string, Waiter<T>[]>) => {
    try {
      const found = await fetch(context.deps.db, [...pending.keys()]);
      for (const [key, waiters] of pending) for (const waiter of waiters) waiter.resolve(found.get(key) ?? null);
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

function load<T>(context: GraphQLContext, fetch: Fetch<T>, key: string): Promise<T | null> {
  let perContext = loaders.get(context);
  if (!perContext) {
    perContext = new Map();
    loaders.set(context, perContext);
  }
  let loader = perContext.get(fetch) as ((key: string) => Promise<T | null>) | undefined;
  if (!loader) {
    loader = createLoader(context, fetch);
    perContext.set(fetch, loader);
  }
  return loader(key);
}

/** The documents of a payment, read together with the others asked for in the same request and tick. */
export function loadPaymentPapers(context: GraphQLContext, payment: PaymentRow): Promise<PaymentPapers | null> {
  // No document until the payment succeeded: nothing to read.
  if (payment.status !== 'succeeded') return Promise.resolve(null);
  return load(context, paymentPapers, payment.id);
}

/** The correction invoice a refund gave rise to, or null (read together with the other refunds of the request). */
export function loadRefundCorrection(context: GraphQLContext, refund: RefundRow): Promise<PaymentDocumentInfo | null> {
  return load(context, refundCorrections, refund.id);
}
