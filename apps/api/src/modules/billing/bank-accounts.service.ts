import { MAX_BANK_ACCOUNTS_PER_USER } from '@parkshare/shared/validation/limits';
import type { BankAccountData } from '@parkshare/shared/validation/owners';
import {
  bankAccountStatus,
  canChangeBankAccount,
  type BankAccountAction,
} from '@parkshare/shared/payments/bank-account-status';
import { messages } from '@parkshare/shared/validation/messages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bankAccounts, type BankAccountRow } from '../../db/schema/billing';
import { notFound, validationError } from '../../lib/errors';
import { afterCursor, cursorTime, keysetOrder, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { requireRoom } from '../../lib/bounds';
import { isUuid } from '../../lib/tokens';
import { sendBankAccountRejectedMail, sendBankAccountVerifiedMail } from './bank-account-mail';
import { requireOwned } from './billing.policy';
import { clearDefault, hasDefault, promoteNewest } from './default-flag';
import { lockOwner, type Tx } from '../../db/transaction';

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

/** Adds a bank account (at most MAX_BANK_ACCOUNTS_PER_USER); the first one, or one asked to be, becomes the default. */
export function createBankAccount({
  deps,
  userId,
  input,
}: BankAccountsOptions & { input: BankAccountData }): Promise<BankAccountRow> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await requireRoom(tx, {
      table: bankAccounts,
      where: eq(bankAccounts.userId, userId),
      max: MAX_BANK_ACCOUNTS_PER_USER,
      field: 'input',
      message: 'tooManyBankAccounts',
    });
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

// The verification: an admin verifies a waiting account or rejects it with a reason; the owner corrects a
// waiting or rejected one and it waits again. Each change asks the status machine under a row lock, so two
// admins acting at once cannot both decide, and the owner's e-mail goes out only after the decision is stored.

type Decision = Partial<Pick<BankAccountRow, 'isVerified' | 'rejectionReason' | 'accountNumber' | 'name'>>;

async function transition(
  deps: AppDeps,
  { id, action, changes, userId }: { id: string; action: BankAccountAction; changes: Decision; userId?: string },
): Promise<BankAccountRow> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for('update');
    if (!current || (userId !== undefined && current.userId !== userId)) throw notFound();
    if (!canChangeBankAccount(bankAccountStatus(current), action)) {
      throw validationError({ status: [messages.bankAccountStatusForbids] });
    }
    const [row] = await tx
      .update(bankAccounts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(bankAccounts.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Admin: bank accounts waiting for verification, the longest waiting first (the admin scope is on the field). */
export async function listBankAccountsAwaitingVerification({
  deps,
  page,
}: {
  deps: AppDeps;
  page: PageRequest;
}): Promise<Page<BankAccountRow>> {
  const rows = await deps.db
    .select({ row: bankAccounts, cursorAt: cursorTime(bankAccounts.updatedAt) })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.isVerified, false),
        isNull(bankAccounts.rejectionReason),
        afterCursor(bankAccounts.updatedAt, bankAccounts.id, page.after, 'oldest'),
      ),
    )
    .orderBy(...keysetOrder(bankAccounts.updatedAt, bankAccounts.id, 'oldest'))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

/** Admin: a waiting account becomes verified and payouts may go to it; its owner is e-mailed. */
export async function verifyBankAccount({ deps, id }: { deps: AppDeps; id: string }): Promise<BankAccountRow> {
  const row = await transition(deps, { id, action: 'verify', changes: { isVerified: true, rejectionReason: null } });
  await sendBankAccountVerifiedMail(deps, row);
  return row;
}

/** Admin: refuses a waiting account with a reason the owner sees on /bank-accounts and receives by e-mail. */
export async function rejectBankAccount({
  deps,
  id,
  reason,
}: {
  deps: AppDeps;
  id: string;
  reason: string;
}): Promise<BankAccountRow> {
  const row = await transition(deps, { id, action: 'reject', changes: { rejectionReason: reason } });
  await sendBankAccountRejectedMail(deps, row);
  return row;
}

/** The owner corrects a waiting or rejected account's number and name; it waits for verification again. */
export function resubmitBankAccount({
  deps,
  userId,
  id,
  input,
}: BankAccountOptions & { input: Pick<BankAccountData, 'accountNumber' | 'name'> }): Promise<BankAccountRow> {
  return transition(deps, {
    id,
    userId,
    action: 'resubmit',
    changes: { accountNumber: input.accountNumber, name: input.name, rejectionReason: null },
  });
}
