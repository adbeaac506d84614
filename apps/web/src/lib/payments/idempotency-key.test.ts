import { describe, expect, it } from 'vitest';
import { idempotencyKeys, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are unique and long enough for the server (8 to 100 characters)', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(100);
  });

  it('reuses the key for a retry of the same input and takes a new one for other input', () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ billingAccountId: 'b1', amount: 5000 });
    expect(keyFor({ billingAccountId: 'b1', amount: 5000 })).toBe(first);
    const second = keyFor({ billingAccountId: 'b1', amount: 2000 });
    expect(second).not.toBe(first);
    expect(keyFor({ billingAccountId: 'b1', amount: 2000 })).toBe(second);
  });
});
