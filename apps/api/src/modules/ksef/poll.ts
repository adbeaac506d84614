import { setTimeout as sleep } from 'node:timers/promises';

// KSeF answers authentication and invoice processing asynchronously: the client asks again, a few times, with a
// pause between. Tests pass a pause of 0 and a fake that answers "in progress" a set number of times.

export interface PollOptions {
  /** Pause between two questions. */
  intervalMs: number;
  /** How many questions at most before giving up for now (the queue asks again on its next run). */
  attempts: number;
}

export const DEFAULT_POLL: PollOptions = { intervalMs: 1_000, attempts: 20 };

/** Asks until `done` holds or the attempts run out; returns the last answer (null when never asked). */
export async function pollUntil<T>(
  ask: () => Promise<T>,
  done: (answer: T) => boolean,
  poll: PollOptions,
): Promise<T | null> {
  let answer: T | null = null;
  for (let attempt = 0; attempt < poll.attempts; attempt += 1) {
    if (attempt > 0 && poll.intervalMs > 0) await sleep(poll.intervalMs);
    answer = await ask();
    if (done(answer)) return answer;
  }
  return answer;
}
