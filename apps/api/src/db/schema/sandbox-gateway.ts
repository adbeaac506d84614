import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, money } from './money-columns';

// The sandbox gateway's own books (apps/api/src/modules/payments/sandbox): in production this state lives at
// the payment provider. It is kept in the database so a restart loses no payment and no notification.
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    // The merchant's (Parkshare's) payment id, as a real gateway would keep it: an opaque reference.
    merchantReference: text('merchant_reference').notNull(),
    kind: text('kind', { enum: ['payment', 'payout', 'refund'] })
      .notNull()
      .default('payment'),
    // A refund: the sandbox payment it gives money back from.
    paymentId: text('payment_id'),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    // waiting (for the person: bank choice or bank app), processing, succeeded, failed
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    blikCode: text('blik_code'),
    aliasKey: text('alias_key'),
    aliasLabel: text('alias_label'),
    saveAlias: boolean('save_alias').notNull().default(false),
    bank: text('bank'),
    returnUrl: text('return_url'),
    notifyUrl: text('notify_url').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('sandbox_payments_waiting_idx')
      .on(t.expiresAt)
      .where(sql`status in ('waiting', 'processing')`),
    index('sandbox_payments_refunds_idx')
      .on(t.paymentId)
      .where(sql`kind = 'refund'`),
  ],
);

/** Notifications the sandbox still has to deliver (retried with back-off until Parkshare answers 2xx). */
export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    id: text('id').primaryKey(),
    sandboxPaymentId: text('sandbox_payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at is null`),
  ],
);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
