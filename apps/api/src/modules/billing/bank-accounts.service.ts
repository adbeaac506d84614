import type { BankAccountData } from '@parkshare/shared/validation/owners';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bankAccounts, type BankAccountRow } from '../../db/schema/billing';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { requireOwned } from './billing.policy';
import { clearDefault, hasDefault, promoteNewest } from './default-flag';
import { lockOwner, type Tx } from './owner-lock';

export interface BankAccountsOptions {
  deps: AppDeps;
  userId: string;
}

export interface BankAccountOptions extends BankAccountsOptions {
  id: string;
}

/** The owner's bank accounts, the default first, then newest first. */
export function listBankAccounts({ deps, userId }: BankAccountsOptions): Promise<BankAccountRow[]> {
  return deps.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.createdAt), desc(bankAccounts.id));
}

/** One of the owner's bank accounts, or null (also for another user's id). Used to resolve a billing account's link. */
export async function findOwnBankAccount(
  db: AppDeps['db'] | Tx,
  { id, userId }: { id: string; userId: string },
): Promise<BankAccountRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Adds a bank account; the owner's first one, or one asked to be, becomes the default. */
export function createBankAccount({
  deps,
  userId,
  input,
}: BankAccountsOptions & { input: BankAccountData }): Promise<BankAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existingDefault = await hasDefault(tx, bankAccounts, userId);
    const isDefault = input.isDefault || !existingDefault;
    if (isDefault && existingDefault) await clearDefault(tx, bankAccounts, userId);
    const [row] = await tx
      .insert(bankAccounts)
      .values({ userId, accountNumber: input.accountNumber, name: input.name, isDefault })
      .returning();
    if (!row) throw new Error('bank account insert failed');
    return row;
  });
}

/** Makes one of the owner's bank accounts the default and the previous default an ordinary one, atomically. */
export function setDefaultBankAccount({ deps, userId, id }: BankAccountOptions): Promise<BankAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    requireOwned((await findOwnBankAccount(tx, { id, userId })) ?? undefined, userId);
    await clearDefault(tx, bankAccounts, userId, id);
    const [row] = await tx
      .update(bankAccounts)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(bankAccounts.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Deletes a bank account (billing accounts lose the link); deleting the default promotes the newest remaining one. */
export function deleteBankAccount({ deps, userId, id }: BankAccountOptions): Promise<BankAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const row = requireOwned((await findOwnBankAccount(tx, { id, userId })) ?? undefined, userId);
    await tx.delete(bankAccounts).where(eq(bankAccounts.id, id));
    if (row.isDefault) await promoteNewest(tx, bankAccounts, userId);
    return row;
  });
}

/** Admin: marks any user's bank account as verified (the admin scope is checked on the field). */
export async function verifyBankAccount({ deps, id }: { deps: AppDeps; id: string }): Promise<BankAccountRow> {
  const [row] = await deps.db
    .update(bankAccounts)
    .set({ isVerified: true, updatedAt: new Date() })
    .where(eq(bankAccounts.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

