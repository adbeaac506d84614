import { describe, expect, it } from 'vitest';
import { quotePrice } from './quote-price';
import { priceList, warsaw } from './test-helpers';
import type { PricingErrorCode, QuoteInput } from './types';
import { PricingError } from './types';

const basic = priceList({ id: 'basic', isBasic: true });
const from = warsaw('2026-11-23 10:00');
const to = warsaw('2026-11-23 12:00');

function codeOf(input: QuoteInput): PricingErrorCode | undefined {
  try {
    quotePrice(input);
  } catch (error) {
    if (error instanceof PricingError) return error.code;
    throw error;
  }
  return undefined;
}

describe('inputs the engine refuses', () => {
  it('rejects zero-length and reversed stays', () => {
    expect(codeOf({ priceLists: [basic], from, to: from })).toBe('INVALID_STAY');
    expect(codeOf({ priceLists: [basic], from: to, to: from })).toBe('INVALID_STAY');
    expect(codeOf({ priceLists: [basic], from: new Date('nope'), to })).toBe('INVALID_STAY');
  });

  it('says when no list applies at the start', () => {
    expect(codeOf({ priceLists: [], from, to })).toBe('NO_APPLICABLE_PRICE_LIST');
    expect(codeOf({ priceLists: [priceList({ id: 'sat', days: ['sat'] })], from, to })).toBe(
      'NO_APPLICABLE_PRICE_LIST',
    );
  });

  it('rejects prices that are not whole, non-negative grosze', () => {
    for (const price of [12.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(codeOf({ priceLists: [priceList({ id: 'x', isBasic: true, nextPeriodPrice: price })], from, to })).toBe(
        'INVALID_PRICE_LIST',
      );
    }
  });

  it('rejects hours that are not HH:MM', () => {
    for (const hour of ['8:00', '24:00', '12:60', '']) {
      expect(codeOf({ priceLists: [basic, priceList({ id: 'x', startHour: hour })], from, to })).toBe(
        'INVALID_PRICE_LIST',
      );
    }
  });

  it('rejects an unknown time zone', () => {
    expect(codeOf({ priceLists: [basic], from, to, timeZone: 'Mars/Olympus' })).toBe('INVALID_TIME_ZONE');
  });

  it('rejects an amount beyond safe integers instead of rounding it', () => {
    const huge = priceList({
      id: 'huge',
      isBasic: true,
      settlementPeriod: 'half_hour',
      nextPeriodPrice: Number.MAX_SAFE_INTEGER,
    });
    expect(codeOf({ priceLists: [huge], from, to })).toBe('AMOUNT_TOO_LARGE');
  });

  it('accepts free periods (price 0) and always returns integer grosze', () => {
    const free = priceList({ id: 'free', isBasic: true, firstPeriodPrice: 0, nextPeriodPrice: 0 });
    expect(quotePrice({ priceLists: [free], from, to }).amount).toBe(0);
  });
});
