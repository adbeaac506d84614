import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { applyRefundReport } from '../refunds/refund-reports';
import { providerNamed } from './gateway';
import { REFUND_SEND_RETRY_MS, sendRefund } from './send-refund';

// The refunds-recovery job (decision 085), like the payouts' (payouts/recover-payouts.ts): it sends refunds to the
// payer that never reached the gateway and asks the gateway about those whose notification never came. Safe on
// every instance at once: a send is claimed first, a report moves a refund forward only, under its lock.

/** A refund the gateway has not reported on for this long is asked about (a lost notification). */
export const REFUND_POLL_AFTER_MS = 2 * 60_000;
const BATCH = 50;

/** One run: unsent refunds are sent, unreported ones asked about. */
export async function recoverRefunds(deps: AppDeps, now = new Date()): Promise<void> {
  const waiting = and(eq(refunds.status, 'processing'), eq(refunds.destination, 'payer'));
  const unsent = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        waiting,
        isNull(refunds.providerRefundId),
        lt(refunds.updatedAt, new Date(now.getTime() - REFUND_SEND_RETRY_MS)),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(BATCH);
  for (const { id } of unsent) await sendRefund(deps, id, { now, retry: true });

  const unreported = await deps.db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        waiting,
        isNotNull(refunds.providerRefundId),
        lt(refunds.updatedAt, new Date(now.getTime() - REFUND_POLL_AFTER_MS)),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(BATCH);
  for (const { refund, providerPaymentId } of unreported) {
    const provider = refund.provider ? providerNamed(deps, refund.provider) : null;
    if (!provider || !refund.providerRefundId || !providerPaymentId) continue;
    try {
      const report = await provider.getRefundStatus({
        refundId: refund.id,
        providerRefundId: refund.providerRefundId,
        paymentId: refund.paymentId,
        providerPaymentId,
      });
      await applyRefundReport(deps, { refundId: refund.id, report, now });
    } catch (error) {
      deps.log.warn({ err: error, refundId: refund.id }, 'refund status re-query failed');
    }
  }
}
