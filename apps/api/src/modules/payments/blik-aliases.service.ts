import { MAX_BLIK_ALIASES_PER_USER } from '@parkshare/shared/validation/limits';
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { blikAliases, type BlikAliasRow } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import type { Tx } from '../../db/transaction';
import type { SavedAlias } from './provider';

// BLIK without code (SPEC §3 `blik`): the shops a user saved in the bank app while approving a BLIK payment.
// The gateway reports the alias with the payment's success (settle.ts stores it) or in a notification of its own
// (Przelewy24: alias-reports.ts).

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

/**
 * Keeps the user's newest MAX_BLIK_ALIASES_PER_USER saved entries (by last save) and forgets the rest: the gateway
 * saves one whenever the person ticks "save" in the bank app, so the list is bounded here, not by a refusal.
 */
export async function forgetOldestBlikAliases(tx: Tx, userId: string): Promise<void> {
  const kept = tx
    .select({ id: blikAliases.id })
    .from(blikAliases)
    .where(eq(blikAliases.userId, userId))
    .orderBy(desc(blikAliases.updatedAt), desc(blikAliases.id))
    .limit(MAX_BLIK_ALIASES_PER_USER);
  await tx.delete(blikAliases).where(and(eq(blikAliases.userId, userId), notInArray(blikAliases.id, kept)));
}

/** Saves (or renews) a BLIK alias the gateway reported for the user, keeping the list bounded. */
export async function rememberBlikAlias(
  tx: Tx,
  { userId, alias, now }: { userId: string; alias: SavedAlias; now: Date },
): Promise<void> {
  const expiresAt = new Date(alias.expiresAt);
  await tx
    .insert(blikAliases)
    .values({ userId, label: alias.label, providerAlias: alias.key, expiresAt, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [blikAliases.userId, blikAliases.providerAlias],
      set: { label: alias.label, expiresAt, updatedAt: now },
    });
  await forgetOldestBlikAliases(tx, userId);
}
