import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { blikAliases, type BlikAliasRow } from '../../db/schema/money';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';

// BLIK without code (SPEC §3 `blik`): the shops a user saved in the bank app while approving a BLIK payment.
// The gateway reports the alias with the payment's success (settle.ts stores it).

/** The user's saved BLIK entries that have not expired, newest first. */
export function listBlikAliases(deps: AppDeps, userId: string, now = new Date()): Promise<BlikAliasRow[]> {
  return deps.db
    .select()
    .from(blikAliases)
    .where(and(eq(blikAliases.userId, userId), gt(blikAliases.expiresAt, now)))
    .orderBy(desc(blikAliases.createdAt), desc(blikAliases.id));
}

/** Forgets one of the user's saved BLIK entries; NOT_FOUND for another user's or an unknown id. */
export async function deleteBlikAlias(deps: AppDeps, { id, userId }: { id: string; userId: string }): Promise<string> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .delete(blikAliases)
    .where(and(eq(blikAliases.id, id), eq(blikAliases.userId, userId)))
    .returning({ id: blikAliases.id });
  if (!row) throw notFound();
  return row.id;
}
