import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  invoiceLines,
  invoices,
  type InvoiceKind,
  type InvoiceLineRow,
  type InvoiceRow,
} from '../../db/schema/documents';
import type { BuyerSnapshot } from '../../db/schema/orders';
import type { Reader, Tx } from '../../db/transaction';
import { validateFa3 } from '../../lib/fa3-schema';
import { SELLER } from '../company/seller';
import { fa3Input, needsFa3 } from './fa3-input';
import type { Fa3CorrectedInvoice } from './fa3-xml';
import { fa3Xml } from './fa3-xml';
import { nextInvoiceNumber } from './invoice-number';
import { warsawDate } from './invoice-text';
import { queueIssued } from './ksef-hand-off';

// Writing an invoice, whatever its kind: a number from its series, the seller as it is today, the lines and totals,
// and for a buyer with a NIP the FA(3) XML, checked against the schema before anything is stored. An XML that does
// not validate is an error (InvalidInvoiceXml): the transaction rolls back with its number, the caller's job logs
// it and tries again later, and no half-written invoice is ever left. An invoice with XML is queued for KSeF in the
// same transaction (ksef-hand-off.ts).

export type DraftLine = Omit<InvoiceLineRow, 'id' | 'invoiceId' | 'position'>;

export interface InvoiceDraft {
  kind: InvoiceKind;
  userId: string;
  buyer: BuyerSnapshot;
  currency: string;
  lines: readonly DraftLine[];
  paymentId?: string | null;
  billingAccountId?: string | null;
  saleDate?: string | null;
  period?: { from: string; to: string } | null;
  periodKey?: string | null;
  correctedInvoiceId?: string | null;
  correctionReason?: string | null;
  /** For a correction's XML: the corrected invoice as DaneFaKorygowanej names it. */
  corrected?: readonly Fa3CorrectedInvoice[];
  /** A correction whose original waits for its KSeF number: issued now, its XML made later (ksef-hand-off.ts). */
  xmlLater?: boolean;
}

export class InvalidInvoiceXml extends Error {
  constructor(
    readonly number: string,
    readonly errors: readonly string[],
  ) {
    super(`FA(3) XML of invoice ${number} does not validate: ${errors.slice(0, 3).join('; ')}`);
  }
}

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Σ of the lines, a correction's "before" lines counted negative (its totals are the change). */
function totalsOf(lines: readonly DraftLine[]) {
  let net = 0;
  let vat = 0;
  for (const line of lines) {
    const sign = line.state === 'before' ? -1 : 1;
    net += sign * line.net;
    vat += sign * line.vat;
  }
  return { netTotal: net, vatTotal: vat, grossTotal: net + vat };
}

/** The FA(3) XML of an invoice and its hash; throws InvalidInvoiceXml when the schema refuses it. */
export function checkedXml(
  invoice: Parameters<typeof fa3Input>[0],
  lines: Parameters<typeof fa3Input>[1],
  options: Parameters<typeof fa3Input>[2],
): { xml: string; xmlSha256: string } {
  const xml = fa3Xml(fa3Input(invoice, lines, options));
  const check = validateFa3(xml);
  if (!check.valid) throw new InvalidInvoiceXml(invoice.number, check.errors);
  return { xml, xmlSha256: sha256(xml) };
}

/**
 * The Warsaw payment dates of the monthly invoices' lines a correction restates, by line id: the P_6A its lines
 * repeat (fa3Input). Lines of sale and commission invoices have no date of their own.
 */
export async function restatedDates(
  db: Reader,
  lines: readonly Pick<DraftLine, 'correctsLineId'>[],
): Promise<Map<string, string>> {
  const ids = [...new Set(lines.flatMap((line) => line.correctsLineId ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoiceLines.id, paidAt: invoiceLines.paidAt })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(inArray(invoiceLines.id, ids), eq(invoices.kind, 'monthly')));
  return new Map(rows.flatMap((row) => (row.paidAt ? [[row.id, warsawDate(row.paidAt)] as const] : [])));
}

/** Issues an invoice inside the caller's transaction; the caller has locked whatever makes it "given once". */
export async function writeInvoice(tx: Tx, draft: InvoiceDraft, at: Date): Promise<InvoiceRow> {
  if (draft.lines.length === 0) throw new RangeError('an invoice needs at least one line');
  const number = await nextInvoiceNumber(tx, draft.kind === 'correction' ? 'KOR' : 'FV', at);
  const facts = {
    kind: draft.kind,
    number: number.number,
    issuedAt: at,
    currency: draft.currency,
    saleDate: draft.saleDate ?? null,
    periodFrom: draft.period?.from ?? null,
    periodTo: draft.period?.to ?? null,
    seller: { ...SELLER },
    buyer: draft.buyer,
    correctionReason: draft.correctionReason ?? null,
  };
  const xml =
    needsFa3(facts, draft.lines) && !draft.xmlLater
      ? checkedXml(facts, draft.lines, {
          createdAt: at,
          corrected: draft.corrected,
          restatedDates: await restatedDates(tx, draft.lines),
        })
      : { xml: null, xmlSha256: null };
  const [row] = await tx
    .insert(invoices)
    .values({
      ...facts,
      ...totalsOf(draft.lines),
      ...xml,
      series: number.series,
      month: number.month,
      sequence: number.sequence,
      userId: draft.userId,
      paymentId: draft.paymentId ?? null,
      billingAccountId: draft.billingAccountId ?? null,
      periodKey: draft.periodKey ?? null,
      correctedInvoiceId: draft.correctedInvoiceId ?? null,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('invoice insert failed');
  await queueIssued(tx, row);
  // Many lines (a month of purchases) in chunks: one statement per 500 lines keeps parameters under PostgreSQL's limit.
  for (let start = 0; start < draft.lines.length; start += 500) {
    await tx
      .insert(invoiceLines)
      .values(
        draft.lines
          .slice(start, start + 500)
          .map((line, i) => ({ ...line, invoiceId: row.id, position: start + i + 1 })),
      );
  }
  return row;
}
