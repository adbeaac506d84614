import { sql } from 'drizzle-orm';
import { check, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { invoiceLines, invoices } from './documents';
import { journalEntries } from './ledger';
import { at, money } from './money-columns';
import { parkings } from './parkings';

// Parkshare's commission invoices to VAT-registered owners (decision 086). Each `earning` and `earning_reversal`
// journal entry whose commission was taken into account by a commission invoice (or deliberately left out of one)
// is recorded here once: the primary key is the entry, so no commission is ever invoiced or corrected twice,
// whichever billing account its parking is billed to later, and a reversal finds the invoice line it corrects.

export const commissionInvoiceEntries = pgTable(
  'commission_invoice_entries',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    parkingId: uuid('parking_id')
      .notNull()
      .references(() => parkings.id, { onDelete: 'restrict' }),
    /** Signed grosze: the commission an earning took (positive) or a reversal returned (negative). */
    commission: money('commission').notNull(),
    /**
     * The commission invoice (FV) that carries it, or the correction (KOR) that gave it back; null when it was
     * left out: a reversal of commission that was never invoiced, or an entry of a month already invoiced.
     */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** The commission invoice's line of the parking (the line a later reversal corrects); null when left out. */
    lineId: uuid('line_id').references(() => invoiceLines.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('commission_invoice_entries_parking_idx').on(t.parkingId),
    index('commission_invoice_entries_invoice_idx').on(t.invoiceId),
    index('commission_invoice_entries_line_idx').on(t.lineId),
    check('commission_invoice_entries_line_with_invoice', sql`invoice_id is not null or line_id is null`),
  ],
);

export type CommissionInvoiceEntryRow = typeof commissionInvoiceEntries.$inferSelect;
