import { monthOf } from '@parkshare/shared/payments/calendar';
import { bankAccountStatus } from '@parkshare/shared/payments/bank-account-status';
import { nextAutomaticPayout, payoutFee, type AutomaticPayoutBlocker } from '@parkshare/shared/payments/payouts';
import { MAX_PAYOUT } from '@parkshare/shared/validation/payments';
import { and, count, eq, ne } from 'drizzle-orm';
import { bankAccounts, type BankAccountRow } from '../../db/schema/billing';
import { payouts } from '../../db/schema/payouts';
import { walletBalance } from '../ledger/ledger.service';
import type { Reader } from '../../db/transaction';

// What the next on-demand payout costs and how much can go (the withdraw dialog, /balance), and the lookups the
// payouts share: this month's on-demand payouts (the fee) and the default bank account.

/** On-demand payouts of a user in a Warsaw month that did not fail (they decide the next one's fee). */
export async function onDemandPayoutsIn(db: Reader, userId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        eq(payouts.kind, 'on_demand'),
        eq(payouts.month, month),
        ne(payouts.status, 'failed'),
      ),
    );
  return Number(row?.count ?? 0);
}

export async function defaultBankAccount(db: Reader, userId: string): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isDefault, true)))
    .limit(1);
  return row ?? null;
}

export interface PayoutQuote {
  fee: number;
  maxAmount: number;
  defaultBankAccount: BankAccountRow | null;
  freePayoutsLeft: number;
  /** When this month's earnings go out on their own, and what stops them (shown on /balance). */
  automaticPayout: { by: string; blockers: AutomaticPayoutBlocker[] };
}

/** What the withdraw dialog shows before confirming: the fee of the next payout and how much can go. */
export async function payoutQuote(db: Reader, userId: string, now = new Date()): Promise<PayoutQuote> {
  const earlier = await onDemandPayoutsIn(db, userId, monthOf(now));
  const balance = await walletBalance(db, userId);
  const fee = payoutFee(earlier);
  const bank = await defaultBankAccount(db, userId);
  return {
    fee,
    maxAmount: Math.min(MAX_PAYOUT, Math.max(0, balance - fee)),
    defaultBankAccount: bank,
    freePayoutsLeft: earlier > 0 ? 0 : 1,
    automaticPayout: nextAutomaticPayout(now, { balance, defaultBankAccount: bank ? bankAccountStatus(bank) : null }),
  };
}
