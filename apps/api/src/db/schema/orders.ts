import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PRODUCTS } from '@parkshare/shared/payments/status';
import { billingAccounts } from './billing';
import { at, money } from './money-columns';
import { users } from './users';

/** Gapless per-month order numbers: the row of the month is locked and incremented by the order's transaction. */
export const orderNumberSequences = pgTable('order_number_sequences', {
  month: text('month').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/** Who an order's documents are made out to, copied when the order is placed (billing accounts may change). */
export interface BuyerSnapshot {
  fullName: string | null;
  companyName: string | null;
  vatId: string | null;
  street: string | null;
  buildingNumber: string;
  localNumber: string | null;
  postcode: string;
  city: string;
  invoiceEmail: string;
  wantsVatInvoice: boolean;
  /** The billing account's monthly billing when the order was placed (decision 083); absent on older orders: false. */
  monthlyBilling?: boolean;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    billingAccountId: uuid('billing_account_id').references(() => billingAccounts.id, { onDelete: 'set null' }),
    buyer: jsonb('buyer').$type<BuyerSnapshot>().notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    product: text('product', { enum: PRODUCTS }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitGross: money('unit_gross').notNull(),
    netAmount: money('net_amount').notNull(),
    vatAmount: money('vat_amount').notNull(),
    grossAmount: money('gross_amount').notNull(),
    // Percent (23), or null outside VAT (wallet top-ups: VAT is due when the balance is spent).
    vatRate: integer('vat_rate'),
    currency: text('currency').notNull().default('PLN'),
    // The booking issue's reservation this order pays for (no foreign key: orders outlive the booking tables' rules).
    reservationId: uuid('reservation_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    canceledAt: at('canceled_at'),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_reservation_idx').on(t.reservationId),
    check(
      'orders_amounts_add_up',
      sql`net_amount + vat_amount = gross_amount and gross_amount = unit_gross * quantity and gross_amount > 0`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
