import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { applyRefundReport } from '../refunds/refund-reports';
import { notifyUrl, providerNamed } from './gateway';
import { GatewayUnreachable } from './provider';

// Handing a recorded refund to the payer to the gateway (decision 085), after the commit that recorded it — the
// way payouts are sent (send-payout.ts). The request that recorded it sends it at once; the refunds-recovery job
// sends what a crash or an unreachable gateway left behind.

/** A refund not handed to the gateway within this time (a crash between commit and call) is sent again. */
export const REFUND_SEND_RETRY_MS = 60_000;
/** A refund the gateway could not be reached for this long goes to the balance instead (its driver waits no more). */
export const REFUND_GIVE_UP_MS = 24 * 60 * 60_000;

/**
 * Whether the request may never have reached the gateway, or its answer was lost (a network failure or a timeout,
 * as fetch reports them): asked again later with the same refund id, which the gateway answers with the first
 * refund. Anything else a provider throws is the gateway refusing the refund outright.
 */
const isTransient = (error: unknown): boolean =>
  error instanceof GatewayUnreachable ||
  error instanceof TypeError ||
  (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'));

/**
 * Hands a refund that waits for the gateway to it. The refund is claimed first (its updated_at moves: the request
 * that recorded it claims updated_at = created_at, the job only refunds idle for REFUND_SEND_RETRY_MS), so no two
 * instances send it at once. The gateway's answer is applied (its refund id kept; a synchronous outcome moves the
 * refund); a refusal fails the refund, and its money goes to the driver's balance.
 */
export async function sendRefund(
  deps: AppDeps,
  refundId: string,
  { now = new Date(), retry = false } = {},
): Promise<void> {
  const claim = retry
    ? lt(refunds.updatedAt, new Date(now.getTime() - REFUND_SEND_RETRY_MS))
    : eq(refunds.updatedAt, refunds.createdAt);
  const [refund] = await deps.db
    .update(refunds)
    .set({ updatedAt: new Date(Math.max(now.getTime(), Date.now())) })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'processing'),
        eq(refunds.destination, 'payer'),
        isNull(refunds.providerRefundId),
        claim,
      ),
    )
    .returning();
  if (!refund) return;
  const fail = (failureCode: string) =>
    applyRefundReport(deps, { refundId, report: { status: 'failed', failureCode } });
  // The gateway that took the payment gives it back; one Parkshare no longer uses cannot be asked.
  const provider = refund.provider ? providerNamed(deps, refund.provider) : null;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!provider || !payment?.providerPaymentId) {
    await fail('provider_unavailable');
    return;
  }
  const [order] = await deps.db.select({ number: orders.number }).from(orders).where(eq(orders.id, refund.orderId));
  try {
    const answer = await provider.refund({
      refundId: refund.id,
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      amount: refund.amount,
      currency: refund.currency,
      description: `Parkshare refund ${order?.number ?? refund.id}`,
      notifyUrl: notifyUrl(deps, provider.name),
    });
    await applyRefundReport(deps, {
      refundId,
      providerRefundId: answer.providerRefundId,
      report: { status: answer.status, failureCode: answer.failureCode },
    });
  } catch (error) {
    if (isTransient(error) && now.getTime() - refund.createdAt.getTime() < REFUND_GIVE_UP_MS) {
      deps.log.warn({ err: error, refundId }, 'refund not handed to the gateway yet; the refunds job retries');
      return;
    }
    deps.log.warn({ err: error, refundId }, 'the gateway refused a refund: the money goes to the balance');
    await fail(isTransient(error) ? 'gateway_unreachable' : 'gateway_refused');
  }
}

/** Hands these refunds to the gateway, one after the other (what dispatchRefunds calls after a commit). */
export async function sendRefunds(deps: AppDeps, refundIds: readonly string[]): Promise<void> {
  for (const id of refundIds) {
    try {
      await sendRefund(deps, id);
    } catch (error) {
      // Already recorded and committed: the refunds job sends it; the person's request must not fail for it.
      deps.log.error({ err: error, refundId: id }, 'refund hand-off failed; the refunds job retries');
    }
  }
}
