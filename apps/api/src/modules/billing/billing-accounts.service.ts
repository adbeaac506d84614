import { MAX_BILLING_ACCOUNTS_PER_USER } from '@parkshare/shared/validation/limits';
import { messages } from '@parkshare/shared/validation/messages';
import type { BillingAccountData } from '@parkshare/shared/validation/owners';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { billingAccounts, type BillingAccountRow } from '../../db/schema/billing';
import { fieldError, notFound } from '../../lib/errors';
import { requireRoom } from '../../lib/bounds';
import { isUuid } from '../../lib/tokens';
import { findOwnBankAccount } from './bank-accounts.service';
import { requireOwned } from './billing.policy';
import { clearDefault, hasDefault, promoteNewest } from './default-flag';
import { lockOwner, type Tx } from '../../db/transaction';

export interface BillingAccountsOptions {
  deps: AppDeps;
  userId: string;
}

export interface BillingAccountOptions extends BillingAccountsOptions {
  id: string;
}

/** The owner's billing accounts, the default first, then newest first. */
export function listBillingAccounts({ deps, userId }: BillingAccountsOptions): Promise<BillingAccountRow[]> {
  return deps.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .orderBy(desc(billingAccounts.isDefault), desc(billingAccounts.createdAt), desc(billingAccounts.id));
}

/** One of the owner's billing accounts; another user's id is NOT_FOUND like a missing one. */
export async function getBillingAccount({ deps, userId, id }: BillingAccountOptions): Promise<BillingAccountRow> {
  return requireOwned(await findOwn(deps.db, id, userId), userId);
}

/** Adds a billing account (at most MAX_BILLING_ACCOUNTS_PER_USER); the first one, or one asked to be, becomes the default. */
export function createBillingAccount({
  deps,
  userId,
  input,
}: BillingAccountsOptions & { input: BillingAccountData }): Promise<BillingAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await requireRoom(tx, {
      table: billingAccounts,
      where: eq(billingAccounts.userId, userId),
      max: MAX_BILLING_ACCOUNTS_PER_USER,
      field: 'input',
      message: 'tooManyBillingAccounts',
    });
    await checkBankAccount(tx, userId, input.bankAccountId);
    const existingDefault = await hasDefault(tx, billingAccounts, userId);
    const isDefault = input.isDefault || !existingDefault;
    if (isDefault && existingDefault) await clearDefault(tx, billingAccounts, userId);
    const [row] = await tx
      .insert(billingAccounts)
      .values({ ...columns(input), userId, isDefault })
      .returning();
    if (!row) throw new Error('billing account insert failed');
    return row;
  });
}

/**
 * Replaces a billing account's fields. isDefault true makes it the default; false leaves the flag as it is,
 * because a user always has exactly one default: it moves only by choosing another account.
 */
export function updateBillingAccount({
  deps,
  userId,
  id,
  input,
}: BillingAccountOptions & { input: BillingAccountData }): Promise<BillingAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const current = requireOwned(await findOwn(tx, id, userId), userId);
    await checkBankAccount(tx, userId, input.bankAccountId);
    const isDefault = current.isDefault || input.isDefault;
    if (isDefault) await clearDefault(tx, billingAccounts, userId, id);
    const [row] = await tx
      .update(billingAccounts)
      .set({ ...columns(input), isDefault, updatedAt: new Date() })
      .where(eq(billingAccounts.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Makes one billing account the default and the previous default an ordinary one, atomically. */
export function setDefaultBillingAccount({ deps, userId, id }: BillingAccountOptions): Promise<BillingAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    requireOwned(await findOwn(tx, id, userId), userId);
    await clearDefault(tx, billingAccounts, userId, id);
    const [row] = await tx
      .update(billingAccounts)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(billingAccounts.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Deletes a billing account; deleting the default promotes the newest remaining one. */
export function deleteBillingAccount({ deps, userId, id }: BillingAccountOptions): Promise<BillingAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const row = requireOwned(await findOwn(tx, id, userId), userId);
    await tx.delete(billingAccounts).where(eq(billingAccounts.id, id));
    if (row.isDefault) await promoteNewest(tx, billingAccounts, userId);
    return row;
  });
}

const columns = (input: BillingAccountData) => ({
  fullName: input.fullName ?? null,
  companyName: input.companyName ?? null,
  vatId: input.vatId ?? null,
  street: input.street ?? null,
  buildingNumber: input.buildingNumber,
  localNumber: input.localNumber ?? null,
  postcode: input.postcode,
  city: input.city,
  currency: input.currency,
  invoiceEmail: input.invoiceEmail,
  isMonthlyBilling: input.isMonthlyBilling,
  wantsVatInvoice: input.wantsVatInvoice,
  bankAccountId: input.bankAccountId ?? null,
});

async function findOwn(db: AppDeps['db'] | Tx, id: string, userId: string): Promise<BillingAccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(and(eq(billingAccounts.id, id), eq(billingAccounts.userId, userId)))
    .limit(1);
  return row;
}

// A billing account may point only at the owner's own bank account; a stranger's id reads as an invalid choice.
async function checkBankAccount(tx: Tx, userId: string, bankAccountId: string | undefined): Promise<void> {
  if (bankAccountId === undefined) return;
  if (!isUuid(bankAccountId) || !(await findOwnBankAccount(tx, { id: bankAccountId, userId }))) {
    throw fieldError('bankAccountId', messages.invalidValue);
  }
}
