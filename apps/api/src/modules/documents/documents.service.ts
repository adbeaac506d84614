import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvoiceKind, InvoiceRow } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';
import { paymentInvoiceModes } from '../invoices/invoice-mode';
import {
  correctionsOfRefunds,
  invoicesOfPayments,
  monthlyDue,
  ownInvoice,
  type InvoiceWithLines,
} from '../invoices/invoices.read';
import { InvalidInvoiceXml } from '../invoices/invoice-write';
import { ensureInvoice } from '../invoices/sale-invoices';
import type { PrintedDocument, PrintedKsef } from './printed';
import { printedInvoice } from './printed-invoice';
import { printedReceipt } from './printed-receipt';

// Payment documents (issue 4, decision 083): every succeeded payment has one — a VAT invoice of its own when its
// buyer wants invoices per payment, otherwise a payment confirmation (receipt). A monthly-billed purchase has a
// receipt and is carried by its month's invoice (Payment.monthlyInvoice); a top-up always has a receipt.

export type DocumentKind = 'receipt' | 'vat_invoice' | 'monthly_invoice' | 'correction';

export interface PaymentDocumentInfo {
  kind: DocumentKind;
  number: string;
  /** GET with the owner's Bearer token (documents.routes.ts). Relative, like image URLs. */
  url: string;
  fileName: string;
  /** The invoice behind the document (its KSeF number, PaymentDocument.ksefNumber); null for a receipt. */
  invoiceId: string | null;
}

/** Where a monthly-billed payment is invoiced: the month, the day its invoice is (or will be) issued, the invoice. */
export interface MonthlyInvoiceInfo {
  month: string;
  issueDate: string;
  document: PaymentDocumentInfo | null;
}

export interface PaymentPapers {
  document: PaymentDocumentInfo;
  monthlyInvoice: MonthlyInvoiceInfo | null;
}

export const documentUrl = (paymentId: string): string => `/api/documents/payments/${paymentId}`;
export const invoiceUrl = (invoiceId: string): string => `/api/documents/invoices/${invoiceId}`;

const KIND_OF: Record<InvoiceKind, DocumentKind> = {
  sale: 'vat_invoice',
  monthly: 'monthly_invoice',
  correction: 'correction',
  commission: 'vat_invoice',
};

/** A file name without slashes or non-ASCII: "faktura-FV-2026-11-000001.pdf", "potwierdzenie-PS-2026-11-000123.pdf". */
export function documentFileName(kind: DocumentKind, number: string): string {
  const safe = number.replace(/[^A-Za-z0-9]+/g, '-');
  const prefix = kind === 'receipt' ? 'potwierdzenie' : kind === 'correction' ? 'faktura-korygujaca' : 'faktura';
  return `${prefix}-${safe}.pdf`;
}

const info = (kind: DocumentKind, number: string, url: string, invoiceId: string | null): PaymentDocumentInfo => ({
  kind,
  number,
  url,
  fileName: documentFileName(kind, number),
  invoiceId,
});

const invoiceInfo = (invoice: Pick<InvoiceRow, 'id' | 'kind' | 'number'>) =>
  info(KIND_OF[invoice.kind], invoice.number, invoiceUrl(invoice.id), invoice.id);

/**
 * The documents of some succeeded payments (Payment.document and Payment.monthlyInvoice of a list): their orders and
 * invoices in two queries; a payment due a sale invoice without one yet gets it here. Payments that are not
 * succeeded, or unknown, are left out.
 */
export async function paymentPapers(db: Db, paymentIds: readonly string[]): Promise<Map<string, PaymentPapers>> {
  const found = new Map<string, PaymentPapers>();
  const ids = [...new Set(paymentIds)].filter(isUuid);
  if (ids.length === 0) return found;
  const rows = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(inArray(payments.id, ids), eq(payments.status, 'succeeded')));
  const invoices = await invoicesOfPayments(db, ids);
  const modes = await paymentInvoiceModes(
    db,
    rows.map(({ payment, order }) => ({ paymentId: payment.id, order })),
  );
  for (const { payment, order } of rows) {
    const receipt = info('receipt', order.number, documentUrl(payment.id), null);
    let invoice = invoices.get(payment.id);
    const mode = modes.get(payment.id);
    if (!invoice && mode === 'sale') {
      try {
        invoice = (await ensureInvoice(db, payment.id)) ?? undefined;
      } catch (error) {
        // Its XML did not validate: no document yet ("being prepared"); the issuing job logs it and tries again.
        if (error instanceof InvalidInvoiceXml) continue;
        throw error;
      }
    }
    if (invoice?.kind === 'sale') {
      found.set(payment.id, {
        document: info('vat_invoice', invoice.number, documentUrl(payment.id), invoice.id),
        monthlyInvoice: null,
      });
    } else if (mode === 'monthly') {
      const due = monthlyDue(payment.finishedAt ?? payment.updatedAt);
      const document = invoice?.kind === 'monthly' ? invoiceInfo(invoice) : null;
      found.set(payment.id, { document: receipt, monthlyInvoice: { ...due, document } });
    } else {
      found.set(payment.id, { document: receipt, monthlyInvoice: null });
    }
  }
  return found;
}

/** The correction invoices of some refunds (Refund.correction), by refund id; refunds without one are left out. */
export async function refundCorrections(
  db: Reader,
  refundIds: readonly string[],
): Promise<Map<string, PaymentDocumentInfo>> {
  const corrections = await correctionsOfRefunds(db, refundIds);
  return new Map([...corrections].map(([refundId, invoice]) => [refundId, invoiceInfo(invoice)]));
}

/** What the Payment type's `document` field shows: null until the payment succeeded. */
export async function paymentDocument(
  db: Db,
  payment: { id: string; status: string },
): Promise<PaymentDocumentInfo | null> {
  if (payment.status !== 'succeeded') return null;
  return (await paymentPapers(db, [payment.id])).get(payment.id)?.document ?? null;
}

/**
 * What the PDF says about KSeF (decision 083): the KSeF number and verification link ("KOD I") of an invoice KSeF
 * accepted; `number: null` while the invoice is for KSeF and has no number yet; null when it is not for KSeF. The
 * KSeF module supplies the function.
 */
export type KsefLookup = (invoiceId: string) => Promise<PrintedKsef | null>;

export interface OwnDocument {
  info: PaymentDocumentInfo;
  printed: PrintedDocument;
}

async function orderNumbersOf(db: Reader, invoice: InvoiceWithLines): Promise<Map<string, string>> {
  const ids = [...new Set(invoice.lines.flatMap((line) => line.orderId ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row.number]));
}

async function printedOf(
  db: Reader,
  invoice: InvoiceWithLines,
  url: string,
  ksefOf: KsefLookup | undefined,
): Promise<OwnDocument> {
  const ksef = (await ksefOf?.(invoice.invoice.id)) ?? undefined;
  return {
    info: info(KIND_OF[invoice.invoice.kind], invoice.invoice.number, url, invoice.invoice.id),
    printed: printedInvoice({ ...invoice, orderNumbers: await orderNumbersOf(db, invoice), ksef }),
  };
}

/** A user's payment document; NOT_FOUND for another user's, an unknown or an unfinished payment. */
export async function ownPaymentDocument(
  db: Db,
  { paymentId, userId, ksefOf }: { paymentId: string; userId: string; ksefOf?: KsefLookup },
): Promise<OwnDocument> {
  if (!isUuid(paymentId)) throw notFound();
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'succeeded')));
  if (!row) throw notFound();
  const { payment, order } = row;
  const invoice = (await invoicesOfPayments(db, [payment.id])).get(payment.id);
  const mode = (await paymentInvoiceModes(db, [{ paymentId: payment.id, order }])).get(payment.id);
  let saleId = invoice?.kind === 'sale' ? invoice.id : null;
  if (!saleId && mode === 'sale') saleId = (await ensureInvoice(db, payment.id))?.id ?? null;
  if (saleId) {
    return printedOf(db, await ownInvoice(db, { invoiceId: saleId, userId }), documentUrl(payment.id), ksefOf);
  }
  const monthlyMonth = mode === 'monthly' ? monthlyDue(payment.finishedAt ?? payment.updatedAt).month : null;
  return {
    info: info('receipt', order.number, documentUrl(payment.id), null),
    printed: printedReceipt({ order, payment, monthlyMonth }),
  };
}

/** A user's invoice of any kind by its id (monthly and correction invoices); NOT_FOUND otherwise. */
export async function ownInvoiceDocument(
  db: Db,
  { invoiceId, userId, ksefOf }: { invoiceId: string; userId: string; ksefOf?: KsefLookup },
): Promise<OwnDocument> {
  const invoice = await ownInvoice(db, { invoiceId, userId });
  return printedOf(db, invoice, invoiceUrl(invoiceId), ksefOf);
}
