import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAYOUT_KINDS, PAYOUT_STATUSES } from '@parkshare/shared/payments/status';
import { bankAccounts } from './billing';
import { at, money } from './money-columns';
import { users } from './users';

/**
 * A bank transfer file (decision 084): payouts the operator imports in Parkshare's bank when the gateway offers no
 * payouts. open (made, its payouts processing) → confirmed (the bank executed them: payouts completed). The file's
 * text is kept, so a second download gives the same transfers.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // "WYP/2026/11/0001": what the operator sees in the bank and the file name.
    number: text('number').notNull(),
    status: text('status', { enum: ['open', 'confirmed'] })
      .notNull()
      .default('open'),
    payoutCount: integer('payout_count').notNull(),
    total: money('total').notNull(),
    // The Parkshare account the transfers leave from (PAYOUTS_ACCOUNT_IBAN when the file was made).
    accountNumber: text('account_number').notNull(),
    content: text('content').notNull(),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    confirmedBy: uuid('confirmed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [uniqueIndex('payout_batches_number_idx').on(t.number), index('payout_batches_created_idx').on(t.createdAt)],
);

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    // The IBAN the money went to, kept when the bank account is later deleted.
    accountNumber: text('account_number').notNull(),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default(0),
    currency: text('currency').notNull().default('PLN'),
    // The Warsaw month the payout was asked for (fees: the first on-demand payout of a month is free).
    month: text('month').notNull(),
    // For automatic payouts: the month whose earnings are paid; one automatic payout per user and month.
    earningsMonth: text('earnings_month'),
    providerPayoutId: text('provider_payout_id'),
    failureCode: text('failure_code'),
    // The bank transfer file this payout went out in (decision 084); null when the gateway sent it.
    batchId: uuid('batch_id').references(() => payoutBatches.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('payouts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payouts_monthly_once_idx')
      .on(t.userId, t.earningsMonth)
      .where(sql`kind = 'monthly'`),
    uniqueIndex('payouts_provider_id_idx')
      .on(t.providerPayoutId)
      .where(sql`provider_payout_id is not null`),
    index('payouts_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`status in ('pending', 'processing')`),
    index('payouts_batch_idx')
      .on(t.batchId)
      .where(sql`batch_id is not null`),
    index('payouts_awaiting_file_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending' and batch_id is null`),
    check('payouts_amount_positive', sql`amount > 0 and fee >= 0`),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
