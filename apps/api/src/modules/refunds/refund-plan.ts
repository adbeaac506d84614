import { refundDestinationOf, type RefundDestination, type RefundPlan } from '@parkshare/shared/payments/refunds';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { refunds, type RefundRow } from '../../db/schema/refunds';
import type { Reader } from '../../db/transaction';

// Where a stay's money would go back (decision 085): each order of the stay refunds against its own payment, never
// more than the payment took less what was refunded of it before, to the payer or to the balance as it was paid.
// A refund split over a stay's orders (a booking and its extensions) takes from the newest order first, so a
// cancellation after a partial refund gives back what each payment still has.

export interface StayPayment {
  order: OrderRow;
  paymentId: string;
  destination: RefundDestination;
  /** What the payment took less what was refunded of it, grosze. */
  left: number;
}

/** The stay's paid orders (paid, fulfilled, completed) with their payments, newest first. */
export async function stayPayments(db: Reader, reservationId: string): Promise<StayPayment[]> {
  const rows = await db
    .select({
      order: orders,
      paymentId: payments.id,
      method: payments.method,
      providerPaymentId: payments.providerPaymentId,
      amount: payments.amount,
      refunded: sql<string>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id}), 0)`,
    })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'succeeded')))
    .where(and(eq(orders.reservationId, reservationId), inArray(orders.status, ['paid', 'fulfilled', 'completed'])))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => ({
    order: row.order,
    paymentId: row.paymentId,
    destination: row.providerPaymentId ? refundDestinationOf(row.method) : 'balance',
    left: Math.max(0, row.amount - Number(row.refunded)),
  }));
}

export interface RefundPart {
  stay: StayPayment;
  amount: number;
}

/** Splits `amount` over the stay's payments, newest first; answers what could not be placed as `short`. */
export function splitRefund(stay: readonly StayPayment[], amount: number): { parts: RefundPart[]; short: number } {
  let rest = amount;
  const parts: RefundPart[] = [];
  for (const payment of stay) {
    if (rest <= 0) break;
    const part = Math.min(rest, payment.left);
    if (part > 0) parts.push({ stay: payment, amount: part });
    rest -= part;
  }
  return { parts, short: rest };
}

/** How a refund of `amount` (everything left when omitted) would go back: to the payer and to the balance. */
export function planOf(stay: readonly StayPayment[], amount?: number): RefundPlan {
  const total = amount ?? stay.reduce((sum, payment) => sum + payment.left, 0);
  const plan: RefundPlan = { toPayer: 0, toBalance: 0 };
  for (const part of splitRefund(stay, total).parts) {
    if (part.stay.destination === 'payer') plan.toPayer += part.amount;
    else plan.toBalance += part.amount;
  }
  return plan;
}

/** How refunds already recorded went back: to the payer and to the balance. */
export function planOfRefunds(rows: readonly Pick<RefundRow, 'amount' | 'destination'>[]): RefundPlan {
  const plan: RefundPlan = { toPayer: 0, toBalance: 0 };
  for (const row of rows) {
    if (row.destination === 'payer') plan.toPayer += row.amount;
    else plan.toBalance += row.amount;
  }
  return plan;
}
