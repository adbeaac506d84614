import { quotePrice } from '@parkshare/shared/pricing/quote-price';
import { describe, expect, it } from 'vitest';
import { exampleQuote } from './example-quote';

describe('exampleQuote', () => {
  it("the issue's example: 1 h, 5.00/4.00, 2 h 30 min from 10:00 costs 13.00", () => {
    expect(
      exampleQuote(quotePrice, {
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
        startHour: '10:00',
      }),
    ).toEqual({ amount: 1300, nextPeriods: 2, startHour: '10:00' });
  });

  it('shows a few periods for every settlement period', () => {
    const priced = (settlementPeriod: Parameters<typeof exampleQuote>[1]['settlementPeriod']) =>
      exampleQuote(quotePrice, { settlementPeriod, firstPeriodPrice: 1000, nextPeriodPrice: 100, startHour: '20:00' })
        ?.nextPeriods;
    expect(priced('half_hour')).toBe(4);
    expect(priced('half_day_nighttime')).toBe(2);
    expect(priced('full_day')).toBe(2);
    expect(priced('weekend')).toBe(1);
    expect(priced('week')).toBe(1);
    expect(priced('month')).toBe(1);
  });

  it('gives no example for a half-typed hour or a price the engine refuses', () => {
    expect(
      exampleQuote(quotePrice, {
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 500,
        nextPeriodPrice: 400,
        startHour: '1',
      }),
    ).toBeNull();
    expect(
      exampleQuote(quotePrice, {
        settlementPeriod: 'one_hour',
        firstPeriodPrice: 5.5,
        nextPeriodPrice: 400,
        startHour: '10:00',
      }),
    ).toBeNull();
  });
});
