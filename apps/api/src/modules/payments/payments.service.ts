import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import { afterCursor, cursorTime, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';
import { pollPayment } from './payment-poll';

// Reading payments: one of the user's (asked about at the gateway when it has waited long), a page of them, and
// the order a payment pays. Paying is pay-order.ts, the gateway's answers settle.ts, the status poll payment-poll.ts.

/** One of the user's payments, or NOT_FOUND (also for another user's id). */
export async function findPayment(db: Reader, id: string, userId: string): Promise<PaymentRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) throw notFound();
  return row;
}

const UNFINISHED = ['pending', 'created', 'processing'] as const;
const isUnfinished = (payment: PaymentRow) => (UNFINISHED as readonly string[]).includes(payment.status);

/** A payment older than this that has not finished is asked about at the gateway when someone looks at it. */
export const POLL_ON_READ_AFTER_MS = 10_000;

/** One of the user's payments; one still waiting after POLL_ON_READ_AFTER_MS is asked about at the gateway first. */
export async function readPayment({
  deps,
  id,
  userId,
  now = new Date(),
}: {
  deps: AppDeps;
  id: string;
  userId: string;
  now?: Date;
}): Promise<PaymentRow> {
  const payment = await findPayment(deps.db, id, userId);
  if (!isUnfinished(payment) || now.getTime() - payment.createdAt.getTime() < POLL_ON_READ_AFTER_MS) return payment;
  await pollPayment(deps, payment);
  return findPayment(deps.db, id, userId);
}

/** The order a payment pays (always the payment's own user's). */
export async function orderOfPayment(db: Reader, payment: PaymentRow): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!row) throw notFound();
  return row;
}

/** One page of the user's payments, newest first (decision 064). */
export async function listPayments(
  db: Reader,
  { userId, page }: { userId: string; page: PageRequest },
): Promise<Page<PaymentRow>> {
  const rows = await db
    .select({ row: payments, cursorAt: cursorTime(payments.createdAt) })
    .from(payments)
    .where(and(eq(payments.userId, userId), afterCursor(payments.createdAt, payments.id, page.after)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}
