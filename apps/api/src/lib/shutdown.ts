import { Worker } from 'node:worker_threads';

/** After SIGTERM or SIGINT the process is gone within this time, whatever else happens (issue 13). */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** Of which requests in flight get this much; then the database is closed under them. */
export const SHUTDOWN_REQUESTS_MS = 6_000;
/** And closing the database this much. */
export const SHUTDOWN_DATABASE_MS = 2_500;

/** True when `promise` settled within `ms` (fulfilled or rejected), false when the time ran out first. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = promise.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Runs in its own thread: its timer fires even while the main thread is stuck (a write to a terminal that stopped
// reading blocks the thread inside the system call, where no JavaScript timer can run).
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);
`;

/**
 * The last resort of a shutdown: a worker thread kills the process `ms` from now unless it has exited by then.
 * The orderly path (main.ts) finishes well before; this only acts when the main thread cannot run any more. A
 * lock left behind by the killed process is taken over by the next start (db/lock.ts).
 */
export function startShutdownWatchdog(ms: number = SHUTDOWN_DEADLINE_MS): void {
  // No execArgv: a loader the process was started with (tsx in development) would make the thread's start-up
  // wait for the stuck main thread.
  const worker = new Worker(WATCHDOG, { eval: true, execArgv: [], workerData: { pid: process.pid, ms } });
  worker.unref();
}
