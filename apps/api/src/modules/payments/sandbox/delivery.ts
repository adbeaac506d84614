import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxNotifications } from '../../../db/schema/sandbox-gateway';
import { SIGNATURE_HEADER, signBody } from './signature';

// Delivery of the sandbox's notifications to the merchant's webhook, as a real gateway delivers them: signed at
// send time, an immediate first attempt, then retries with exponential back-off until the webhook answers 2xx.

export interface OutgoingRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** Sends one HTTP POST; answers the status code (throws on a network failure). */
export type Transport = (request: OutgoingRequest) => Promise<number>;

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** About a day of retries; after that a person looks (the poll settles the payment meanwhile). */
export const MAX_ATTEMPTS = 30;
const TIMEOUT_MS = 10_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** Plain HTTP with a timeout: what a gateway out on the internet does. */
export const fetchTransport: Transport = async ({ url, body, headers }) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
};

export interface DeliveryDeps {
  db: Db;
  secret: string;
  transport: Transport;
  log?: { warn(details: object, message: string): void };
}

/**
 * One attempt at one notification, if it is due: the attempt is claimed by moving its next time forward first,
 * so two instances never send the same attempt. Answers whether the webhook took it.
 */
export async function deliverNotification(deps: DeliveryDeps, id: string, now: Date): Promise<boolean> {
  const [claimed] = await deps.db
    .update(sandboxNotifications)
    .set({
      attempts: sql`${sandboxNotifications.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + (least(${FIRST_RETRY_MS} * power(2, ${sandboxNotifications.attempts}), ${LONGEST_RETRY_MS}) * interval '1 millisecond')`,
    })
    .where(
      and(
        eq(sandboxNotifications.id, id),
        isNull(sandboxNotifications.deliveredAt),
        lte(sandboxNotifications.nextAttemptAt, now),
        lt(sandboxNotifications.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!claimed) return false;
  let status = 0;
  try {
    status = await deps.transport({
      url: claimed.url,
      body: claimed.body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(deps.secret, claimed.body, new Date()),
      },
    });
  } catch (error) {
    deps.log?.warn({ err: error, notification: id }, 'sandbox gateway: notification delivery failed');
  }
  if (status < 200 || status >= 300) {
    if (status) deps.log?.warn({ notification: id, status }, 'sandbox gateway: webhook refused the notification');
    return false;
  }
  await deps.db.update(sandboxNotifications).set({ deliveredAt: new Date() }).where(eq(sandboxNotifications.id, id));
  return true;
}

/** Every attempt that is due (the retry job). */
export async function deliverDue(deps: DeliveryDeps, now: Date): Promise<void> {
  const due = await deps.db
    .select({ id: sandboxNotifications.id })
    .from(sandboxNotifications)
    .where(
      and(
        isNull(sandboxNotifications.deliveredAt),
        lte(sandboxNotifications.nextAttemptAt, now),
        lt(sandboxNotifications.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(sandboxNotifications.nextAttemptAt))
    .limit(50);
  for (const { id } of due) await deliverNotification(deps, id, now);
}
