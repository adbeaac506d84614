import { monthOf } from '@parkshare/shared/payments/calendar';
import { sql } from 'drizzle-orm';
import { invoiceNumberSequences, type InvoiceSeries } from '../../db/schema/documents';
import type { Tx } from '../../db/transaction';

// Invoice numbers: SERIES/YYYY/MM/NNNNNN, gapless within each series (FV, KOR) and Warsaw month of issue. The
// month's row of the series is incremented in the invoice's own transaction and stays locked until it commits, so
// a rolled-back invoice gives its number back and two invoices never share one.

/** "FV", "2026-11", 1 → "FV/2026/11/000001". */
export function formatInvoiceNumber(series: InvoiceSeries, month: string, sequence: number): string {
  const [year, mm] = month.split('-');
  return `${series}/${year}/${mm}/${String(sequence).padStart(6, '0')}`;
}

export interface InvoiceNumber {
  series: InvoiceSeries;
  month: string;
  sequence: number;
  number: string;
}

/** The next number of the series in the Warsaw month of `at`; call inside the transaction that writes the invoice. */
export async function nextInvoiceNumber(tx: Tx, series: InvoiceSeries, at: Date): Promise<InvoiceNumber> {
  const month = monthOf(at);
  const [row] = await tx
    .insert(invoiceNumberSequences)
    .values({ series, month, lastValue: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberSequences.series, invoiceNumberSequences.month],
      set: { lastValue: sql`${invoiceNumberSequences.lastValue} + 1` },
    })
    .returning({ lastValue: invoiceNumberSequences.lastValue });
  if (!row) throw new Error('invoice number allocation failed');
  return { series, month, sequence: row.lastValue, number: formatInvoiceNumber(series, month, row.lastValue) };
}
