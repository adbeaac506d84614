import { MONEY_TIME_ZONE } from '@parkshare/shared/payments/calendar';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { commissionInvoiceEntries } from '../../db/schema/commission';
import { invoices, type InvoiceRow } from '../../db/schema/documents';
import { journalEntries } from '../../db/schema/ledger';
import type { Reader } from '../../db/transaction';

// Which commission invoice and correction took a parking's month into account (decision 086), for the statements:
// the invoice (FV) that carries the month's commission, and the collective correction (KOR) issued for the month's
// reversals of commission invoiced before. Found through the entries each of them recorded.

export type CommissionDocument = Pick<InvoiceRow, 'id' | 'kind' | 'number' | 'userId' | 'issuedAt'>;

export interface CommissionDocuments {
  invoice: CommissionDocument | null;
  correction: CommissionDocument | null;
}

/** By Warsaw month ("YYYY-MM") of the entries, for the parking's entries in [from, to). */
export async function commissionDocumentsOf(
  db: Reader,
  { parkingId, from, to }: { parkingId: string; from: Date; to: Date },
): Promise<Map<string, CommissionDocuments>> {
  const month = sql<string>`to_char(${journalEntries.createdAt} at time zone ${MONEY_TIME_ZONE}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({
      month,
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      userId: invoices.userId,
      issuedAt: invoices.issuedAt,
    })
    .from(commissionInvoiceEntries)
    .innerJoin(journalEntries, eq(journalEntries.id, commissionInvoiceEntries.entryId))
    .innerJoin(invoices, eq(invoices.id, commissionInvoiceEntries.invoiceId))
    .where(
      and(
        eq(commissionInvoiceEntries.parkingId, parkingId),
        gte(journalEntries.createdAt, from),
        lt(journalEntries.createdAt, to),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const found = new Map<string, CommissionDocuments>();
  for (const { month: key, ...document } of rows) {
    const documents = found.get(key) ?? { invoice: null, correction: null };
    if (document.kind === 'commission') documents.invoice ??= document;
    if (document.kind === 'correction') documents.correction ??= document;
    found.set(key, documents);
  }
  return found;
}
