import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payouts, type PayoutRow } from '../../db/schema/payouts';
import { users } from '../../db/schema/users';
import { getPaymentProvider, notifyUrl } from '../payments/gateway';
import { movePayout } from './payout-status';

// Handing a booked payout to the gateway, after the booking's commit.

/** A payout not handed to the gateway within this time (a crash between commit and call) is sent again. */
export const PAYOUT_SEND_RETRY_MS = 60_000;

/** What the owner reads on the bank statement: the month paid, or the payout's short id. */
export const payoutTitle = (payout: Pick<PayoutRow, 'kind' | 'earningsMonth' | 'id'>): string =>
  payout.kind === 'monthly' ? `Parkshare ${payout.earningsMonth ?? ''}` : `Parkshare ${payout.id.slice(0, 8)}`;

/**
 * Hands a pending payout to the gateway and moves it to processing. A payout is claimed first (its updated_at
 * moves), so the request that booked it and the recovery job on any instance never send it twice at once; a
 * payout whose sending failed stays pending and the job tries again after PAYOUT_SEND_RETRY_MS.
 */
export async function sendPayout(
  deps: AppDeps,
  payoutId: string,
  { now = new Date(), retry = false } = {},
): Promise<void> {
  // By transfer file (decision 084) a payout waits, pending, until an admin puts it in a file.
  if (deps.config.payouts.via === 'bank_file') return;
  const claim = retry
    ? lt(payouts.updatedAt, new Date(now.getTime() - PAYOUT_SEND_RETRY_MS))
    : eq(payouts.updatedAt, payouts.createdAt);
  const [payout] = await deps.db
    .update(payouts)
    .set({ updatedAt: new Date(Math.max(now.getTime(), Date.now())) })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending'), isNull(payouts.providerPayoutId), claim))
    .returning();
  if (!payout) return;
  try {
    const [owner] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, payout.userId));
    const provider = getPaymentProvider(deps);
    const { providerPayoutId } = await provider.createPayout({
      payoutId: payout.id,
      amount: payout.amount,
      currency: payout.currency,
      accountNumber: payout.accountNumber,
      recipientName: owner?.name ?? '',
      title: payoutTitle(payout),
      notifyUrl: notifyUrl(deps, provider.name),
    });
    await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(payouts).where(eq(payouts.id, payout.id)).for('update');
      if (!current || current.providerPayoutId) return;
      if (current.status === 'pending') {
        await movePayout(tx, current, 'processing', new Date(), { providerPayoutId });
      } else {
        await tx.update(payouts).set({ providerPayoutId, updatedAt: new Date() }).where(eq(payouts.id, payout.id));
      }
    });
  } catch (error) {
    deps.log.warn({ err: error, payoutId }, 'payout not sent to the gateway yet; the payouts job retries');
  }
}
