import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises one owner's changes to their accounts: the "first one becomes the default" and "exactly one
 * default" rules read and then write, so two concurrent requests of the same user must not interleave
 * (PostgreSQL; PGlite has one connection anyway). The partial unique indexes are the last line of defence.
 */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
