import { canMoveRefund, type RefundStatus } from '@parkshare/shared/payments/refunds';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentEvents } from '../../db/schema/payments';
import { refunds, type RefundRow } from '../../db/schema/refunds';
import type { Tx } from '../../db/transaction';
import { postEntry } from '../ledger/ledger.service';

// What the gateway says about a refund to the payer (its signed notification, the status re-query, the answer to
// refund() itself, or its refusal): forward moves only, as the refund machine in packages/shared allows, under the
// refund's row lock, so a repeated, late or out-of-order report changes nothing. Completed: the money left through
// the gateway (refunds_clearing → gateway_clearing, `refund_sent`). Failed: it goes to the driver's balance instead
// (refunds_clearing → wallet, `refund_failed`), so nobody loses money.

export interface RefundReport {
  status: RefundStatus;
  failureCode?: string | undefined;
}

export interface ApplyRefundReport {
  refundId: string;
  report: RefundReport;
  /** The gateway's id of the refund, adopted when Parkshare did not get to store it (a crash between the two). */
  providerRefundId?: string;
  /** A notification is applied once per (provider, event id): a repeated one changes nothing. */
  event?: { provider: string; eventId: string; payload: unknown };
  now?: Date;
}

export type RefundApplyResult = 'applied' | 'unchanged' | 'duplicate' | 'unknown';

/** Moves a locked refund to the reported state and posts the entry that goes with it. */
async function moveRefund(tx: Tx, refund: RefundRow, report: RefundReport, now: Date): Promise<void> {
  const failed = report.status === 'failed';
  await tx
    .update(refunds)
    .set({
      status: report.status,
      failureCode: failed ? (report.failureCode ?? 'failed').slice(0, 100) : null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(eq(refunds.id, refund.id));
  await postEntry(tx, {
    kind: failed ? 'refund_failed' : 'refund_sent',
    description: failed
      ? `Refund ${refund.id} could not go back to the payer: credited to the balance`
      : `Refund ${refund.id} paid back to the payer by the gateway`,
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    reservationId: refund.reservationId,
    ticketId: refund.cause === 'ticket' ? refund.ticketId : null,
    refundId: refund.id,
    lines: [
      { account: { platform: 'refunds_clearing' }, amount: -refund.amount },
      { account: failed ? { wallet: refund.userId } : { platform: 'gateway_clearing' }, amount: refund.amount },
    ],
  });
}

/**
 * Applies what the gateway reported about a refund, in one transaction: the notification's event recorded once
 * (a duplicate answers 'duplicate'), the refund locked, its gateway id adopted, then moved forward if the machine
 * allows (else 'unchanged'). An unknown refund answers 'unknown' (the webhook answers 404; the gateway retries).
 */
export async function applyRefundReport(deps: AppDeps, options: ApplyRefundReport): Promise<RefundApplyResult> {
  const now = options.now ?? new Date();
  return deps.db.transaction(async (tx): Promise<RefundApplyResult> => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, options.refundId)).for('update');
    if (!refund) return 'unknown';
    if (options.event) {
      // The webhook's record of every event (payments' table, shared by all notifications), in this transaction.
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          provider: options.event.provider,
          eventId: options.event.eventId,
          type: 'refund',
          refundId: refund.id,
          payload: options.event.payload,
          receivedAt: now,
        })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (recorded.length === 0) return 'duplicate';
    }
    if (options.providerRefundId && !refund.providerRefundId) {
      await tx.update(refunds).set({ providerRefundId: options.providerRefundId }).where(eq(refunds.id, refund.id));
    }
    if (refund.destination !== 'payer' || !canMoveRefund(refund.status, options.report.status)) return 'unchanged';
    await moveRefund(tx, refund, options.report, now);
    return 'applied';
  });
}
