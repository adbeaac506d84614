import { monthOf } from '@parkshare/shared/payments/calendar';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceNumberSequences, invoices, type InvoiceRow } from '../../db/schema/documents';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';

// Payment documents (issue 4): every succeeded payment has one — a receipt ("Potwierdzenie zapłaty"), or a VAT
// invoice ("Faktura VAT") when the order's buyer asked for invoices. A receipt carries the order's number; an
// invoice gets its own, FV/YYYY/MM/NNNNNN, gapless within the Warsaw month of issue, given once per payment
// (the `invoices` row) the first time anyone needs it: the document field, the download, or the issuing job.
// Everything else on a document is drawn from the order and payment rows when it is asked for.

export type DocumentKind = 'receipt' | 'vat_invoice';

export interface PaymentDocumentInfo {
  kind: DocumentKind;
  number: string;
  /** GET with the owner's Bearer token (documents.routes.ts). Relative, like image URLs. */
  url: string;
  fileName: string;
}

export interface DocumentData {
  info: PaymentDocumentInfo;
  payment: PaymentRow;
  order: OrderRow;
  /** Data wystawienia: when the invoice number was given; for a receipt, when the payment succeeded. */
  issuedAt: Date;
  /** Data sprzedaży / dokonania płatności: when the payment succeeded. */
  paidAt: Date;
}

export const documentUrl = (paymentId: string): string => `/api/documents/payments/${paymentId}`;

export const documentKindOf = (order: Pick<OrderRow, 'buyer'>): DocumentKind =>
  order.buyer.wantsVatInvoice ? 'vat_invoice' : 'receipt';

/** "2026-11", 1 → "FV/2026/11/000001". */
export function formatInvoiceNumber(month: string, sequence: number): string {
  const [year, mm] = month.split('-');
  return `FV/${year}/${mm}/${String(sequence).padStart(6, '0')}`;
}

/** A file name without slashes or non-ASCII: "faktura-FV-2026-11-000001.pdf", "potwierdzenie-PS-2026-11-000123.pdf". */
export function documentFileName(kind: DocumentKind, number: string): string {
  const safe = number.replace(/[^A-Za-z0-9]+/g, '-');
  return `${kind === 'vat_invoice' ? 'faktura' : 'potwierdzenie'}-${safe}.pdf`;
}

const info = (paymentId: string, kind: DocumentKind, number: string): PaymentDocumentInfo => ({
  kind,
  number,
  url: documentUrl(paymentId),
  fileName: documentFileName(kind, number),
});

/**
 * The invoice of a succeeded payment, given a number the first time. The payment's row is locked first, so two
 * requests for the same payment give one number; the month's sequence row is incremented in the same transaction
 * as the invoice is written, so a rolled-back attempt gives its number back and the month has no gaps.
 */
export async function ensureInvoice(db: Db, paymentId: string, at: Date = new Date()): Promise<InvoiceRow> {
  const [known] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (known) return known;
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (payment?.status !== 'succeeded') throw notFound();
    const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    if (existing) return existing;
    const issuedAt = at;
    const month = monthOf(issuedAt);
    const [sequence] = await tx
      .insert(invoiceNumberSequences)
      .values({ month, lastValue: 1 })
      .onConflictDoUpdate({
        target: invoiceNumberSequences.month,
        set: { lastValue: sql`${invoiceNumberSequences.lastValue} + 1` },
      })
      .returning({ lastValue: invoiceNumberSequences.lastValue });
    if (!sequence) throw new Error('invoice number allocation failed');
    const [row] = await tx
      .insert(invoices)
      .values({
        paymentId,
        month,
        sequence: sequence.lastValue,
        number: formatInvoiceNumber(month, sequence.lastValue),
        issuedAt,
      })
      .returning();
    if (!row) throw new Error('invoice insert failed');
    return row;
  });
}

/**
 * The documents of some succeeded payments (the Payment.document field of a list): their orders and invoice
 * numbers in one query; an invoice payment without a number yet gets one here. Payment ids that are not
 * succeeded, or unknown, are left out.
 */
export async function paymentDocuments(
  db: Db,
  paymentIds: readonly string[],
): Promise<Map<string, PaymentDocumentInfo>> {
  const found = new Map<string, PaymentDocumentInfo>();
  const ids = [...new Set(paymentIds)].filter(isUuid);
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: payments.id, orderNumber: orders.number, buyer: orders.buyer, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(and(inArray(payments.id, ids), eq(payments.status, 'succeeded')));
  for (const row of rows) {
    const kind = documentKindOf(row);
    const number =
      kind === 'receipt' ? row.orderNumber : (row.invoiceNumber ?? (await ensureInvoice(db, row.id)).number);
    found.set(row.id, info(row.id, kind, number));
  }
  return found;
}

/** What the Payment type's `document` field shows: null until the payment succeeded. */
export async function paymentDocument(
  db: Db,
  payment: Pick<PaymentRow, 'id' | 'status'>,
): Promise<PaymentDocumentInfo | null> {
  if (payment.status !== 'succeeded') return null;
  return (await paymentDocuments(db, [payment.id])).get(payment.id) ?? null;
}

/** Everything a user's document is drawn from; NOT_FOUND for another user's, an unknown or an unfinished payment. */
export async function loadOwnDocument(
  db: Db,
  { paymentId, userId }: { paymentId: string; userId: string },
): Promise<DocumentData> {
  if (!isUuid(paymentId)) throw notFound();
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'succeeded')));
  if (!row) throw notFound();
  const { payment, order } = row;
  const paidAt = payment.finishedAt ?? payment.updatedAt;
  const kind = documentKindOf(order);
  if (kind === 'receipt') {
    return { info: info(payment.id, kind, order.number), payment, order, issuedAt: paidAt, paidAt };
  }
  const invoice = await ensureInvoice(db, payment.id);
  return { info: info(payment.id, kind, invoice.number), payment, order, issuedAt: invoice.issuedAt, paidAt };
}

/** Succeeded payments whose buyer wants invoices and that have none yet, oldest first (the issuing job). */
export async function paymentsAwaitingInvoice(db: Reader, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        sql`(${orders.buyer} ->> 'wantsVatInvoice')::boolean`,
        sql`${invoices.id} is null`,
      ),
    )
    .orderBy(payments.finishedAt, payments.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
