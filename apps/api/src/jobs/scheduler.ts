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
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runJob = (job: Job): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current;
    const run = job
      .run(deps, new Date())
      .catch((error: unknown) => {
        deps.log.error({ err: error, job: job.name }, 'background job failed');
        deps.errors.capture(error, { job: job.name });
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  for (const job of timed) {
    const timer = setInterval(() => {
      if (!stopped) void runJob(job);
    }, job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    runNow: (name) => {
      const job = known.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      return runJob(job);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
