import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { pushSubscriptions } from '../../db/schema/reminders';

// The browsers a driver allowed notifications on (issue 17 §3). A subscription belongs to whoever saved it last:
// a shared computer that another driver signs in to moves to that driver, so reminders never reach the wrong person.

/** What PushSubscription.toJSON() gives in the browser, checked: push services are https, keys are base64url. */
export const pushSubscriptionInput = z.object({
  endpoint: z.string().trim().max(1000).refine(isHttpsUrl, 'Must be the https address of a push service.'),
  p256dh: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be a base64url key.')
    // An uncompressed P-256 point is 65 bytes: 87 characters without padding.
    .refine((value) => Buffer.from(value, 'base64url').length === 65, 'Must be a P-256 public key.'),
  auth: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be a base64url secret.')
    .refine((value) => Buffer.from(value, 'base64url').length === 16, 'Must be a 16-byte secret.'),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInput>;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Saves (or moves to this user, with fresh keys) the subscription of one browser. */
export async function savePushSubscription(deps: AppDeps, userId: string, input: PushSubscriptionInput): Promise<void> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth };
  await deps.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: new Date(), lastFailureAt: null },
    });
}

/** Forgets one of this user's browsers; another user's endpoint is left alone (and nothing says it exists). */
export async function deletePushSubscription(deps: AppDeps, userId: string, endpoint: string): Promise<void> {
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/** The browsers of each of these users, in one query (a user with none is absent from the map). */
export async function subscriptionsOfUsers(
  deps: AppDeps,
  userIds: string[],
): Promise<Map<string, StoredSubscription[]>> {
  const byUser = new Map<string, StoredSubscription[]>();
  if (userIds.length === 0) return byUser;
  const rows = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}

/** The push service says the browser unsubscribed (404/410): it will never take a message again. */
export async function forgetGoneSubscription(deps: AppDeps, id: string): Promise<void> {
  await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function noteFailure(deps: AppDeps, id: string, at: Date): Promise<void> {
  await deps.db.update(pushSubscriptions).set({ lastFailureAt: at }).where(eq(pushSubscriptions.id, id));
}
