import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Money (issue 4, decision 044). Amounts are integer grosze (bigint in the database, safe integers in code).
// The ledger (ledger.ts) is the truth about balances; orders, payments, transactions and payouts are the states
// people see, and every change of them that moves money writes one balanced journal entry in the same transaction.

export const money = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
