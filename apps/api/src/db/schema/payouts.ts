import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_KINDS, PAYOUT_STATUSES } from '@parkshare/shared/payments/status';
import { bankAccounts } from './billing';
import { at, money } from './money-columns';
import { users } from './users';

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
    check('payouts_amount_positive', sql`amount > 0 and fee >= 0`),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
