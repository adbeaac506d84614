import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ksefSubmissions, type KsefSubmissionRow } from '../../db/schema/ksef';
import { forKsef } from './ksef-submissions';

// The queue's bookkeeping (decision 082): claims that several instances can make at once, and each outcome
// written as a guarded move of the machine in packages/shared/src/ksef/status.ts. Every statement here is short
// and stands alone: the sender never holds a transaction open while it talks to KSeF.

/** How long a claim holds its rows; longer than any run, so a live sender is never overtaken. */
export const KSEF_LEASE_MS = 10 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/**
 * How many times a row is tried for a fault of its own (an answer about this invoice that makes no sense, a 4xx on
 * its status) before it is refused with the reason, for an admin to look at: about five hours at the delays below.
 */
export const KSEF_ROW_ATTEMPTS = 12;

/** 30 s, 1 min, 2 min, … at most 30 min between attempts. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

const t = ksefSubmissions;

/**
 * Claims what is due: queued rows whose next attempt has come (not those issued before KSEF_FROM, `ksefFrom`), and
 * rows left `sending` by a sender whose lease ran out. FOR UPDATE SKIP LOCKED: two instances claiming at once take
 * different rows. Claimed rows are `sending` with a lease, their attempt counted.
 */
export async function claimDue(
  db: Db,
  now: Date,
  limit: number,
  ksefFrom: string | null = null,
): Promise<KsefSubmissionRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        or(
          and(eq(t.status, 'queued'), lte(t.nextAttemptAt, now), forKsef(ksefFrom)),
          and(eq(t.status, 'sending'), lte(t.leaseUntil, now)),
        ),
      )
      .orderBy(asc(t.nextAttemptAt), asc(t.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(t)
      .set({
        status: 'sending',
        leaseUntil: new Date(now.getTime() + KSEF_LEASE_MS),
        attempts: sql`${t.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          t.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

const sending = (id: string) => and(eq(t.id, id), eq(t.status, 'sending'));

/** KSeF took the invoice into the session: its references are kept before anything else can go wrong. */
export async function markSent(
  db: Db,
  id: string,
  sent: {
    sessionReference: string;
    invoiceReference: string;
    offlineMode: boolean;
    /** The environment it went to: its KSeF number and verification link are valid there only. */
    ksefUrl: string;
    qrUrl: string;
    now: Date;
  },
): Promise<void> {
  await db
    .update(t)
    .set({
      ksefUrl: sent.ksefUrl,
      qrUrl: sent.qrUrl,
      sessionReference: sent.sessionReference,
      invoiceReference: sent.invoiceReference,
      offlineMode: sent.offlineMode,
      sentAt: sent.now,
      updatedAt: sent.now,
    })
    .where(sending(id));
}

export async function markAccepted(
  db: Db,
  id: string,
  accepted: {
    ksefNumber: string;
    upoXml: string | null;
    now: Date;
    /** Where KSeF holds it, when not in this row's own send (a duplicate's original). */
    original?: { sessionReference: string; invoiceReference: string | null };
  },
): Promise<void> {
  await db
    .update(t)
    .set({
      status: 'accepted',
      ksefNumber: accepted.ksefNumber,
      upoXml: accepted.upoXml,
      ksefStatusCode: 200,
      lastError: null,
      leaseUntil: null,
      acceptedAt: accepted.now,
      updatedAt: accepted.now,
      ...(accepted.original ?? {}),
    })
    .where(sending(id));
}

/** KSeF refused the invoice: kept with its reason, never sent again unless an admin retries it. */
export async function markRejected(db: Db, id: string, rejected: { code: number | null; reason: string; now: Date }) {
  await db
    .update(t)
    .set({
      status: 'rejected',
      ksefStatusCode: rejected.code,
      lastError: rejected.reason,
      leaseUntil: null,
      updatedAt: rejected.now,
    })
    .where(sending(id));
}

/**
 * Back to the queue, to be sent again (from scratch, in a new session) at `at`. Rows KSeF already took stay
 * `sending` instead (keepPolling): sending them again would make a duplicate.
 */
export async function scheduleRetry(
  db: Db,
  ids: readonly string[],
  retry: { at: Date; error: string; code: number | null; now: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(t)
    .set({
      status: 'queued',
      nextAttemptAt: retry.at,
      lastError: retry.error,
      ksefStatusCode: retry.code,
      sessionReference: null,
      invoiceReference: null,
      leaseUntil: null,
      updatedAt: retry.now,
    })
    .where(and(inArray(t.id, ids), eq(t.status, 'sending')));
}

/** Sent, KSeF not done with it yet: asked about again once the lease runs out at `until`. */
export async function keepPolling(
  db: Db,
  ids: readonly string[],
  poll: { until: Date; error: string | null; now: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(t)
    .set({ leaseUntil: poll.until, lastError: poll.error, updatedAt: poll.now })
    .where(and(inArray(t.id, ids), eq(t.status, 'sending')));
}

/** The queue row that already holds a KSeF number, if any. */
export async function holderOf(db: Db, ksefNumber: string): Promise<string | null> {
  const [holder] = await db.select({ id: t.id }).from(t).where(eq(t.ksefNumber, ksefNumber)).limit(1);
  return holder?.id ?? null;
}

/**
 * Accepted invoices whose UPO could not be fetched when they were (KSeF's trouble then), sent to environment
 * `ksefUrl` (or before migration 0018 kept it) and due again; fetched again.
 */
export function acceptedWithoutUpo(db: Db, ksefUrl: string, now: Date, limit: number) {
  return db
    .select({ id: t.id, sessionReference: t.sessionReference, invoiceReference: t.invoiceReference })
    .from(t)
    .where(
      and(
        eq(t.status, 'accepted'),
        isNull(t.upoXml),
        isNotNull(t.invoiceReference),
        or(isNull(t.ksefUrl), eq(t.ksefUrl, ksefUrl)),
        lte(t.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(t.acceptedAt))
    .limit(limit);
}

export async function storeUpo(db: Db, id: string, upoXml: string, now: Date): Promise<void> {
  await db
    .update(t)
    .set({ upoXml, lastError: null, updatedAt: now })
    .where(and(eq(t.id, id), isNull(t.upoXml)));
}

/** KSeF refused one invoice's UPO (a 4xx): asked for again after the longest wait, the others meanwhile. */
export async function postponeUpo(db: Db, id: string, error: string, now: Date): Promise<void> {
  await db
    .update(t)
    .set({ nextAttemptAt: new Date(now.getTime() + LONGEST_RETRY_MS), lastError: error, updatedAt: now })
    .where(and(eq(t.id, id), eq(t.status, 'accepted')));
}
