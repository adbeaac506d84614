import { monthStart, nextMonth } from '@parkshare/shared/payments/calendar';
import { automaticPayoutMonth } from '@parkshare/shared/payments/payouts';
import { and, asc, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema/ledger';
import { payouts } from '../../db/schema/payouts';
import { accountBalance } from '../ledger/ledger.service';
import type { Reader } from '../../db/transaction';
import { defaultBankAccount } from './payout-quote';
import { bookPayout } from './book-payout';
import { sendPayout } from './send-payout';

// The automatic monthly payout (payouts.jobs.ts).

/** Users with earnings credited to their wallet in a Warsaw month and no automatic payout of it yet. */
async function earnersWithoutPayout(db: Reader, month: string): Promise<{ userId: string; earned: number }[]> {
  const rows = await db
    .select({ userId: ledgerAccounts.userId, earned: sql<string>`sum(${journalLines.amount})` })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.kind, 'earning'),
        eq(ledgerAccounts.kind, 'wallet'),
        sql`${journalLines.amount} > 0`,
        gte(journalEntries.createdAt, monthStart(month)),
        lt(journalEntries.createdAt, monthStart(nextMonth(month))),
        notExists(
          db
            .select({ id: payouts.id })
            .from(payouts)
            .where(
              and(
                eq(payouts.userId, ledgerAccounts.userId),
                eq(payouts.kind, 'monthly'),
                eq(payouts.earningsMonth, month),
              ),
            ),
        ),
      ),
    )
    .groupBy(ledgerAccounts.userId)
    .orderBy(asc(ledgerAccounts.userId));
  return rows.flatMap((row) => (row.userId ? [{ userId: row.userId, earned: Number(row.earned) }] : []));
}

/**
 * The automatic payout of last month's earnings (decision 044 "Payouts"): for each user whose wallet was
 * credited with earnings in the previous Warsaw month, min(balance, those earnings) goes to their default bank
 * account if it is verified, free, once per user and month. Safe on several instances at once: a wallet another
 * instance holds is skipped (SKIP LOCKED), and the unique (user, earnings month) index turns a second payout into
 * nothing. Users without a verified default bank account are skipped and tried again on the next run.
 * Answers how many payouts this run booked.
 */
export async function runMonthlyPayouts(deps: AppDeps, now = new Date()): Promise<number> {
  const earningsMonth = automaticPayoutMonth(now);
  let booked = 0;
  for (const { userId, earned } of await earnersWithoutPayout(deps.db, earningsMonth)) {
    try {
      const payout = await deps.db.transaction(async (tx) => {
        const [wallet] = await tx
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)))
          .for('update', { skipLocked: true });
        if (!wallet) return null;
        const bank = await defaultBankAccount(tx, userId);
        if (!bank?.isVerified) return null;
        const amount = Math.min(await accountBalance(tx, wallet.id), earned);
        if (amount <= 0) return null;
        return bookPayout(tx, { userId, bank, kind: 'monthly', amount, fee: 0, earningsMonth, now });
      });
      if (payout) {
        booked += 1;
        await sendPayout(deps, payout.id, { now });
      }
    } catch (error) {
      deps.log.error({ err: error, userId, earningsMonth }, 'automatic payout failed');
    }
  }
  return booked;
}
