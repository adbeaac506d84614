import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@parkshare/shared/payments/status';
import { billingAccounts } from './billing';
import { at, money } from './money-columns';
import { orders, type BuyerSnapshot } from './orders';
import { payments } from './payments';
import { users } from './users';

// Invoices (issue 4, reworked in issue 16, decision 083). An invoice is fixed when it is issued: its number, dates,
// seller and buyer, lines, totals and — for a buyer with a NIP — the FA(3) XML that goes to KSeF. Nothing on it is
// drawn from other rows later, so a new company address or an edited billing account never changes it.
// A receipt (payment confirmation) needs no row: it is drawn from the order and payment.

export const INVOICE_KINDS = ['sale', 'monthly', 'correction', 'commission'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** FV: sale, monthly and commission invoices; KOR: correction invoices. Each gapless per Warsaw month. */
export const INVOICE_SERIES = ['FV', 'KOR'] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];

/** The seller as printed on an invoice the day it was issued. */
export interface SellerSnapshot {
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166 code, for FA(3) (PL). */
  countryCode: string;
  vatId: string;
  placeOfIssue: string;
  email: string;
  website: string;
}

/** The last number of each series and Warsaw month ("FV", "2026-11"); locked until the invoice commits. */
export const invoiceNumberSequences = pgTable(
  'invoice_number_sequences',
  {
    series: text('series', { enum: INVOICE_SERIES }).notNull().default('FV'),
    month: text('month').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_number_sequences_pkey', columns: [t.series, t.month] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('sale'),
    series: text('series', { enum: INVOICE_SERIES }).notNull().default('FV'),
    number: text('number').notNull(),
    // The Warsaw month of issue and the number within it (the number's parts, for reports and checks).
    month: text('month').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: at('issued_at').notNull(),
    /** Who may download it: the buyer's user. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** A sale invoice's payment (one invoice per payment). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    billingAccountId: uuid('billing_account_id').references(() => billingAccounts.id, { onDelete: 'set null' }),
    /** Data sprzedaży (P_6): a sale invoice's payment day in Warsaw. */
    saleDate: date('sale_date', { mode: 'string' }),
    /** OkresFa (P_6_Od, P_6_Do): a monthly invoice's Warsaw month, first and last day. */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    /** A monthly invoice's "<billing account or user>:<YYYY-MM>": one invoice per buyer and month. */
    periodKey: text('period_key'),
    correctedInvoiceId: uuid('corrected_invoice_id'),
    correctionReason: text('correction_reason'),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    currency: text('currency').notNull().default('PLN'),
    // For a correction: the change (after − before), usually negative.
    netTotal: money('net_total').notNull(),
    vatTotal: money('vat_total').notNull(),
    grossTotal: money('gross_total').notNull(),
    /** The FA(3) XML exactly as sent to KSeF (buyers with a NIP); never regenerated once stored. */
    xml: text('xml'),
    xmlSha256: text('xml_sha256'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_payment_idx').on(t.paymentId),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_series_month_sequence_idx').on(t.series, t.month, t.sequence),
    uniqueIndex('invoices_period_key_idx').on(t.periodKey),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_corrected_idx').on(t.correctedInvoiceId),
    index('invoices_xml_missing_idx')
      .on(t.issuedAt)
      .where(sql`xml is null and buyer ->> 'vatId' is not null`),
    check('invoices_totals_add_up', sql`net_total + vat_total = gross_total`),
    check('invoices_xml_with_hash', sql`(xml is null) = (xml_sha256 is null)`),
  ],
);

/** One line of an invoice. A correction has two per corrected line: the state before and after (StanPrzed). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    /** Gross price of one unit; null when the line's gross is not a whole number of grosze per unit. */
    unitGross: money('unit_gross'),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    gross: money('gross').notNull(),
    /** Percent (23), or null outside VAT ("np.", only on invoices issued before decision 083). */
    vatRate: integer('vat_rate'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    paidAt: at('paid_at'),
    method: text('method', { enum: PAYMENT_METHODS }),
    /** Correction lines: 'before' (StanPrzed) or 'after', and the line of the corrected invoice they restate. */
    state: text('state', { enum: ['before', 'after'] }),
    correctsLineId: uuid('corrects_line_id'),
  },
  (t) => [
    uniqueIndex('invoice_lines_position_idx').on(t.invoiceId, t.position),
    index('invoice_lines_order_idx').on(t.orderId),
    index('invoice_lines_payment_idx').on(t.paymentId),
    check('invoice_lines_amounts_add_up', sql`net + vat = gross and quantity >= 0`),
  ],
);

/**
 * Money given back on an invoiced order (a refund), once per cause. Issued as a correction invoice at once when the
 * order's invoice exists; for a monthly-billed order whose month is not invoiced yet it waits and the monthly
 * invoice carries the lower amount.
 */
export const invoiceAdjustments = pgTable(
  'invoice_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Gross grosze given back. */
    amount: money('amount').notNull(),
    causeKind: text('cause_kind').notNull(),
    causeId: text('cause_id').notNull(),
    reason: text('reason').notNull(),
    /** The correction invoice, or the monthly invoice that took it into account. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_adjustments_cause_idx').on(t.causeKind, t.causeId),
    index('invoice_adjustments_order_idx').on(t.orderId),
    check('invoice_adjustments_amount_positive', sql`amount > 0`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoiceAdjustmentRow = typeof invoiceAdjustments.$inferSelect;
