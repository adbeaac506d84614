import type { GraphQLContext } from '../../schema/context';
import { walletBalances } from '../ledger/ledger.service';

// User.balance for a list of users (the admin's user list) in one ledger query per request: the users asked for
// in the same tick are summed together (walletBalances).

type Waiter = { resolve: (balance: number) => void; reject: (error: unknown) => void };

const loaders = new WeakMap<GraphQLContext, (userId: string) => Promise<number>>();

function createLoader(context: GraphQLContext) {
  let batch: Map<string, Waiter[]> | null = null;

  const dispatch = async (current: Map<string, Waiter[]>) => {
    try {
      const balances = await walletBalances(context.deps.db, [...current.keys()]);
      for (const [userId, waiters] of current) for (const waiter of waiters) waiter.resolve(balances.get(userId) ?? 0);
    } catch (error) {
      for (const waiters of current.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (userId: string): Promise<number> =>
    new Promise((resolve, reject) => {
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
      const waiters = batch.get(userId) ?? [];
      waiters.push({ resolve, reject });
      batch.set(userId, waiters);
    });
}

/** A user's balance (the ledger sum of their wallet), batched per request. */
export function balanceOf(context: GraphQLContext, userId: string): Promise<number> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = createLoader(context);
    loaders.set(context, loader);
  }
  return loader(userId);
}
