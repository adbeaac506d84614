import { refundDestinationOf, type RefundCause } from '@parkshare/shared/payments/refunds';
import type { RefundBearer } from '@parkshare/shared/tickets/status';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { refunds, type RefundRow } from '../../db/schema/refunds';
import type { Reader, Tx } from '../../db/transaction';
import { postEntry } from '../ledger/ledger.service';

// Recording a refund (decision 085), inside the transaction of what causes it: the refund row against the payment
// that paid the order, and its `refund` entry. Money back to the payer parks in refunds_clearing until the gateway
// reports (refund-reports.ts); money back to the balance is there at once. The gateway is asked after the commit
// (dispatchRefunds), never inside a transaction.

export interface NewRefund {
  order: Pick<OrderRow, 'id' | 'number' | 'userId' | 'currency' | 'reservationId'>;
  /** Grosze, > 0, at most what the order's payment took less what was refunded of it before. */
  amount: number;
  cause: RefundCause;
  /** Where the money comes from: the stay's money in escrow, or platform revenue (a refund Parkshare bears). */
  from: 'escrow' | 'platform_revenue';
  /** The ticket it was granted on, or whose remedy cancelled the stay. */
  ticketId?: string | null;
  bearer?: RefundBearer | null;
  /** The journal entry's description. */
  description: string;
  now: Date;
}

/** What has been refunded of a payment so far, whatever the destination or outcome, grosze. */
export async function refundedOfPayment(db: Reader, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

/** The payment that paid an order, locked: refunds of one payment are capped one after the other. */
async function lockPaymentOf(tx: Tx, orderId: string): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .for('update');
  if (!payment) throw new Error(`order ${orderId} has no succeeded payment to refund`);
  return payment;
}

/**
 * Records one refund of an order and posts its entry: from escrow or platform revenue to the driver's wallet (a
 * payment from the balance: completed) or to refunds_clearing (a payment through the gateway: processing, handed
 * to the gateway after the commit). Answers null when the cause was refunded before (its unique key: a retried
 * cancellation, late payment or ticket refund never refunds twice). Throws above what the payment has left.
 */
export async function recordRefund(tx: Tx, refund: NewRefund): Promise<RefundRow | null> {
  const { order, amount, now } = refund;
  const payment = await lockPaymentOf(tx, order.id);
  const left = payment.amount - (await refundedOfPayment(tx, payment.id));
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
    throw new Error(`refund of ${amount} on payment ${payment.id} out of range (${left} left)`);
  }
  // A gateway payment whose gateway id was never stored cannot be named to the gateway: its money goes to the balance.
  const destination = payment.providerPaymentId ? refundDestinationOf(payment.method) : 'balance';
  const toPayer = destination === 'payer';
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      userId: order.userId,
      amount,
      currency: order.currency,
      destination,
      status: toPayer ? 'processing' : 'completed',
      cause: refund.cause,
      reservationId: order.reservationId,
      ticketId: refund.ticketId ?? null,
      bearer: refund.bearer ?? null,
      provider: toPayer ? payment.provider : null,
      createdAt: now,
      // The first hand-off to the gateway claims the refund while updated_at is still its created_at (send-refund.ts).
      updatedAt: now,
      finishedAt: toPayer ? null : now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await postEntry(tx, {
    kind: 'refund',
    description: refund.description,
    orderId: order.id,
    paymentId: payment.id,
    reservationId: order.reservationId,
    // The ledger counts a ticket's refunds by this (reservation-ledger.ts); a remedy's cancellation is not one.
    ticketId: refund.cause === 'ticket' ? (refund.ticketId ?? null) : null,
    refundId: row.id,
    lines: [
      { account: { platform: refund.from }, amount: -amount },
      { account: toPayer ? { platform: 'refunds_clearing' } : { wallet: order.userId }, amount },
    ],
  });
  return row;
}

/** The ids of refunds that still have to be handed to the gateway (after the commit that recorded them). */
export const toGateway = (rows: readonly (RefundRow | null)[]): string[] =>
  rows.flatMap((row) => (row && row.destination === 'payer' && row.status === 'processing' ? [row.id] : []));
