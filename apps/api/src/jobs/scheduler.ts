import type { AppDeps } from '../app-deps';

// Background work (issue 4 onwards): expiring holds, status polls, notification retries, monthly payouts. Every
// instance runs every job; each job must be safe to run on several instances at once (idempotent statements,
// unique keys per period, FOR UPDATE SKIP LOCKED), so there is no leader to elect.

export interface Job {
  name: string;
  /** How often the job runs; a run never overlaps the previous run of the same job on this instance. */
  everyMs: number;
  run(deps: AppDeps, now: Date): Promise<void>;
}

export interface Scheduler {
  /** Runs one job now (tests, or code that wants a job's effect at once); resolves when it ends. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts timers for `timed` jobs; `runNow` reaches every job in `known` (the timed ones and those tests run by hand). */
export function startScheduler(deps: AppDeps, timed: readonly Job[], known: readonly Job[] = timed): Scheduler {
  const running = new Map<string, Promise<void>>();
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  // `dueAt`: when a timed run was due (its lag is measured from it); null for a run asked for by hand.
  const runJob = (job: Job, dueAt: number | null): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current;
    const started = Date.now();
    const run = job
      .run(deps, new Date(started))
      .then(
        () => 'ok' as const,
        (error: unknown) => {
          deps.log.error({ err: error, job: job.name }, 'background job failed');
          deps.errors.capture(error, { job: job.name });
          return 'failed' as const;
        },
      )
      .then((outcome) => {
        const lag = dueAt === null ? null : (started - dueAt) / 1000;
        deps.metrics.jobRun(job.name, lag, outcome, (Date.now() - started) / 1000);
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  // One timer per job, set again after each tick, so that each tick knows when it was due. A tick that finds the
  // previous run still going is skipped, as setInterval's would be, but the next run's lag counts from the first
  // skipped tick: the lag says how long the job's work has been waiting.
  const schedule = (job: Job, dueAt: number, waitingSince: number | null) => {
    const timer = setTimeout(
      () => {
        if (stopped) return;
        const busy = running.has(job.name);
        if (!busy) void runJob(job, waitingSince ?? dueAt);
        // Never more than one tick to catch up after the event loop was held: the next is due a period from now.
        const now = Date.now();
        const next = dueAt + job.everyMs > now ? dueAt + job.everyMs : now + job.everyMs;
        schedule(job, next, busy ? (waitingSince ?? dueAt) : null);
      },
      Math.max(0, dueAt - Date.now()),
    );
    timer.unref();
    timers.set(job.name, timer);
  };
  for (const job of timed) schedule(job, Date.now() + job.everyMs, null);

  return {
    runNow: (name) => {
      const job = known.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      return runJob(job, null);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}
