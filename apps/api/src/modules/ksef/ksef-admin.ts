import { KSEF_DEADLINE_WARNING_MS, type KsefDeadlineAlert } from '@parkshare/shared/ksef/deadline';
import { KSEF_NOT_IN_KSEF, KSEF_SUBMISSION_STATUSES, type KsefSubmissionStatus } from '@parkshare/shared/ksef/status';
import { formatMessage } from '@parkshare/shared/validation/messages';
import { and, asc, count, eq, inArray, not, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ksefSubmissions, type KsefSubmissionRow } from '../../db/schema/ksef';
import type { Reader } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/errors';
import { afterCursor, cursorTime, keysetOrder, keysetPage, type Page, type PageRequest } from '../../lib/page';
import { isUuid } from '../../lib/tokens';
import { forKsef, verificationUrlOfRow } from './ksef-submissions';

// The admins' view of the KSeF queue (decision 082): how many invoices are in each state, which wait longest and
// which are near or past the law's deadline, the refused ones with KSeF's reasons, and a retry after a fix.

const t = ksefSubmissions;

export interface KsefQueueSummary {
  sending: boolean;
  apiUrl: string | null;
  counts: Record<KsefSubmissionStatus, number>;
  /** Not in KSeF, 12 hours or less before the deadline. */
  nearDeadline: number;
  /** Not in KSeF after the deadline. */
  pastDeadline: number;
  oldestWaiting: KsefSubmissionRow | null;
  /** KSEF_FROM: invoices issued before it are not for KSeF; null when every invoice with XML is. */
  ksefFrom: string | null;
  /** Invoices issued before KSEF_FROM that never reached KSeF: not sent, and counted nowhere else. */
  beforeKsefFrom: number;
}

/**
 * The counts and the longest-waiting invoice (queued or being sent), in three small queries. Near and past the
 * deadline are counted against `now` (not from the sender's alerts, which only run while sending is on): an
 * invoice waiting while KSeF is not configured is just as late in the law's eyes.
 */
export async function ksefQueueSummary(
  db: Reader,
  config: Pick<Config, 'ksef' | 'ksefFrom'>,
  now = new Date(),
): Promise<KsefQueueSummary> {
  const counts = Object.fromEntries(
    KSEF_SUBMISSION_STATUSES.map((status) => [status, 0]),
  ) as KsefQueueSummary['counts'];
  const forKsefNow = forKsef(config.ksefFrom);
  const byStatus = await db.select({ status: t.status, n: count() }).from(t).where(forKsefNow).groupBy(t.status);
  for (const { status, n } of byStatus) counts[status] = n;
  const [before] = forKsefNow ? await db.select({ n: count() }).from(t).where(not(forKsefNow)) : [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const warnFrom = sql`${new Date(now.getTime() + KSEF_DEADLINE_WARNING_MS).toISOString()}::timestamptz`;
  const [deadlines] = await db
    .select({
      passed: sql<number>`count(*) filter (where ${t.deadlineAt} <= ${at})`.mapWith(Number),
      near: sql<number>`count(*) filter (where ${t.deadlineAt} > ${at} and ${t.deadlineAt} <= ${warnFrom})`.mapWith(
        Number,
      ),
    })
    .from(t)
    .where(and(inArray(t.status, [...KSEF_NOT_IN_KSEF]), sql`${t.deadlineAt} <= ${warnFrom}`, forKsefNow));
  const [oldest] = await db
    .select()
    .from(t)
    .where(and(inArray(t.status, ['queued', 'sending']), forKsefNow))
    .orderBy(asc(t.createdAt), asc(t.id))
    .limit(1);
  return {
    sending: config.ksef !== null,
    apiUrl: config.ksef?.url ?? null,
    counts,
    nearDeadline: deadlines?.near ?? 0,
    pastDeadline: deadlines?.passed ?? 0,
    oldestWaiting: oldest ?? null,
    ksefFrom: config.ksefFrom,
    beforeKsefFrom: before?.n ?? 0,
  };
}

/** Where an invoice not in KSeF stands against the law's deadline now; null once accepted or with time to spare. */
export function deadlineAlertOf(
  row: Pick<KsefSubmissionRow, 'status' | 'deadlineAt'>,
  now = new Date(),
): KsefDeadlineAlert | null {
  if (row.status === 'accepted') return null;
  const left = row.deadlineAt.getTime() - now.getTime();
  return left <= 0 ? 'passed' : left <= KSEF_DEADLINE_WARNING_MS ? 'near' : null;
}

/** Refused invoices, the latest refusal first (what an admin just fixed is on top), with KSeF's reasons. */
export async function rejectedKsefSubmissions(db: Reader, page: PageRequest): Promise<Page<KsefSubmissionRow>> {
  const rows = await db
    .select({ row: t, cursorAt: cursorTime(t.updatedAt) })
    .from(t)
    .where(and(eq(t.status, 'rejected'), afterCursor(t.updatedAt, t.id, page.after)))
    .orderBy(...keysetOrder(t.updatedAt, t.id))
    .limit(page.first + 1);
  return keysetPage(rows, page.first);
}

/**
 * An admin sends a refused invoice again after fixing what KSeF objected to (KSEF_NIP, the token's permissions,
 * KSeF's own trouble): back to the queue, due now, with the same XML, its attempts counted afresh (a row given up
 * after KSEF_ROW_ATTEMPTS gets them all again). Only a rejected one can move back.
 */
export async function retryKsefSubmission(db: Db, id: string, now = new Date()): Promise<KsefSubmissionRow> {
  if (!isUuid(id)) throw notFound();
  const [moved] = await db
    .update(t)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      sessionReference: null,
      invoiceReference: null,
      updatedAt: now,
    })
    .where(and(eq(t.id, id), eq(t.status, 'rejected')))
    .returning();
  if (moved) return moved;
  const [exists] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
  if (!exists) throw notFound();
  throw fieldError('id', formatMessage('ksefRetryOnlyRejected'));
}

/**
 * KOD I of a row: in the environment it was sent to (sending on or off); of one not sent yet, in the one it goes to
 * now (null while sending is off).
 */
export const verificationUrlOf = (row: KsefSubmissionRow, config: Pick<Config, 'ksef'>): string | null =>
  verificationUrlOfRow(row, config);
