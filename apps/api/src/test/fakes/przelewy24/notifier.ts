// The fake's notifications: queued when something happens, POSTed as JSON to the merchant's URL at once, and
// retried as the contract says — a transaction notification "after 3, 5, 15, 30, 60, 150 and 450 minutes" until the
// merchant has verified the transaction; the others until the merchant answers 2xx. The clock is the fake's own, so
// a test moves it (advance) instead of waiting. A test may also hold deliveries, lose them, replay any of them and
// deliver them in any order.

export type NotificationKind = 'transaction' | 'blik' | 'refund' | 'alias';

export interface FakeNotification {
  id: number;
  kind: NotificationKind;
  orderId: number | undefined;
  url: string;
  body: string;
  attempts: number;
  /** The merchant's answers, in order (0: no answer at all). */
  answers: number[];
  /** When the next retry is due on the fake's clock, or null when none is. */
  nextAttemptAt: number | null;
  /** A 2xx was received (a transaction notification may still be retried until verified). */
  accepted: boolean;
}

/** Sends one POST; answers the HTTP status (0 when nothing answered). */
export type FakeTransport = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export const fetchTransport: FakeTransport = async (url, body, headers) => {
  try {
    const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
};

/** Minutes after the first delivery at which the contract retries a transaction notification. */
export const RETRY_MINUTES = [3, 5, 15, 30, 60, 150, 450];

export interface Notifier {
  queue(
    kind: NotificationKind,
    url: string | undefined,
    body: unknown,
    orderId?: number,
  ): Promise<FakeNotification | null>;
  /** One delivery now, whatever its state (a replay when it was delivered before). Answers the HTTP status. */
  deliver(id: number): Promise<number>;
  /** Runs the retries due by the fake's clock. */
  runDue(): Promise<void>;
  list(): FakeNotification[];
  /** Deliveries wait in the queue (not attempted) until release(). */
  hold(): void;
  /** Delivers what waited, in queue order (or reversed), and stops holding. */
  release(options?: { reverse?: boolean }): Promise<void>;
  now(): number;
  advance(ms: number): Promise<void>;
}

export function createNotifier(options: {
  transport: FakeTransport;
  /** Whether a transaction notification still needs retries (its transaction is not verified). */
  unverified: (orderId: number) => boolean;
}): Notifier {
  const notifications: FakeNotification[] = [];
  const waiting: number[] = [];
  let holding = false;
  let offset = 0;
  let nextId = 1;
  const now = () => Date.now() + offset;

  const stillWanted = (n: FakeNotification) =>
    n.kind === 'transaction' && n.orderId !== undefined ? options.unverified(n.orderId) : !n.accepted;

  async function attempt(n: FakeNotification, scheduled: boolean): Promise<number> {
    const first = n.attempts === 0;
    n.attempts += 1;
    const status = await options.transport(n.url, n.body, { 'content-type': 'application/json' });
    n.answers.push(status);
    if (status >= 200 && status < 300) n.accepted = true;
    if (first || scheduled) {
      const retries = n.answers.length - 1;
      n.nextAttemptAt =
        stillWanted(n) && retries < RETRY_MINUTES.length ? now() + (RETRY_MINUTES[retries] ?? 0) * 60_000 : null;
    }
    return status;
  }

  return {
    async queue(kind, url, body, orderId) {
      if (!url) return null;
      const n: FakeNotification = {
        id: nextId++,
        kind,
        orderId,
        url,
        body: JSON.stringify(body),
        attempts: 0,
        answers: [],
        nextAttemptAt: null,
        accepted: false,
      };
      notifications.push(n);
      if (holding) waiting.push(n.id);
      else await attempt(n, true);
      return n;
    },
    async deliver(id) {
      const n = notifications.find((item) => item.id === id);
      if (!n) throw new Error(`no notification ${id}`);
      return attempt(n, false);
    },
    async runDue() {
      for (const n of notifications) {
        if (n.nextAttemptAt !== null && n.nextAttemptAt <= now()) {
          if (stillWanted(n)) await attempt(n, true);
          else n.nextAttemptAt = null;
        }
      }
    },
    list: () => notifications,
    hold() {
      holding = true;
    },
    async release({ reverse = false } = {}) {
      holding = false;
      const ids = waiting.splice(0);
      for (const id of reverse ? ids.reverse() : ids) {
        const n = notifications.find((item) => item.id === id);
        if (n) await attempt(n, true);
      }
    },
    now,
    async advance(ms) {
      offset += ms;
      await this.runDue();
    },
  };
}
