import { and, desc, eq, ne } from 'drizzle-orm';
import type { bankAccounts, billingAccounts } from '../../db/schema/billing';
import type { Tx } from '../../db/transaction';

// The "exactly one default per user" rule, the same for billing and bank accounts (decision 041). Callers hold
// the owner lock (lockOwner in db/transaction.ts); the partial unique index on each table is the last line of defence.
type DefaultTable = typeof bankAccounts | typeof billingAccounts;

/** Whether the owner already has a default account in this table. */
export async function hasDefault(tx: Tx, table: DefaultTable, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.isDefault, true)))
    .limit(1);
  return rows.length > 0;
}

/** Turns the owner's current default into an ordinary account (except `exceptId`, about to be the default). */
export async function clearDefault(tx: Tx, table: DefaultTable, userId: string, exceptId?: string): Promise<void> {
  await tx
    .update(table)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(table.userId, userId), eq(table.isDefault, true), exceptId ? ne(table.id, exceptId) : undefined));
}

/** After the default was deleted: the newest remaining account becomes the default, if any is left. */
export async function promoteNewest(tx: Tx, table: DefaultTable, userId: string): Promise<void> {
  const [newest] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(1);
  if (newest) await tx.update(table).set({ isDefault: true, updatedAt: new Date() }).where(eq(table.id, newest.id));
}
