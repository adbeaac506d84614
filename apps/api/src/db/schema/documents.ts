import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments';

// Payment documents (issue 4, apps/api/src/modules/documents). A receipt needs no row: it is drawn from the order
// and the payment, numbered with the order number. A VAT invoice has its own number, FV/YYYY/MM/NNNNNN, gapless
// within the Warsaw month it was issued in, given once per payment and never again.

/** The last invoice number of each Warsaw month ("2026-11"); the row stays locked until the invoice commits. */
export const invoiceNumberSequences = pgTable('invoice_number_sequences', {
  month: text('month').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/** The VAT invoice of a succeeded payment: its number and issue date, fixed once given. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    // The Warsaw month of issue and the number within it (the number's parts, for reports and checks).
    month: text('month').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_payment_idx').on(t.paymentId),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_month_sequence_idx').on(t.month, t.sequence),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
