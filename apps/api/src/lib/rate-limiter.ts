export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters; in memory for one process, Redis when instances must share them. */
export interface RateLimiter {
  /** Counts one hit on the key and says whether it is still within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Reads the counter without counting. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const read = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const result = (count: number, resetAt: number, rule: RateLimitRule): RateLimitResult => ({
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });
  let sweeps = 0;
  return {
    hit: async (key, rule) => {
      // Occasional sweep so that a flood of distinct keys cannot grow the map forever.
      if (++sweeps % 1000 === 0) for (const k of windows.keys()) read(k);
      const entry = read(key) ?? { count: 0, resetAt: now() + rule.windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return result(entry.count, entry.resetAt, rule);
    },
    peek: async (key, rule) => {
      const entry = read(key);
      return entry
        ? result(entry.count, entry.resetAt, rule)
        : { allowed: rule.limit > 0, count: 0, retryAfterSeconds: 0 };
    },
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => undefined,
  };
}
