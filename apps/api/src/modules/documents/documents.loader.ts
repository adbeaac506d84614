import type { PaymentRow } from '../../db/schema/payments';
import type { GraphQLContext } from '../../schema/context';
import { paymentPapers, type PaymentPapers } from './documents.service';

// Payment.document and Payment.monthlyInvoice for a list of payments (myPayments) in a few queries per request: the
// succeeded payments asked for in the same tick are gathered and their orders and invoices read together.

type Waiter = { resolve: (document: PaymentPapers | null) => void; reject: (error: unknown) => void };

const loaders = new WeakMap<GraphQLContext, (payment: PaymentRow) => Promise<PaymentPapers | null>>();

function createLoader(context: GraphQLContext) {
  let batch: Map<string, Waiter[]> | null = null;

  const dispatch = async (pending: Map<string, Waiter[]>) => {
    try {
      const documents = await paymentPapers(context.deps.db, [...pending.keys()]);
      for (const [id, waiters] of pending) for (const waiter of waiters) waiter.resolve(documents.get(id) ?? null);
    } catch (error) {
      for (const waiters of pending.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (payment: PaymentRow): Promise<PaymentPapers | null> => {
    // No document until the payment succeeded: nothing to read.
    if (payment.status !== 'succeeded') return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      if (!batch) {
        const current = new Map<string, Waiter[]>();
        batch = current;
        // After the resolvers of this tick have asked (the same moment DataLoader picks).
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            batch = null;
            void dispatch(current);
          }),
        );
      }
      const waiters = batch.get(payment.id) ?? [];
      waiters.push({ resolve, reject });
      batch.set(payment.id, waiters);
    });
  };
}

/** The documents of a payment, read together with the others asked for in the same request and tick. */
export function loadPaymentPapers(context: GraphQLContext, payment: PaymentRow): Promise<PaymentPapers | null> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = createLoader(context);
    loaders.set(context, loader);
  }
  return loader(payment);
}
