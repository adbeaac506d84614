import { desc, eq } from 'drizzle-orm';
import { transactions, type TransactionRow } from '../../db/schema/money';
import type { Reader } from '../ledger/ledger.service';

// Transactions (SPEC §3, issue 4): the user-facing history of money — deposits, payments and withdrawals with a
// status. The payments module writes deposits and payments, the payouts module withdrawals; the balance itself is
// the ledger's (walletBalance), never a sum of these rows.

/** The user's transactions, newest first. */
export function listTransactions(db: Reader, userId: string, limit = 200): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
}
