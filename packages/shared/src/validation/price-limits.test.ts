import { describe, expect, it } from 'vitest';
import { SETTLEMENT_PERIODS } from '../pricing/types';
import { MIN_PRICE, PRICE_LIMITS, unusualPrices } from './price-limits';

describe('PRICE_LIMITS', () => {
  it('keeps every usual range inside the hard limits, and longer periods allow more', () => {
    for (const period of SETTLEMENT_PERIODS) {
      const limit = PRICE_LIMITS[period];
      expect(MIN_PRICE).toBeLessThanOrEqual(limit.usualMin);
      expect(limit.usualMin).toBeLessThan(limit.usualMax);
      expect(limit.usualMax).toBeLessThan(limit.max);
    }
    expect(PRICE_LIMITS.one_hour.max).toBeLessThan(PRICE_LIMITS.full_day.max);
    expect(PRICE_LIMITS.full_day.max).toBeLessThan(PRICE_LIMITS.month.max);
  });
});

describe('unusualPrices', () => {
  it('is empty for ordinary prices', () => {
    expect(unusualPrices({ settlementPeriod: 'one_hour', firstPeriodPrice: 500, nextPeriodPrice: 400 })).toEqual([]);
  });

  it('names each price outside the usual range of its period, low or high', () => {
    expect(unusualPrices({ settlementPeriod: 'one_hour', firstPeriodPrice: 150, nextPeriodPrice: 9_000 })).toEqual([
      { field: 'firstPeriodPrice', amount: 150, side: 'low', usual: 200 },
      { field: 'nextPeriodPrice', amount: 9_000, side: 'high', usual: 5_000 },
    ]);
    // 90 zł is a usual day, not a usual hour.
    expect(unusualPrices({ settlementPeriod: 'full_day', firstPeriodPrice: 9_000, nextPeriodPrice: 9_000 })).toEqual(
      [],
    );
  });

  it('leaves out prices validation refuses anyway', () => {
    expect(unusualPrices({ settlementPeriod: 'one_hour', firstPeriodPrice: 0, nextPeriodPrice: 9_999_900 })).toEqual(
      [],
    );
  });
});
