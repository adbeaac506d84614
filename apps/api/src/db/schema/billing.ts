import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Where an owner is paid (issue 3). The IBAN is stored compact ("PL61…"); the API formats it for display.
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountNumber: text('account_number').notNull(),
    name: text('name').notNull(),
    // Set by an admin only (verifyBankAccount); payouts go only to verified accounts.
    isVerified: boolean('is_verified').notNull().default(false),
    // An admin's reason for refusing the account; cleared when the owner corrects it (issue 13). Verified,
    // waiting and rejected are derived from these two columns (packages/shared/src/payments/bank-account-status.ts).
    rejectionReason: text('rejection_reason'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one default per user, guarded by the database, not only by the service.
  (t) => [
    index('bank_accounts_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('bank_accounts_one_default_idx')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

// Who an owner's invoices are made out to (SPEC §3).
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    companyName: text('company_name'),
    vatId: text('vat_id'),
    street: text('street'),
    buildingNumber: text('building_number').notNull(),
    localNumber: text('local_number'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    currency: text('currency').notNull().default('PLN'),
    invoiceEmail: text('invoice_email').notNull(),
    isMonthlyBilling: boolean('is_monthly_billing').notNull().default(false),
    wantsVatInvoice: boolean('wants_vat_invoice').notNull().default(false),
    // Deleting the bank account leaves the billing account without one rather than deleting it.
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_accounts_user_id_idx').on(t.userId, t.createdAt),
    index('billing_accounts_bank_account_id_idx').on(t.bankAccountId),
    uniqueIndex('billing_accounts_one_default_idx')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;
