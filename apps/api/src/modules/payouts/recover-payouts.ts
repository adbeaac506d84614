import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payouts } from '../../db/schema/payouts';
import { getPaymentProvider } from '../payments/gateway';
import { sendPayout, PAYOUT_SEND_RETRY_MS } from './send-payout';
import { handlePayoutReport } from './payout-reports';

// The payouts job's recovery half (payouts.jobs.ts).

/** A payout the gateway has not answered for this long is asked about (a lost notification). */
export const PAYOUT_POLL_AFTER_MS = 2 * 60_000;
const BATCH = 50;

/**
 * The payouts job's recovery half: sends pending payouts that never reached the gateway (the server stopped
 * between commit and call, or the gateway was down) and asks the gateway about payouts it has not answered.
 */
export async function recoverPayouts(deps: AppDeps, now = new Date()): Promise<void> {
  // By transfer file (decision 084) nothing is sent or asked about here: an admin makes and confirms the files.
  if (deps.config.payouts.via === 'bank_file') return;
  const unsent = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'pending'),
        isNull(payouts.providerPayoutId),
        lt(payouts.updatedAt, new Date(now.getTime() - PAYOUT_SEND_RETRY_MS)),
      ),
    )
    .orderBy(asc(payouts.updatedAt))
    .limit(BATCH);
  for (const { id } of unsent) await sendPayout(deps, id, { now, retry: true });

  const waiting = await deps.db
    .select({ providerPayoutId: payouts.providerPayoutId })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['pending', 'processing']),
        sql`${payouts.providerPayoutId} is not null`,
        lt(payouts.updatedAt, new Date(now.getTime() - PAYOUT_POLL_AFTER_MS)),
      ),
    )
    .orderBy(asc(payouts.updatedAt))
    .limit(BATCH);
  const provider = getPaymentProvider(deps);
  for (const { providerPayoutId } of waiting) {
    if (!providerPayoutId) continue;
    try {
      const report = await provider.getPayoutStatus(providerPayoutId);
      await handlePayoutReport(deps, { providerPayoutId, status: report.status, failureCode: report.failureCode }, now);
    } catch (error) {
      deps.log.warn({ err: error, providerPayoutId }, 'payout status poll failed');
    }
  }
}
