import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@parkshare/shared/payments/status';
import { billingAccounts } from './billing';
import { at, money } from './money-columns';
import { orders } from './orders';
import { payments } from './payments';
import { payouts } from './payouts';
import { refunds } from './refunds';
import { tickets } from './tickets';
import { users } from './users';

// The double-entry ledger (decision 044) and the user-facing history of money that goes with it.

/**
 * The ledger's accounts. `wallet`: what Parkshare owes a user (their balance). `platform_revenue`: fees and
 * commissions Parkshare earned. `gateway_clearing`: money on its way through the payment gateway (in with
 * payments, out with payouts and refunds). `payouts_clearing`: payouts asked for and not yet completed. `escrow`:
 * money paid for reservations and not yet earned by the owner (the booking issue releases it). `refunds_clearing`:
 * refunds on their way back to the payer through the gateway, not yet confirmed (decision 085).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'platform_revenue',
  'gateway_clearing',
  'payouts_clearing',
  'escrow',
  'refunds_clearing',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    // Set for wallets only; the platform's accounts have none.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`user_id is not null`),
    uniqueIndex('ledger_accounts_platform_kind_idx')
      .on(t.kind)
      .where(sql`user_id is null`),
    check('ledger_accounts_wallet_has_user', sql`(kind = 'wallet') = (user_id is not null)`),
  ],
);

/** Why money moved; one entry per cause, its lines sum to zero (a deferred trigger checks at commit). */
export const JOURNAL_ENTRY_KINDS = [
  'deposit', // a top-up payment succeeded: gateway → wallet
  'purchase', // an order was paid: wallet or gateway → escrow / revenue
  'refund', // a paid purchase was given back: escrow or revenue → the wallet, or → refunds clearing for the payer
  'earning', // a reservation completed: escrow → owner's wallet (+ platform commission)
  'withdrawal', // a payout was asked for: wallet → payouts clearing (+ fee → revenue)
  'payout_completed', // the gateway sent the payout: payouts clearing → gateway
  'payout_returned', // the payout failed: payouts clearing → wallet (and the fee back)
  'earning_reversal', // support's refund borne by the owner of a completed stay: owner's wallet (+ commission) → escrow
  'refund_sent', // the gateway paid a refund back to the payer: refunds clearing → gateway
  'refund_failed', // the gateway refused or failed a refund: refunds clearing → the wallet instead
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: JOURNAL_ENTRY_KINDS }).notNull(),
    description: text('description').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    reservationId: uuid('reservation_id'),
    // The support ticket a refund (and the owner's earning reversal before it) was granted on (issue 15).
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'restrict' }),
    // The refund (decision 085) an entry books: its `refund`, then its `refund_sent` or `refund_failed`.
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // An owner's earning is reversed once per ticket. (A ticket's refund may be split over the stay's orders, one
    // refund each; the ticket's single `refund` event and refunds_ticket_once_idx keep the grant to one.)
    uniqueIndex('journal_entries_ticket_reversal_idx')
      .on(t.ticketId)
      .where(sql`ticket_id is not null and kind = 'earning_reversal'`),
    // A refund is asked once and ends once: one entry of each kind, and only one of sent or failed.
    uniqueIndex('journal_entries_refund_kind_idx')
      .on(t.refundId, t.kind)
      .where(sql`refund_id is not null`),
    uniqueIndex('journal_entries_refund_outcome_idx')
      .on(t.refundId)
      .where(sql`kind in ('refund_sent', 'refund_failed')`),
    // Each succeeded payment has exactly one deposit or purchase entry; each payout one entry of each kind.
    uniqueIndex('journal_entries_payment_once_idx')
      .on(t.paymentId)
      .where(sql`kind in ('deposit', 'purchase')`),
    uniqueIndex('journal_entries_payout_kind_idx')
      .on(t.payoutId, t.kind)
      .where(sql`payout_id is not null`),
    index('journal_entries_order_idx').on(t.orderId),
    // The monthly payout job reads a month's earnings.
    index('journal_entries_kind_time_idx').on(t.kind, t.createdAt),
    index('journal_entries_reservation_idx').on(t.reservationId),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    // Positive adds to the account's balance, negative takes from it; an entry's lines sum to zero.
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('journal_lines_account_idx').on(t.accountId, t.amount),
    index('journal_lines_entry_idx').on(t.entryId),
    check('journal_lines_amount_not_zero', sql`amount <> 0`),
  ],
);

/** The user-facing history of money (SPEC §3 transactions): deposits, payments and withdrawals with a status. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    billingAccountId: uuid('billing_account_id').references(() => billingAccounts.id, { onDelete: 'set null' }),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('PLN'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    reservationId: uuid('reservation_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('transactions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('transactions_payment_idx')
      .on(t.paymentId)
      .where(sql`payment_id is not null`),
    uniqueIndex('transactions_payout_idx')
      .on(t.payoutId)
      .where(sql`payout_id is not null`),
    check('transactions_amount_positive', sql`amount > 0`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
