import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYOUT_KINDS,
  PAYOUT_STATUSES,
  PRODUCTS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@parkshare/shared/payments/status';
import { bankAccounts, billingAccounts } from './billing';
import { users } from './users';

// Money (issue 4, decision 044). Amounts are integer grosze (bigint in the database, safe integers in code).
// The ledger is the truth about balances; orders, payments, transactions and payouts are the states people see,
// and every change of them that moves money writes one balanced journal entry in the same transaction.

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The ledger's accounts. `wallet`: what Parkshare owes a user (their balance). `platform_revenue`: fees and
 * commissions Parkshare earned. `gateway_clearing`: money on its way through the payment gateway (in with
 * payments, out with payouts). `payouts_clearing`: payouts asked for and not yet completed. `escrow`: money paid
 * for reservations and not yet earned by the owner (the booking issue releases it).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'platform_revenue',
  'gateway_clearing',
  'payouts_clearing',
  'escrow',
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
  'refund', // a paid purchase was given back to the wallet
  'earning', // a reservation completed: escrow → owner's wallet (+ platform commission)
  'withdrawal', // a payout was asked for: wallet → payouts clearing (+ fee → revenue)
  'payout_completed', // the gateway sent the payout: payouts clearing → gateway
  'payout_returned', // the payout failed: payouts clearing → wallet (and the fee back)
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
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
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
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
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

/**
 * Client-generated idempotency keys of paying mutations: the first request's input hash and result. A retry with
 * the same key and input gets the same result; the same key with another input is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    // Null while the first request is still running (its transaction holds the row).
    resultId: uuid('result_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// The sandbox gateway's own books (apps/api/src/modules/payments/sandbox): in production this state lives at
// the payment provider. It is kept in the database so a restart loses no payment and no notification.
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    // The merchant's (Parkshare's) payment id, as a real gateway would keep it: an opaque reference.
    merchantReference: text('merchant_reference').notNull(),
    kind: text('kind', { enum: ['payment', 'payout'] })
      .notNull()
      .default('payment'),
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

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type BlikAliasRow = typeof blikAliases.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
