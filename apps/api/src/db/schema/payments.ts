import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@parkshare/shared/payments/status';
import { at, money } from './money-columns';
import { orders } from './orders';
import { users } from './users';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    // 'sandbox' today; 'wallet' payments never leave Parkshare.
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    redirectUrl: text('redirect_url'),
    blikAliasId: uuid('blik_alias_id').references(() => blikAliases.id, { onDelete: 'set null' }),
    saveBlikAlias: boolean('save_blik_alias').notNull().default(false),
    // Why it failed, as the gateway said it: declined, expired, cancelled, already_used, timeout, rejected, ...
    failureCode: text('failure_code'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    // An order has at most one payment that has not failed: paying twice or double-clicking cannot charge twice.
    uniqueIndex('payments_one_live_per_order_idx')
      .on(t.orderId)
      .where(sql`status <> 'failed'`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // The status poll looks for payments still waiting.
    index('payments_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`status in ('pending', 'created', 'processing')`),
    check('payments_amount_positive', sql`amount > 0`),
  ],
);

/** Every notification the gateway sent, once: a repeated event id changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id'),
    payoutId: uuid('payout_id'),
    refundId: uuid('refund_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** BLIK without code: a shop saved in the user's bank app (SPEC §3 `blik`). */
export const blikAliases = pgTable(
  'blik_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    // The gateway's key for the alias (what a later BLIK-without-code payment names).
    providerAlias: text('provider_alias').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('blik_aliases_user_alias_idx').on(t.userId, t.providerAlias)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type BlikAliasRow = typeof blikAliases.$inferSelect;
