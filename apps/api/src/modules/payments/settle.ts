import { canMovePayment } from '@parkshare/shared/payments/status';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { orders, type OrderRow } from '../../db/schema/orders';
import { paymentEvents, payments, type PaymentRow } from '../../db/schema/payments';
import type { Tx } from '../../db/transaction';
import { postEntry } from '../ledger/ledger.service';
import { moveOrder } from '../orders/orders.service';
import type { SpotStateEvent } from '../../lib/spot-events';
import { reservationOrderPaid } from '../reservations/reservation-payment';
import { publishSpotEvents } from '../map/publish-spot-events';
import { recordRefund } from '../refunds/record-refund';
import { dispatchRefunds } from '../refunds/refund-dispatch';
import { unsentRefundsOfPayment } from '../refunds/refunds.read';
import { moveTransactionOf } from '../transactions/transaction-writes';
import { rememberBlikAlias } from './blik-aliases.service';
import { confirmSuccess } from './confirm-success';
import { movePayment } from './payment-status';
import type { PaymentStatusReport } from './provider';

// Applying what the gateway says about a payment (a notification, a status poll, the answer to createPayment):
// one transaction, the order then the payment locked, forward moves only (canMovePayment), so a repeated, late or
// out-of-order report changes nothing. A success is first confirmed by the gateway (confirm-success.ts, decision
// 081), then writes the ledger entry of decision 044 with the state change (and, for a payment of an order no longer
// wanted, its refund: decision 085).

export interface RecordedEvent {
  provider: string;
  eventId: string;
  type: string;
  payload: unknown;
}

export type ApplyResult = 'applied' | 'unchanged' | 'duplicate';

export interface ApplyReport {
  paymentId: string;
  report: PaymentStatusReport;
  /** A notification is recorded once per (provider, event id); a repeated one changes nothing. */
  event?: RecordedEvent;
  /** The gateway's id, filled in when Parkshare did not get to store it (a restart between the two). */
  providerPaymentId?: string;
  now?: Date;
}

/**
 * Moves a payment to the reported state if the state machine allows it; settles it on success, once the gateway
 * has confirmed it. Throws PaymentReportRefused (another amount) or PaymentNotConfirmed, and then changes nothing.
 */
export async function applyPaymentReport(deps: AppDeps, options: ApplyReport): Promise<ApplyResult> {
  const now = options.now ?? new Date();
  // Spot events of a paid reservation are published once the transaction has committed.
  let spotEvents: SpotStateEvent[] = [];
  // The move made, counted in the metrics once committed.
  let moved: { provider: string; method: string; status: string } | null = null;
  const result = await deps.db.transaction(async (tx): Promise<ApplyResult> => {
    moved = null;
    if (options.event) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ ...options.event, payload: options.event.payload, paymentId: options.paymentId, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (recorded.length === 0) return 'duplicate';
    }
    const [head] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, options.paymentId));
    if (!head) throw new Error(`payment ${options.paymentId} does not exist`);
    // Order first, then payment: the same order payOrder locks in, so the two never deadlock.
    const [order] = await tx.select().from(orders).where(eq(orders.id, head.orderId)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, options.paymentId)).for('update');
    if (!order || !payment) throw new Error(`payment ${options.paymentId} lost its order`);
    const learnt = options.providerPaymentId ?? options.report.providerPaymentId;
    if (learnt && !payment.providerPaymentId) {
      await tx.update(payments).set({ providerPaymentId: learnt }).where(eq(payments.id, payment.id));
      payment.providerPaymentId = learnt;
    }
    let { report } = options;
    if (!canMovePayment(payment.status, report.status)) return 'unchanged';
    if (report.status === 'succeeded' && payment.method !== 'wallet') {
      report = await confirmSuccess(tx, deps, payment, report);
    }
    if (report.status === 'succeeded') spotEvents = await settle(tx, payment, order, report, now);
    else if (report.status === 'failed') await fail(tx, payment, report.failureCode ?? 'failed', now);
    else await movePayment(tx, payment, report.status, now);
    moved = { provider: payment.provider, method: payment.method, status: report.status };
    return 'applied';
  });
  if (moved) {
    const { provider, method, status } = moved;
    deps.metrics.paymentOutcome(provider, method, status);
  }
  publishSpotEvents(deps, spotEvents);
  // A payment that came too late is refunded in its own transaction (settle); the refund goes to the gateway now.
  if (result === 'applied' && options.report.status === 'succeeded') {
    await dispatchRefunds(deps, await unsentRefundsOfPayment(deps.db, options.paymentId));
  }
  return result;
}

/**
 * The payment succeeded: its transaction completes, the ledger records the money, the order moves on (a paid
 * reservation or extension takes effect: reservations/reservation-payment.ts). Answers the spot events the caller
 * publishes after commit.
 */
export async function settle(
  tx: Tx,
  payment: PaymentRow,
  order: OrderRow,
  report: Pick<PaymentStatusReport, 'alias'>,
  now: Date,
): Promise<SpotStateEvent[]> {
  let spotEvents: SpotStateEvent[] = [];
  await movePayment(tx, payment, 'succeeded', now, { failureCode: null, finishedAt: now });
  await moveTransactionOf(tx, { paymentId: payment.id }, 'completed', now);
  const fromGateway = payment.method !== 'wallet';
  const source = fromGateway ? { platform: 'gateway_clearing' as const } : { wallet: payment.userId };
  const amount = payment.amount;
  if (order.product === 'top_up') {
    await postEntry(tx, {
      kind: 'deposit',
      description: `Top-up ${order.number}`,
      orderId: order.id,
      paymentId: payment.id,
      lines: [
        { account: source, amount: -amount },
        { account: { wallet: order.userId }, amount },
      ],
    });
  } else {
    await postEntry(tx, {
      kind: 'purchase',
      description: `Order ${order.number}`,
      orderId: order.id,
      paymentId: payment.id,
      balanceField: 'method',
      lines: [
        { account: source, amount: -amount },
        { account: { platform: 'escrow' }, amount },
      ],
    });
  }
  if (order.status === 'placed') {
    await moveOrder(tx, order.id, 'paid');
    // A top-up is delivered the moment it is paid: the balance is the product.
    if (order.product === 'top_up') {
      await moveOrder(tx, order.id, 'fulfilled');
      await moveOrder(tx, order.id, 'completed');
    }
    if (order.product === 'reservation' || order.product === 'reservation_extension') {
      spotEvents = await reservationOrderPaid(tx, order, now);
    }
  } else if (order.status === 'canceled' && order.product !== 'top_up') {
    // Paid after the order was canceled (the gateway answered late): the money goes back the way it came, to the
    // payer (decision 085); the caller hands the refund to the gateway after the commit.
    await recordRefund(tx, {
      order,
      amount,
      cause: 'late_payment',
      from: 'escrow',
      description: `Refund of canceled order ${order.number}`,
      now,
    });
  }
  if (report.alias) await rememberBlikAlias(tx, { userId: payment.userId, alias: report.alias, now });
  return spotEvents;
}

/** The payment failed: the order stays placed, so the person can try again with another payment. */
async function fail(tx: Tx, payment: PaymentRow, failureCode: string, now: Date): Promise<void> {
  await movePayment(tx, payment, 'failed', now, { failureCode: failureCode.slice(0, 100), finishedAt: now });
  await moveTransactionOf(tx, { paymentId: payment.id }, 'failed', now);
}
