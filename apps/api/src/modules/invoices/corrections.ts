import { netFromGross } from '@parkshare/shared/payments/vat';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  invoiceAdjustments,
  invoiceLines,
  invoices,
  type InvoiceLineRow,
  type InvoiceRow,
} from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../../db/transaction';
import { invoiceModeOf, paymentInvoiceModes } from './invoice-mode';
import { warsawDate } from './invoice-text';
import { type DraftLine, writeInvoice } from './invoice-write';
import { originalInKsef } from './ksef-hand-off';
import { issueSaleInvoice } from './sale-invoices';

// Correction invoices (faktura korygująca, KOR; decision 083): money given back on an invoiced purchase is never an
// edited invoice but a KOR of the invoice that carries it — sale or monthly — restating the purchase's line before
// and after, numbered in its own gapless series. One call per refund: the cause (e.g. { kind: 'refund', id }) is
// unique, so a retried refund never corrects twice.

export interface IssueCorrectionInput {
  orderId: string;
  /** Gross grosze given back. */
  amount: number;
  cause: { kind: string; id: string };
  /** PrzyczynaKorekty, e.g. "Zwrot za anulowaną rezerwację". */
  reason: string;
  at?: Date;
}

export type CorrectionResult =
  | { status: 'issued'; invoice: InvoiceRow }
  /** This cause was handled before: its correction (if one was issued). */
  | { status: 'duplicate'; invoice: InvoiceRow | null }
  /** A monthly purchase whose month is not invoiced yet: the monthly invoice will carry the lower amount. */
  | { status: 'deferred' }
  /** A purchase with a receipt only (no VAT invoice, or a top-up): nothing to correct. */
  | { status: 'not_invoiced' };

/** The line's state now: the original plus every correction's change so far. */
function currentState(original: InvoiceLineRow, corrections: readonly InvoiceLineRow[]) {
  const state = { quantity: original.quantity, unitGross: original.unitGross, net: original.net, vat: original.vat };
  for (const line of corrections.filter((c) => c.state === 'after')) {
    Object.assign(state, { quantity: line.quantity, unitGross: line.unitGross, net: line.net, vat: line.vat });
  }
  return { ...state, gross: state.net + state.vat };
}

/**
 * Issues the correction of an order's invoice for `amount` given back, inside the caller's transaction (the refund's).
 * Steps: record the cause (once), lock the order, find its invoice line (issuing a due sale invoice first), restate
 * the line before and after, write the KOR with its FA(3) XML. Refuses an amount above what is left on the line.
 */
export async function issueCorrection(tx: Tx, input: IssueCorrectionInput): Promise<CorrectionResult> {
  const { orderId, amount, cause, reason } = input;
  const at = input.at ?? new Date();
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('the amount must be whole grosze above 0');
  if (!reason.trim() || !cause.kind.trim() || !cause.id.trim()) {
    throw new RangeError('a correction needs a cause and a reason');
  }
  if (!isUuid(orderId)) throw notFound();
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound();
  const [adjustment] = await tx
    .insert(invoiceAdjustments)
    .values({ orderId, amount, causeKind: cause.kind, causeId: cause.id, reason: reason.trim(), createdAt: at })
    .onConflictDoNothing()
    .returning();
  if (!adjustment) {
    const [known] = await tx
      .select({ invoice: invoices })
      .from(invoiceAdjustments)
      .leftJoin(invoices, and(eq(invoices.id, invoiceAdjustments.invoiceId), eq(invoices.kind, 'correction')))
      .where(and(eq(invoiceAdjustments.causeKind, cause.kind), eq(invoiceAdjustments.causeId, cause.id)));
    return { status: 'duplicate', invoice: known?.invoice ?? null };
  }
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  // A late payment bought nothing and is on no invoice (invoice-mode.ts): its refund corrects nothing.
  const mode = paid
    ? (await paymentInvoiceModes(tx, [{ paymentId: paid.id, order }])).get(paid.id)
    : invoiceModeOf(order);
  let found = await invoicedLine(tx, orderId);
  if (!found && mode === 'sale' && paid) {
    await issueSaleInvoice(tx, paid.id, at);
    found = await invoicedLine(tx, orderId);
  }
  if (!found) return { status: mode === 'monthly' ? 'deferred' : 'not_invoiced' };
  const { invoice, line } = found;
  const corrections = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.correctsLineId, line.id))
    .orderBy(invoiceLines.invoiceId, invoiceLines.position);
  const before = currentState(line, await inIssueOrder(tx, corrections));
  if (amount > before.gross) throw new RangeError(`cannot give back ${amount}: ${before.gross} is left on the invoice`);
  const gross = before.gross - amount;
  const quantity = gross === 0 ? 0 : before.quantity;
  const net = line.vatRate === null ? gross : netFromGross(gross, line.vatRate);
  const common = {
    name: line.name,
    unit: line.unit,
    vatRate: line.vatRate,
    orderId,
    paymentId: line.paymentId,
    paidAt: null,
    method: null,
    correctsLineId: line.id,
  } satisfies Partial<DraftLine>;
  // An original still in the KSeF queue: the correction's XML, which names its KSeF number, is written later by the
  // invoices.fill-xml job (ksef-hand-off.ts), which knows KSEF_FROM and the KSeF environment.
  const original = await originalInKsef(tx, invoice.id);
  const correction = await writeInvoice(
    tx,
    {
      kind: 'correction',
      userId: invoice.userId,
      buyer: invoice.buyer,
      currency: invoice.currency,
      billingAccountId: invoice.billingAccountId,
      correctedInvoiceId: invoice.id,
      correctionReason: reason.trim(),
      xmlLater: !original.ready,
      corrected: [
        {
          number: invoice.number,
          issueDate: warsawDate(invoice.issuedAt),
          ksefNumber: original.ready ? original.ksefNumber : null,
        },
      ],
      lines: [
        { ...common, ...before, state: 'before' },
        {
          ...common,
          quantity,
          unitGross: quantity > 0 && gross % quantity === 0 ? gross / quantity : null,
          net,
          vat: gross - net,
          gross,
          state: 'after',
        },
      ],
    },
    at,
  );
  await tx.update(invoiceAdjustments).set({ invoiceId: correction.id }).where(eq(invoiceAdjustments.id, adjustment.id));
  return { status: 'issued', invoice: correction };
}

/** The order's line on its sale or monthly invoice, with that invoice. */
async function invoicedLine(tx: Tx, orderId: string): Promise<{ invoice: InvoiceRow; line: InvoiceLineRow } | null> {
  const [row] = await tx
    .select({ invoice: invoices, line: invoiceLines })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(eq(invoiceLines.orderId, orderId), isNull(invoiceLines.state), inArray(invoices.kind, ['sale', 'monthly'])),
    );
  return row ?? null;
}

/** Correction lines in the order their invoices were issued (the last "after" is the line's state now). */
async function inIssueOrder(tx: Tx, lines: InvoiceLineRow[]): Promise<InvoiceLineRow[]> {
  if (lines.length === 0) return lines;
  const issued = await tx
    .select({ id: invoices.id, issuedAt: invoices.issuedAt, sequence: invoices.sequence })
    .from(invoices)
    .where(inArray(invoices.id, [...new Set(lines.map((line) => line.invoiceId))]));
  const byId = new Map(issued.map((row) => [row.id, row]));
  const key = (line: InvoiceLineRow) => byId.get(line.invoiceId);
  return [...lines].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (!x || !y) return 0;
    return x.issuedAt.getTime() - y.issuedAt.getTime() || x.sequence - y.sequence;
  });
}
