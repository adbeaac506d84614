import { KSEF_DEADLINE_WARNING_MS } from '@parkshare/shared/ksef/deadline';
import { KSEF_NOT_IN_KSEF } from '@parkshare/shared/ksef/status';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { KsefConfig } from '../../config-ksef';
import { ksefSubmissions } from '../../db/schema/ksef';
import { KsefClient } from './ksef-client';
import { KsefError } from './ksef-http';
import { acceptedWithoutUpo, claimDue, postponeUpo, storeUpo } from './ksef-queue';
import { forKsef } from './ksef-submissions';
import { DEFAULT_POLL, type PollOptions } from './poll';
import { SendRun, type RunTally } from './send-run';

// The KSeF sender (decision 082), run by the `ksef.send` job on every instance: it watches the law's deadlines,
// claims what is due, sends it (send-run.ts) and fetches receipts KSeF could not give at once. Off unless
// KSEF_TOKEN and KSEF_NIP are set.

/** Invoices per run, all in one online session (KSeF takes 30 invoices a minute in a session group). */
export const KSEF_BATCH = 20;
const UPO_SWEEP = 20;

interface KsefRuntime {
  client: KsefClient;
  /** After a 429: nothing is sent from this instance before this moment (Retry-After). */
  pausedUntil: Date | null;
}

// One client (and its tokens) per configuration object, i.e. per app: tests run several apps in one process.
const runtimes = new WeakMap<KsefConfig, KsefRuntime>();

function runtimeFor(config: KsefConfig, poll: PollOptions): KsefRuntime {
  let runtime = runtimes.get(config);
  if (!runtime) {
    runtime = { client: new KsefClient(config, poll), pausedUntil: null };
    runtimes.set(config, runtime);
  }
  runtime.client.poll = poll;
  return runtime;
}

export interface KsefRunOptions {
  now?: Date;
  poll?: PollOptions;
  batchSize?: number;
}

export interface KsefRunReport extends RunTally {
  claimed: number;
  /** Set when the run stopped on KSeF's or the network's failure: the next attempt. */
  stoppedUntil: Date | null;
}

/** One run of the sender. Never throws for KSeF's failures: they are written to the rows and logged. */
export async function sendDueKsef(deps: AppDeps, options: KsefRunOptions = {}): Promise<KsefRunReport> {
  const report: KsefRunReport = { claimed: 0, accepted: 0, rejected: 0, retried: 0, waiting: 0, stoppedUntil: null };
  const config = deps.config.ksef;
  if (!config) return report;
  const now = options.now ?? new Date();
  await watchDeadlines(deps, now);
  const runtime = runtimeFor(config, options.poll ?? DEFAULT_POLL);
  if (runtime.pausedUntil && runtime.pausedUntil > now) return { ...report, stoppedUntil: runtime.pausedUntil };
  const claimed = await claimDue(deps.db, now, options.batchSize ?? KSEF_BATCH, deps.config.ksefFrom);
  report.claimed = claimed.length;
  const run = new SendRun(deps, runtime.client, now, report);
  try {
    if (claimed.length > 0) await run.process(claimed, config.nip);
    await fetchMissingUpos(deps, runtime.client, config.url, now);
  } catch (error) {
    report.stoppedUntil = await run.abort(error);
    if (error instanceof KsefError && error.failure === 'rate_limited') runtime.pausedUntil = report.stoppedUntil;
    const level = error instanceof KsefError && error.failure !== 'forbidden' ? 'warn' : 'error';
    deps.log[level]({ err: error, retryAt: report.stoppedUntil }, 'KSeF sending stopped; it resumes at retryAt');
  }
  return report;
}

// One invoice's UPO refused (a 4xx that is not about authentication) is that invoice's trouble: it waits, the
// others are fetched. Anything else is KSeF's or the network's and stops the run.
async function fetchMissingUpos(deps: AppDeps, client: KsefClient, ksefUrl: string, now: Date): Promise<void> {
  for (const row of await acceptedWithoutUpo(deps.db, ksefUrl, now, UPO_SWEEP)) {
    if (!row.sessionReference || !row.invoiceReference) continue;
    let upo: string;
    try {
      upo = await client.invoiceUpo(row.sessionReference, row.invoiceReference);
    } catch (error) {
      if (!(error instanceof KsefError) || error.failure !== 'refused') throw error;
      await postponeUpo(deps.db, row.id, error.message, now);
      continue;
    }
    await storeUpo(deps.db, row.id, upo, now);
  }
}

/**
 * Says, once per level and invoice, that an invoice not in KSeF is close to its deadline (12 hours left) or past
 * it: an error in the log, and the admin's KSeF queue counts it. The update is the claim, so with several
 * instances each alert is logged once.
 */
export async function watchDeadlines(deps: Pick<AppDeps, 'db' | 'log' | 'config'>, now: Date): Promise<void> {
  const t = ksefSubmissions;
  // An invoice issued before KSEF_FROM has no KSeF deadline: it is not for KSeF.
  const waiting = and(inArray(t.status, [...KSEF_NOT_IN_KSEF]), forKsef(deps.config.ksefFrom));
  const fields = {
    id: t.id,
    invoiceId: t.invoiceId,
    invoiceNumber: t.invoiceNumber,
    deadlineAt: t.deadlineAt,
    status: t.status,
  };
  const passed = await deps.db
    .update(t)
    .set({ deadlineAlert: 'passed' })
    .where(and(waiting, lte(t.deadlineAt, now), or(isNull(t.deadlineAlert), eq(t.deadlineAlert, 'near'))))
    .returning(fields);
  for (const row of passed) {
    deps.log.error({ ksefSubmission: row }, 'KSeF deadline passed: an invoice is still not in KSeF');
  }
  const near = await deps.db
    .update(t)
    .set({ deadlineAlert: 'near' })
    .where(
      and(
        waiting,
        gt(t.deadlineAt, now),
        lte(t.deadlineAt, new Date(now.getTime() + KSEF_DEADLINE_WARNING_MS)),
        isNull(t.deadlineAlert),
      ),
    )
    .returning(fields);
  for (const row of near) {
    deps.log.error(
      { ksefSubmission: row },
      'KSeF deadline near: an invoice is not in KSeF and its deadline is within 12 hours',
    );
  }
}
