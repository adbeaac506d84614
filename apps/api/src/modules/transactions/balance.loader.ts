import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { GraphQLContext } from '../../schema/context';

// User.balance: the ledger sum of the user's wallet, read on every request (never cached, so it is right the
// moment a payment commits). `me { balance }` is on the hot path of every screen, so the balances asked for in
// the same event-loop turn — by one request's list or by many requests at once — travel as one prepared
// statement, sent once the turn's sockets have been read (setImmediate), the way session lookups do (decision 030).

interface Waiting {
  userId: string;
  resolve(balance: number): void;
  reject(error: unknown): void;
}

type BalanceLookup = (userId: string) => Promise<number>;

const lookups = new WeakMap<Db, BalanceLookup>();

function createBalanceLookup(db: Db): BalanceLookup {
  const statement = db
    .select({ userId: sql<string>`a.user_id`, balance: sql<string>`coalesce(sum(l.amount), 0)` })
    .from(sql`ledger_accounts a`)
    .innerJoin(sql`journal_lines l`, sql`l.account_id = a.id`)
    .where(sql`a.kind = 'wallet' and a.user_id = any(${sql.placeholder('userIds')}::uuid[])`)
    .groupBy(sql`a.user_id`)
    .prepare('parkshare_wallet_balances');
  let waiting: Waiting[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    statement.execute({ userIds: [...new Set(batch.map((w) => w.userId))] }).then(
      (rows) => {
        const balances = new Map(rows.map((row) => [row.userId, Number(row.balance)]));
        for (const w of batch) w.resolve(balances.get(w.userId) ?? 0);
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  };

  return (userId) =>
    new Promise((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ userId, resolve, reject });
    });
}

/** A user's balance in grosze (0 before their first movement). */
export function balanceOf(context: GraphQLContext, userId: string): Promise<number> {
  const { db } = context.deps;
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = createBalanceLookup(db);
    lookups.set(db, lookup);
  }
  return lookup(userId);
}
