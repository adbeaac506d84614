import { and, desc, eq } from 'drizzle-orm';
import { transactions, type TransactionRow } from '../../db/schema/ledger';
import { afterCursor, cursorTime, keysetPage, type Page, type PageRequest } from '../../lib/page';
import type { Reader } from '../../db/transaction';

// Transactions (SPEC §3, issue 4): the user-facing history of money — deposits, payments and withdrawals with a
// status. The payments module writes deposits and payments, the payouts module withdrawals; the balance itself is
// the ledger's (walletBalance), never a sum of these rows.

/** One page of the user's transactions, newest first (decision 064). */
export async function listTransactions(
  db: Reader,
  { userId, page }: { userId: string; page: PageRequest },
): Promise<Page<TransactionRow>> {
  const rows = await db
    .select({ row: transactions, cursorAt: cursorTime(transactions.createdAt) })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), afterCursor(transactions.createdAt, transactions.id, page.after)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}
