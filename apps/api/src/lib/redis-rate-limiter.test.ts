import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

const redis = createRedisRateLimiter(
  process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  `parkshare:test:${randomBytes(4).toString('hex')}:`,
);
afterAll(() => redis.close());

describe.each([
  ['memory', createMemoryRateLimiter()],
  ['redis', redis],
])('%s rate limiter', (_name, limiter) => {
  it('counts hits in a window, peeks without counting, resets', async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    expect((await limiter.peek('k', rule)).count).toBe(0);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    const third = await limiter.hit('k', rule);
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.peek('k', rule)).count).toBe(3);
    await limiter.reset('k');
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });

  it('lets the window expire', async () => {
    const rule = { limit: 1, windowSeconds: 1 };
    await limiter.hit('short', rule);
    expect((await limiter.hit('short', rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.hit('short', rule)).allowed).toBe(true);
  });
});
