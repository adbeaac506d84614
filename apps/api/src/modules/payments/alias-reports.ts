import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { blikAliases, paymentEvents, payments } from '../../db/schema/payments';
import { notFound } from '../../lib/errors';
import { rememberBlikAlias } from './blik-aliases.service';
import type { SavedAlias } from './provider';

// A gateway's own notification about a BLIK alias (Przelewy24's "Alias Update Notification", decision 081): the
// alias a payment's approval registered, or one the bank no longer honours. Applied once per (provider, event id).

export interface AliasReport {
  provider: string;
  eventId: string;
  /** Parkshare's payment whose approval registered the alias. */
  paymentId: string;
  alias: SavedAlias;
  registered: boolean;
  payload: unknown;
  now?: Date;
}

/**
 * Saves a registered alias for the payer of the payment that asked for it, or forgets an unregistered or expired
 * one. NOT_FOUND for a payment of another gateway or none; a payment that did not ask to save the shop keeps
 * nothing ('unchanged').
 */
export async function applyAliasReport(
  deps: AppDeps,
  report: AliasReport,
): Promise<'applied' | 'unchanged' | 'duplicate'> {
  const now = report.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id, userId: payments.userId, saveBlikAlias: payments.saveBlikAlias })
      .from(payments)
      .where(and(eq(payments.id, report.paymentId), eq(payments.provider, report.provider)));
    if (!payment) throw notFound();
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider: report.provider,
        eventId: report.eventId,
        type: 'alias',
        paymentId: payment.id,
        payload: report.payload,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    if (report.registered) {
      if (!payment.saveBlikAlias) return 'unchanged';
      await rememberBlikAlias(tx, { userId: payment.userId, alias: report.alias, now });
      return 'applied';
    }
    const forgotten = await tx
      .delete(blikAliases)
      .where(and(eq(blikAliases.userId, payment.userId), eq(blikAliases.providerAlias, report.alias.key)))
      .returning({ id: blikAliases.id });
    return forgotten.length > 0 ? 'applied' : 'unchanged';
  });
}
