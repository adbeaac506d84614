import { Redis } from 'ioredis';
import type { RateLimiter, RateLimitResult, RateLimitRule } from './rate-limiter';

/** The RateLimiter on Redis, so that N instances share one count per key. */
export function createRedisRateLimiter(url: string, prefix = 'parkshare:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const result = (count: number, ttlMs: number, rule: RateLimitRule): RateLimitResult => ({
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: count === 0 ? 0 : Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : rule.windowSeconds * 1000) / 1000)),
  });
  return {
    hit: async (key, rule) => {
      // INCR and PEXPIRE NX in one round trip: the window starts at the first hit and is never extended.
      const replies = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, rule.windowSeconds * 1000, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? -1);
      return result(count, ttl, rule);
    },
    peek: async (key, rule) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return result(Number(count ?? 0), ttl, rule);
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
