import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceLines, invoices, type InvoiceRow } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Reader, Tx } from '../../db/transaction';
import { reservationLabels } from '../reservations/reservation-labels';
import { refundedAsLatePayment } from '../refunds/refunds.read';
import { paymentInvoiceModes } from './invoice-mode';
import { lineName, SERVICE_UNIT, warsawDate } from './invoice-text';
import { writeInvoice } from './invoice-write';

// Sale invoices: one VAT invoice per succeeded payment of a buyer who wants invoices per payment, given the first
// time anyone needs it (the download, Payment.document, the issuing job, a correction). The payment's row is
// locked first, so two requests for the same payment give one invoice.

/** The payment's invoice, issued now inside `tx` if it has none; null when the purchase takes no sale invoice. */
export async function issueSaleInvoice(
  tx: Tx,
  paymentId: string,
  at: Date,
  options: { evenIfMonthly?: boolean } = {},
): Promise<InvoiceRow | null> {
  if (!isUuid(paymentId)) throw notFound();
  const [row] = await tx
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments });
  if (row?.payment.status !== 'succeeded') throw notFound();
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (existing) return existing;
  const { payment, order } = row;
  const mode = (await paymentInvoiceModes(tx, [{ paymentId, order }])).get(paymentId);
  if (mode === 'receipt' || (mode === 'monthly' && !options.evenIfMonthly)) return null;
  const paidAt = payment.finishedAt ?? payment.updatedAt;
  const labels = await reservationLabels(tx, order.reservationId ? [order.reservationId] : []);
  return writeInvoice(
    tx,
    {
      kind: 'sale',
      userId: order.userId,
      buyer: order.buyer,
      currency: order.currency,
      paymentId,
      billingAccountId: order.billingAccountId,
      saleDate: warsawDate(paidAt),
      lines: [
        {
          name: lineName(order.product, order.reservationId ? labels.get(order.reservationId) : undefined),
          quantity: order.quantity,
          unit: SERVICE_UNIT,
          unitGross: order.unitGross,
          net: order.netAmount,
          vat: order.vatAmount,
          gross: order.grossAmount,
          vatRate: order.vatRate,
          orderId: order.id,
          paymentId,
          paidAt,
          method: payment.method,
          state: null,
          correctsLineId: null,
        },
      ],
    },
    at,
  );
}

/** issueSaleInvoice in its own transaction, after a cheap look for the invoice already given. */
export async function ensureInvoice(db: Db, paymentId: string, at: Date = new Date()): Promise<InvoiceRow | null> {
  if (!isUuid(paymentId)) throw notFound();
  const [known] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (known) return known;
  return db.transaction((tx) => issueSaleInvoice(tx, paymentId, at));
}

/** Succeeded payments that take a sale invoice and have none yet, oldest first (the issuing job). */
export async function paymentsAwaitingInvoice(db: Reader, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        ne(orders.product, 'top_up'),
        sql`(${orders.buyer} ->> 'wantsVatInvoice')::boolean`,
        sql`coalesce((${orders.buyer} ->> 'monthlyBilling')::boolean, false) = false`,
        isNull(invoices.id),
        // A late payment bought nothing (invoice-mode.ts).
        sql`not ${refundedAsLatePayment(payments.id)}`,
        // Nor on a monthly invoice (a purchase carried there is never invoiced twice).
        sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.paymentId} = ${payments.id})`,
      ),
    )
    .orderBy(payments.finishedAt, payments.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
