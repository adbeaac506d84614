import { monthOf } from '@parkshare/shared/payments/calendar';
import type { BankAccountRow } from '../../db/schema/billing';
import { payouts, type PayoutRow } from '../../db/schema/payouts';
import type { Tx } from '../../db/transaction';
import { postEntry, type EntryLine } from '../ledger/ledger.service';
import { openTransaction } from '../transactions/transaction-writes';

// The one place a payout is written: the payout, its withdrawal transaction and its ledger entry, together.

export interface NewPayout {
  userId: string;
  bank: BankAccountRow;
  kind: PayoutRow['kind'];
  amount: number;
  fee: number;
  earningsMonth: string | null;
  now: Date;
}

/**
 * The payout row, its withdrawal transaction and the withdrawal entry (wallet −(A + F), payouts clearing +A,
 * revenue +F), in the caller's transaction. Null when a monthly payout of that month already exists.
 */
export async function bookPayout(tx: Tx, payout: NewPayout): Promise<PayoutRow | null> {
  const { userId, bank, kind, amount, fee, earningsMonth, now } = payout;
  const [row] = await tx
    .insert(payouts)
    .values({
      userId,
      bankAccountId: bank.id,
      accountNumber: bank.accountNumber,
      kind,
      amount,
      fee,
      month: monthOf(now),
      earningsMonth,
      createdAt: now,
      // updated_at = created_at marks a payout not yet handed to the gateway by anyone (sendPayout claims it).
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await openTransaction(tx, {
    userId,
    type: 'withdrawal',
    amount: amount + fee,
    payoutId: row.id,
    createdAt: now,
    updatedAt: now,
  });
  const lines: EntryLine[] = [
    { account: { wallet: userId }, amount: -(amount + fee) },
    { account: { platform: 'payouts_clearing' }, amount },
  ];
  if (fee > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: fee });
  await postEntry(tx, {
    kind: 'withdrawal',
    description: kind === 'monthly' ? `Automatic payout of ${earningsMonth ?? ''} earnings` : 'Payout',
    payoutId: row.id,
    balanceField: 'amount',
    lines,
  });
  return row;
}
