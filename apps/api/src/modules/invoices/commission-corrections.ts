import { netFromGross } from '@parkshare/shared/payments/vat';
import { eq, inArray } from 'drizzle-orm';
import { invoiceLines, invoices, type InvoiceLineRow, type InvoiceRow } from '../../db/schema/documents';
import type { Tx } from '../../db/transaction';
import { commissionCorrectionKey, commissionCorrectionReason } from './commission-text';
import { warsawDate } from './invoice-text';
import { type DraftLine, writeInvoice } from './invoice-write';
import { originalInKsef } from './ksef-hand-off';

// The month's collective correction of commission invoices (decision 086): commission that an earning reversal gave
// back in month M, on a stay whose commission an earlier month's invoice carries, is corrected by one KOR per
// billing account and month, issued with M's commission invoice. It restates each corrected invoice line (a
// parking's line) before and after, and names every corrected invoice (FA(3) takes up to 50 000 of them). The
// corrections module's issueCorrection corrects an order's line; commission lines have no order, hence this writer.

export interface CommissionReturn {
  /** The commission invoice's line of the parking that carried the stay's commission. */
  lineId: string;
  /** Gross grosze returned, above 0. */
  amount: number;
}

export interface CommissionCorrectionInput {
  billingAccountId: string;
  month: string;
  returns: readonly CommissionReturn[];
  at: Date;
}

type LineState = Pick<InvoiceLineRow, 'quantity' | 'unitGross' | 'net' | 'vat' | 'gross'>;

/** Each line's state now: the original, or the "after" of its latest correction (by issue order). */
async function currentStates(tx: Tx, originals: readonly InvoiceLineRow[]): Promise<Map<string, LineState>> {
  const states = new Map<string, LineState>(originals.map((line) => [line.id, line]));
  const ids = originals.map((line) => line.id);
  const corrections = await tx
    .select({ line: invoiceLines, issuedAt: invoices.issuedAt, sequence: invoices.sequence })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(invoiceLines.correctsLineId, ids));
  corrections.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || a.sequence - b.sequence);
  for (const { line } of corrections) {
    if (line.state === 'after' && line.correctsLineId) states.set(line.correctsLineId, line);
  }
  return states;
}

/** Issues the month's commission correction inside the caller's transaction (which holds the account's lock). */
export async function issueCommissionCorrection(tx: Tx, input: CommissionCorrectionInput): Promise<InvoiceRow> {
  const returned = new Map<string, number>();
  for (const item of input.returns) returned.set(item.lineId, (returned.get(item.lineId) ?? 0) + item.amount);
  const rows = await tx
    .select({ line: invoiceLines, invoice: invoices })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(invoiceLines.id, [...returned.keys()]));
  rows.sort(
    (a, b) =>
      a.invoice.issuedAt.getTime() - b.invoice.issuedAt.getTime() ||
      a.invoice.sequence - b.invoice.sequence ||
      a.line.position - b.line.position,
  );
  const states = await currentStates(
    tx,
    rows.map((row) => row.line),
  );
  const lines: DraftLine[] = [];
  for (const { line } of rows) {
    const before = states.get(line.id) ?? line;
    const gross = before.gross - (returned.get(line.id) ?? 0);
    if (gross < 0) throw new RangeError(`commission line ${line.id} would go below zero (${gross})`);
    const quantity = gross === 0 ? 0 : before.quantity;
    const net = netFromGross(gross, line.vatRate ?? 0);
    const common = {
      name: line.name,
      unit: line.unit,
      vatRate: line.vatRate,
      orderId: null,
      paymentId: null,
      paidAt: null,
      method: null,
      correctsLineId: line.id,
    } satisfies Partial<DraftLine>;
    lines.push(
      { ...common, ...pick(before), state: 'before' },
      {
        ...common,
        quantity,
        unitGross: quantity > 0 && gross % quantity === 0 ? gross / quantity : null,
        net,
        vat: gross - net,
        gross,
        state: 'after',
      },
    );
  }
  const corrected = [...new Map(rows.map(({ invoice }) => [invoice.id, invoice])).values()];
  const newest = corrected[corrected.length - 1];
  if (!newest) throw new RangeError('a commission correction needs a corrected invoice');
  // The corrected invoices are named by their KSeF numbers; while one waits in the KSeF queue the correction's XML
  // is written later by invoices.fill-xml (ksef-hand-off.ts).
  const facts = [];
  let xmlLater = false;
  for (const invoice of corrected) {
    const original = await originalInKsef(tx, invoice.id);
    xmlLater ||= !original.ready;
    facts.push({
      number: invoice.number,
      issueDate: warsawDate(invoice.issuedAt),
      ksefNumber: original.ready ? original.ksefNumber : null,
    });
  }
  return writeInvoice(
    tx,
    {
      kind: 'correction',
      // Whom the corrected invoices were made out to (the newest, should the account have been edited since).
      userId: newest.userId,
      buyer: newest.buyer,
      currency: newest.currency,
      billingAccountId: input.billingAccountId,
      correctedInvoiceId: corrected.length === 1 ? newest.id : null,
      correctionReason: commissionCorrectionReason(input.month),
      corrected: facts,
      xmlLater,
      periodKey: commissionCorrectionKey(input.billingAccountId, input.month),
      lines,
    },
    input.at,
  );
}

const pick = (state: LineState): LineState => ({
  quantity: state.quantity,
  unitGross: state.unitGross,
  net: state.net,
  vat: state.vat,
  gross: state.gross,
});
