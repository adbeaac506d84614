import { describe, expect, it } from 'vitest';
import { planOfRefunds, refundAmounts, refundRoute } from './refund-route';

describe('refund route', () => {
  it('names where the money goes: the payer, the balance, both, or nothing', () => {
    expect(refundRoute({ toPayer: 900, toBalance: 0 })).toBe('payer');
    expect(refundRoute({ toPayer: 0, toBalance: 900 })).toBe('balance');
    expect(refundRoute({ toPayer: 500, toBalance: 400 })).toBe('both');
    expect(refundRoute({ toPayer: 0, toBalance: 0 })).toBeNull();
    expect(refundRoute(null)).toBeNull();
  });

  it('sums refunds by destination and formats each part', () => {
    const plan = planOfRefunds([
      { amount: 400, destination: 'balance' },
      { amount: 200, destination: 'payer' },
      { amount: 100, destination: 'payer' },
    ]);
    expect(plan).toEqual({ toPayer: 300, toBalance: 400 });
    expect(refundAmounts(plan, (grosze) => `${grosze / 100}`)).toEqual({ amount: '7', payer: '3', balance: '4' });
  });
});
