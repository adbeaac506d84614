import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema/users';

// What every module's database code is handed: the database, or a transaction opened on it. They live here,
// beside the client, so that a module needing "a transaction" imports the database layer, not another module.

/** A transaction: the argument of Db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Anything a query can run on: the database itself or a transaction. */
export type Reader = Db | Tx;

/**
 * Serialises one user's changes to their own rows (accounts, vehicles, organizations): rules like "the first one
 * becomes the default", "exactly one default" or "at most N" read and then write, so two concurrent requests of
 * the same user must not interleave (PostgreSQL; PGlite has one connection anyway). Partial unique indexes and
 * constraints stay the last line of defence.
 */
export async function lockOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
