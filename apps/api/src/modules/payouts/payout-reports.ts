import { canMovePayout } from '@parkshare/shared/payments/status';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payouts, type PayoutRow } from '../../db/schema/payouts';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../../db/transaction';
import { postEntry, type EntryLine } from '../ledger/ledger.service';
import { moveTransactionOf } from '../transactions/transaction-writes';
import { movePayout } from './payout-status';

// The gateway's answers about payouts (its webhook and the status poll): forward moves only, as the payout
// machine allows (canMovePayout in packages/shared/src/payments/status.ts).

export interface PayoutReport {
  providerPayoutId: string;
  status: 'processing' | 'completed' | 'failed';
  failureCode?: string | undefined;
  /** The gateway's copy of Parkshare's payout id, when the notification carries it. */
  merchantReference?: string | undefined;
}

/**
 * Moves a locked payout as the gateway (or, for a transfer file, the operator) reported; a repeated or older report
 * changes nothing.
 */
export async function applyPayoutReport(tx: Tx, payout: PayoutRow, report: PayoutReport, now: Date): Promise<void> {
  const to = report.status;
  if (!canMovePayout(payout.status, to)) return;
  if (to === 'processing') {
    await movePayout(tx, payout, to, now);
    return;
  }
  const failed = to === 'failed';
  await movePayout(tx, payout, to, now, {
    failureCode: failed ? (report.failureCode ?? 'failed') : null,
    finishedAt: now,
  });
  await moveTransactionOf(tx, { payoutId: payout.id }, failed ? 'failed' : 'completed', now);
  if (!failed) {
    await postEntry(tx, {
      kind: 'payout_completed',
      description: 'Payout sent by the gateway',
      payoutId: payout.id,
      lines: [
        { account: { platform: 'payouts_clearing' }, amount: -payout.amount },
        { account: { platform: 'gateway_clearing' }, amount: payout.amount },
      ],
    });
    return;
  }
  const lines: EntryLine[] = [
    { account: { platform: 'payouts_clearing' }, amount: -payout.amount },
    { account: { wallet: payout.userId }, amount: payout.amount + payout.fee },
  ];
  if (payout.fee > 0) lines.push({ account: { platform: 'platform_revenue' }, amount: -payout.fee });
  await postEntry(tx, {
    kind: 'payout_returned',
    description: 'Payout failed: money and fee back to the balance',
    payoutId: payout.id,
    lines,
  });
}

/**
 * What the gateway said about a payout (its webhook and the status poll call this): completed books
 * payout_completed, failed returns the money and the fee to the wallet (payout_returned). Idempotent and
 * forward only. An unknown payout is NOT_FOUND (the webhook answers 4xx; the gateway retries).
 */
export async function handlePayoutReport(deps: AppDeps, report: PayoutReport, now = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    let [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.providerPayoutId, report.providerPayoutId))
      .for('update');
    if (!payout && report.merchantReference && isUuid(report.merchantReference)) {
      // The gateway answered before the payout's provider id was saved: adopt the id it reports.
      [payout] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, report.merchantReference), isNull(payouts.providerPayoutId)))
        .for('update');
      if (payout) {
        await tx.update(payouts).set({ providerPayoutId: report.providerPayoutId }).where(eq(payouts.id, payout.id));
      }
    }
    if (!payout) throw notFound('Unknown payout.');
    await applyPayoutReport(tx, payout, report, now);
  });
}
