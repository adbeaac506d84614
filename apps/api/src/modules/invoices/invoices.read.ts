import { monthOf } from '@parkshare/shared/payments/calendar';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  invoiceAdjustments,
  invoiceLines,
  invoices,
  type InvoiceLineRow,
  type InvoiceRow,
} from '../../db/schema/documents';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Reader } from '../../db/transaction';
import { monthlyIssueDay } from './monthly-invoices';

// Reading issued invoices: one with its lines (the PDF, the download), which invoice carries each of some
// payments (Payment.document, Payment.monthlyInvoice), and the correction each of some refunds gave rise to.

export interface InvoiceWithLines {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  /** A correction's corrected invoice. */
  corrected: Pick<InvoiceRow, 'id' | 'number' | 'issuedAt' | 'kind'> | null;
  /**
   * Every invoice a correction restates lines of, oldest first: the corrected one, or several for a collective
   * correction of commission invoices (decision 086), whose correctedInvoiceId is then null.
   */
  correctedInvoices: Pick<InvoiceRow, 'id' | 'number' | 'issuedAt' | 'kind'>[];
}

/** An invoice of the user with its lines; NOT_FOUND for another user's, an unknown or a malformed id. */
export async function ownInvoice(db: Reader, { invoiceId, userId }: { invoiceId: string; userId: string }) {
  if (!isUuid(invoiceId)) throw notFound();
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!invoice) throw notFound();
  return withLines(db, invoice);
}

export async function withLines(db: Reader, invoice: InvoiceRow): Promise<InvoiceWithLines> {
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  let corrected: InvoiceWithLines['corrected'] = null;
  if (invoice.correctedInvoiceId) {
    const [row] = await db
      .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt, kind: invoices.kind })
      .from(invoices)
      .where(eq(invoices.id, invoice.correctedInvoiceId));
    corrected = row ?? null;
  }
  let correctedInvoices = corrected ? [corrected] : [];
  const restated = [...new Set(lines.flatMap((line) => line.correctsLineId ?? []))];
  if (!corrected && restated.length > 0) {
    correctedInvoices = await db
      .selectDistinct({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt, kind: invoices.kind })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(inArray(invoiceLines.id, restated))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  }
  return { invoice, lines, corrected, correctedInvoices };
}

/** The sale or monthly invoice carrying each payment, by payment id. */
export async function invoicesOfPayments(
  db: Reader,
  paymentIds: readonly string[],
): Promise<Map<string, Pick<InvoiceRow, 'id' | 'kind' | 'number'>>> {
  const found = new Map<string, Pick<InvoiceRow, 'id' | 'kind' | 'number'>>();
  const ids = [...new Set(paymentIds)].filter(isUuid);
  if (ids.length === 0) return found;
  const direct = await db
    .select({ paymentId: invoices.paymentId, id: invoices.id, kind: invoices.kind, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.paymentId, ids));
  for (const row of direct) if (row.paymentId) found.set(row.paymentId, row);
  const monthly = await db
    .select({ paymentId: invoiceLines.paymentId, id: invoices.id, kind: invoices.kind, number: invoices.number })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(inArray(invoiceLines.paymentId, ids), eq(invoices.kind, 'monthly')));
  for (const row of monthly) if (row.paymentId && !found.has(row.paymentId)) found.set(row.paymentId, row);
  return found;
}

/** When a monthly purchase paid at `paidAt` is invoiced: its Warsaw month and the 1st of the next. */
export function monthlyDue(paidAt: Date): { month: string; issueDate: string } {
  const month = monthOf(paidAt);
  return { month, issueDate: monthlyIssueDay(month) };
}

/** The correction invoice (KOR) each of some refunds gave rise to, by refund id; refunds without one are left out. */
export async function correctionsOfRefunds(
  db: Reader,
  refundIds: readonly string[],
): Promise<Map<string, Pick<InvoiceRow, 'id' | 'kind' | 'number'>>> {
  const ids = [...new Set(refundIds)].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ refundId: invoiceAdjustments.causeId, id: invoices.id, kind: invoices.kind, number: invoices.number })
    .from(invoiceAdjustments)
    .innerJoin(invoices, eq(invoices.id, invoiceAdjustments.invoiceId))
    .where(
      and(
        eq(invoiceAdjustments.causeKind, 'refund'),
        inArray(invoiceAdjustments.causeId, ids),
        // A monthly invoice that carried the refund before it was issued is no correction of its own.
        eq(invoices.kind, 'correction'),
      ),
    );
  return new Map(rows.map(({ refundId, ...invoice }) => [refundId, invoice]));
}
