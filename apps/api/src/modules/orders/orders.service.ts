import { monthOf } from '@parkshare/shared/payments/calendar';
import { formatOrderNumber } from '@parkshare/shared/payments/order-number';
import { canMoveOrder, type OrderStatus, type Product } from '@parkshare/shared/payments/status';
import { lineAmounts } from '@parkshare/shared/payments/vat';
import { formatMessage } from '@parkshare/shared/validation/messages';
import type { TopUpData } from '@parkshare/shared/validation/payments';
import { and, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingAccounts, type BillingAccountRow } from '../../db/schema/billing';
import { orderNumberSequences, orders, type BuyerSnapshot, type OrderRow } from '../../db/schema/orders';
import { fieldError, notFound } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import { afterCursor, cursorTime, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../../db/transaction';
import type { Reader } from '../../db/transaction';

// Orders (issue 4): what a user buys — a wallet top-up, a reservation, an extension — with its number, buyer,
// VAT split and status (placed → paid → fulfilled → completed, or canceled).

/**
 * The next number of a Warsaw month. Inside an order's transaction the numbers are gapless: the month's row stays
 * locked until the transaction ends. Called on its own (autocommit) it holds the row only for the statement, for
 * hot paths that must not queue behind each other's commits (bookings, decision 044 addendum); a booking that is
 * then refused leaves its number unused.
 */
export async function nextOrderNumber(tx: Reader, at: Date): Promise<string> {
  const month = monthOf(at);
  const [row] = await tx
    .insert(orderNumberSequences)
    .values({ month, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderNumberSequences.month,
      set: { lastValue: sql`${orderNumberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: orderNumberSequences.lastValue });
  if (!row) throw new Error('order number allocation failed');
  return formatOrderNumber(month, row.lastValue);
}

/** What an order is for, whoever places it. */
export interface OrderContent {
  userId: string;
  product: Product;
  unitGross: number;
  quantity?: number;
  /** Percent, or null outside VAT (top-ups). */
  vatRate: number | null;
  reservationId?: string | null;
}

export interface PlaceOrder extends OrderContent {
  billingAccountId: string;
  /** The input field a foreign or unknown billing account is reported on. */
  billingField?: string;
}

/**
 * The row of a new order (placeOrder's, and the booking's own insert): the buyer copied from the billing account
 * for its documents, the line's VAT split, the account's currency.
 */
export function orderValues(
  order: OrderContent,
  { billing, number, at }: { billing: BillingAccountRow; number: string; at: Date },
): typeof orders.$inferInsert {
  const buyer: BuyerSnapshot = {
    fullName: billing.fullName,
    companyName: billing.companyName,
    vatId: billing.vatId,
    street: billing.street,
    buildingNumber: billing.buildingNumber,
    localNumber: billing.localNumber,
    postcode: billing.postcode,
    city: billing.city,
    invoiceEmail: billing.invoiceEmail,
    wantsVatInvoice: billing.wantsVatInvoice,
    monthlyBilling: billing.isMonthlyBilling,
  };
  const line = lineAmounts(order.unitGross, order.quantity ?? 1, order.vatRate);
  return {
    number,
    userId: order.userId,
    billingAccountId: billing.id,
    buyer,
    product: order.product,
    quantity: line.quantity,
    unitGross: line.unitGross,
    netAmount: line.net,
    vatAmount: line.vat,
    grossAmount: line.gross,
    vatRate: line.vatRate,
    currency: billing.currency,
    reservationId: order.reservationId ?? null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Places an order for one of the user's billing accounts, copying the buyer for its documents. */
export async function placeOrder(tx: Tx, order: PlaceOrder): Promise<OrderRow> {
  const billingField = order.billingField ?? 'billingAccountId';
  const [billing] = isUuid(order.billingAccountId)
    ? await tx
        .select()
        .from(billingAccounts)
        .where(and(eq(billingAccounts.id, order.billingAccountId), eq(billingAccounts.userId, order.userId)))
    : [];
  if (!billing) throw fieldError(billingField, formatMessage('ownBillingAccount'));
  const now = new Date();
  const number = await nextOrderNumber(tx, now);
  const [row] = await tx
    .insert(orders)
    .values(orderValues(order, { billing, number, at: now }))
    .returning();
  if (!row) throw new Error('order insert failed');
  return row;
}

/** Moves an order along its machine (locked row); moving to where it already is changes nothing. */
export async function moveOrder(tx: Tx, orderId: string, to: OrderStatus): Promise<OrderRow> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!current) throw notFound();
  if (current.status === to) return current;
  if (!canMoveOrder(current.status, to)) {
    throw new Error(`order ${orderId} cannot move from ${current.status} to ${to}`);
  }
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'paid' ? { paidAt: now } : {}),
      ...(to === 'canceled' ? { canceledAt: now } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** One of the user's orders, or NOT_FOUND (also for another user's id: no hint that it exists). */
export async function findOwnOrder(db: Reader, { id, userId }: { id: string; userId: string }): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/**
 * One page of the user's orders, newest first (decision 064). An order canceled before anyone paid it (an expired
 * hold, an abandoned top-up) is left out: it bought nothing and has no document.
 */
export async function listOrders(
  db: Reader,
  { userId, page }: { userId: string; page: PageRequest },
): Promise<Page<OrderRow>> {
  const rows = await db
    .select({ row: orders, cursorAt: cursorTime(orders.createdAt) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        not(and(eq(orders.status, 'canceled'), isNull(orders.paidAt))!),
        afterCursor(orders.createdAt, orders.id, page.after),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

export interface CreateTopUp {
  userId: string;
  input: TopUpData;
}

/**
 * A wallet top-up order (outside VAT) for one of the user's billing accounts. With an idempotency key a retry
 * answers the first order and places no second one; the same key with another amount or account is refused.
 */
export function createTopUp(db: Db, { userId, input }: CreateTopUp): Promise<OrderRow> {
  const { idempotencyKey, ...rest } = input;
  return db.transaction((tx) =>
    idempotent<OrderRow>({
      tx,
      userId,
      key: idempotencyKey,
      operation: 'createTopUp',
      input: rest,
      replay: (id) => findOwnOrder(tx, { id, userId }),
      run: () =>
        placeOrder(tx, {
          userId,
          billingAccountId: input.billingAccountId,
          product: 'top_up',
          unitGross: input.amount,
          vatRate: null,
        }),
    }),
  );
}
