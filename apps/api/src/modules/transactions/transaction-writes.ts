import { canMoveTransaction, TRANSACTION_STATUSES, type TransactionStatus } from '@parkshare/shared/payments/status';
import { and, eq, inArray } from 'drizzle-orm';
import { transactions } from '../../db/schema/ledger';
import type { Tx } from '../../db/transaction';

// The writes of the transactions table (SPEC §3: deposits, payments and withdrawals with a status). The payments
// module opens one per payment, the payouts module one per payout; both move them only through moveTransactionOf,
// which asks the transaction machine in packages/shared/src/payments/status.ts.

/** A new pending transaction, in the caller's database transaction. */
export async function openTransaction(
  tx: Tx,
  values: Omit<typeof transactions.$inferInsert, 'id' | 'status'>,
): Promise<void> {
  await tx.insert(transactions).values({ ...values, status: 'pending' });
}

/** The statuses the machine lets a transaction leave for `to`. */
const movableTo = (to: TransactionStatus) => TRANSACTION_STATUSES.filter((from) => canMoveTransaction(from, to));

/**
 * Moves the transaction of a payment or a payout to `to`, from a status the machine allows (one statement: the
 * allowed statuses are its condition). A refused move changes nothing. Answers whether a row moved.
 */
export async function moveTransactionOf(
  tx: Tx,
  of: { paymentId: string } | { payoutId: string },
  to: TransactionStatus,
  now: Date,
): Promise<boolean> {
  const owner = 'paymentId' in of ? eq(transactions.paymentId, of.paymentId) : eq(transactions.payoutId, of.payoutId);
  const moved = await tx
    .update(transactions)
    .set({ status: to, processedAt: now, updatedAt: now })
    .where(and(owner, inArray(transactions.status, movableTo(to))))
    .returning({ id: transactions.id });
  return moved.length > 0;
}
