import { describe, expect, it } from 'vitest';
import { quotePrice } from './quote-price';
import { priceList, warsaw } from './test-helpers';
import type { PriceList, SettlementPeriod } from './types';
import { PricingError } from './types';

const basic = priceList({ id: 'basic', isBasic: true });
const quote = (priceLists: PriceList[], from: string, to: string) =>
  quotePrice({ priceLists, from: warsaw(from), to: warsaw(to) });
const amountFor = (period: SettlementPeriod, from: string, to: string, extra: Partial<PriceList> = {}) =>
  quote([priceList({ id: 'p', isBasic: true, settlementPeriod: period, ...extra })], from, to).amount;

describe('the issue example', () => {
  it('bills 10:00–12:30 on a basic 1 h list 5.00/4.00 as 13.00 PLN, line by line', () => {
    const result = quote([basic], '2026-11-23 10:00', '2026-11-23 12:30');
    expect(result).toMatchObject({ amount: 1300, currency: 'PLN', priceListId: 'basic' });
    expect(result.breakdown).toEqual([
      {
        kind: 'first',
        start: warsaw('2026-11-23 10:00'),
        end: warsaw('2026-11-23 11:00'),
        periods: 1,
        unitPrice: 500,
        price: 500,
      },
      {
        kind: 'next',
        start: warsaw('2026-11-23 11:00'),
        end: warsaw('2026-11-23 13:00'),
        periods: 2,
        unitPrice: 400,
        price: 800,
      },
    ]);
  });

  it('charges 14.00 on Saturday 10:00–12:00 when a Saturday list 8.00/6.00 sits beside the basic one', () => {
    const saturday = priceList({ id: 'sat', days: ['sat'], firstPeriodPrice: 800, nextPeriodPrice: 600 });
    expect(quote([basic, saturday], '2026-11-21 10:00', '2026-11-21 12:00')).toMatchObject({
      amount: 1400,
      priceListId: 'sat',
    });
    // On a Monday the Saturday list does not apply.
    expect(quote([basic, saturday], '2026-11-23 10:00', '2026-11-23 12:00')).toMatchObject({
      amount: 900,
      priceListId: 'basic',
    });
  });
});

describe('settlement periods', () => {
  it('half hour: 30 min each', () => {
    expect(amountFor('half_hour', '2026-11-23 10:00', '2026-11-23 10:30')).toBe(500);
    expect(amountFor('half_hour', '2026-11-23 10:00', '2026-11-23 11:10')).toBe(500 + 2 * 400);
  });

  it('one hour: a period just started is billed whole, an exact end is not a new period', () => {
    expect(amountFor('one_hour', '2026-11-23 10:00', '2026-11-23 10:01')).toBe(500);
    expect(amountFor('one_hour', '2026-11-23 10:00', '2026-11-23 12:00')).toBe(900);
    expect(amountFor('one_hour', '2026-11-23 10:00', '2026-11-23 12:01')).toBe(1300);
  });

  it('half day daytime: 12 h from the start; the 08:00–20:00 hours only decide where a stay may start', () => {
    const daytime = { isBasic: false, startHour: '08:00', endHour: '20:00' };
    expect(amountFor('half_day_daytime', '2026-11-23 09:00', '2026-11-23 21:00', daytime)).toBe(500);
    expect(amountFor('half_day_daytime', '2026-11-23 09:00', '2026-11-24 10:00', daytime)).toBe(500 + 2 * 400);
    expect(() => amountFor('half_day_daytime', '2026-11-23 20:00', '2026-11-23 21:00', daytime)).toThrow(PricingError);
  });

  it('half day nighttime: 12 h from the start, starting within 20:00–08:00', () => {
    const night = { isBasic: false, startHour: '20:00', endHour: '08:00' };
    expect(amountFor('half_day_nighttime', '2026-11-23 21:00', '2026-11-24 09:00', night)).toBe(500);
    expect(amountFor('half_day_nighttime', '2026-11-24 07:00', '2026-11-24 19:01', night)).toBe(900);
    expect(() => amountFor('half_day_nighttime', '2026-11-24 09:00', '2026-11-24 10:00', night)).toThrow(PricingError);
  });

  it('full day: 24 h', () => {
    expect(amountFor('full_day', '2026-11-23 10:00', '2026-11-24 10:00')).toBe(500);
    expect(amountFor('full_day', '2026-11-23 10:00', '2026-11-24 10:01')).toBe(900);
  });

  it('weekend: one 48 h block from the start', () => {
    expect(amountFor('weekend', '2026-11-21 08:00', '2026-11-23 08:00')).toBe(500);
    expect(amountFor('weekend', '2026-11-21 08:00', '2026-11-23 09:00')).toBe(900);
  });

  it('week: 7 days', () => {
    expect(amountFor('week', '2026-11-23 10:00', '2026-11-30 10:00')).toBe(500);
    expect(amountFor('week', '2026-11-23 10:00', '2026-12-01 10:00')).toBe(900);
  });

  it('month: a calendar month from the start, clamped to the last day, anchored on the start', () => {
    expect(amountFor('month', '2026-01-31 10:00', '2026-02-28 10:00')).toBe(500);
    expect(amountFor('month', '2026-01-31 10:00', '2026-02-28 10:01')).toBe(900);
    expect(amountFor('month', '2026-01-31 10:00', '2026-03-31 10:00')).toBe(900); // not 28 Mar
    expect(amountFor('month', '2026-01-31 10:00', '2026-03-31 10:01')).toBe(1300);
    const result = quote([priceList({ id: 'm', settlementPeriod: 'month' })], '2026-01-31 10:00', '2026-03-01 00:00');
    expect(result.breakdown.map((line) => [line.end, line.periods])).toEqual([
      [warsaw('2026-02-28 10:00'), 1],
      [warsaw('2026-03-31 10:00'), 1],
    ]);
  });

  it('month: leap February 2028 and months of 30 days', () => {
    expect(amountFor('month', '2028-01-31 10:00', '2028-02-29 10:00')).toBe(500);
    expect(amountFor('month', '2028-01-31 10:00', '2028-02-29 10:01')).toBe(900);
    expect(amountFor('month', '2026-04-30 10:00', '2026-05-30 10:00')).toBe(500);
    expect(amountFor('month', '2026-03-15 10:00', '2027-03-15 10:00')).toBe(500 + 11 * 400);
  });

  it('month: follows the local calendar across DST (15 Mar 10:00 → 15 Apr 10:00 local is one month)', () => {
    expect(amountFor('month', '2026-03-15 10:00', '2026-04-15 10:00')).toBe(500);
    expect(amountFor('month', '2026-10-15 10:00', '2026-11-15 10:00')).toBe(500);
    expect(amountFor('month', '2026-10-15 10:00', '2026-11-15 10:01')).toBe(900);
  });
});

describe('overlapping lists', () => {
  it('charges the highest total even when another list is cheaper per period at first', () => {
    const cheapStart = priceList({ id: 'cheap-start', firstPeriodPrice: 100, nextPeriodPrice: 700 });
    const dearStart = priceList({ id: 'dear-start', firstPeriodPrice: 1000, nextPeriodPrice: 100 });
    expect(quote([cheapStart, dearStart], '2026-11-23 10:00', '2026-11-23 11:00').priceListId).toBe('dear-start');
    expect(quote([cheapStart, dearStart], '2026-11-23 10:00', '2026-11-23 15:00').priceListId).toBe('cheap-start');
  });

  it('compares lists with different periods over the whole stay', () => {
    const daily = priceList({
      id: 'daily',
      settlementPeriod: 'full_day',
      firstPeriodPrice: 3000,
      nextPeriodPrice: 3000,
    });
    expect(quote([basic, daily], '2026-11-23 10:00', '2026-11-23 12:00')).toMatchObject({
      amount: 3000,
      priceListId: 'daily',
    });
    expect(quote([basic, daily], '2026-11-23 10:00', '2026-11-24 10:00')).toMatchObject({
      amount: 500 + 23 * 400,
      priceListId: 'basic',
    });
  });

  it('never charges less than the basic list: a cheaper Saturday list does not lower the price', () => {
    const cheapSaturday = priceList({ id: 'sat', days: ['sat'], firstPeriodPrice: 100, nextPeriodPrice: 100 });
    expect(quote([basic, cheapSaturday], '2026-11-21 10:00', '2026-11-21 12:00').priceListId).toBe('basic');
  });

  it('breaks ties deterministically: a specific list over the basic one, then the smaller id, whatever the order', () => {
    const twinA = priceList({ id: 'a' });
    const twinB = priceList({ id: 'b' });
    expect(quote([basic, twinB, twinA], '2026-11-23 10:00', '2026-11-23 12:00').priceListId).toBe('a');
    expect(quote([twinA, twinB, basic], '2026-11-23 10:00', '2026-11-23 12:00').priceListId).toBe('a');
    expect(quote([basic, twinB], '2026-11-23 10:00', '2026-11-23 12:00').priceListId).toBe('b');
  });

  it('ignores a list that starts applying only later in the stay', () => {
    const saturday = priceList({ id: 'sat', days: ['sat'], firstPeriodPrice: 5000, nextPeriodPrice: 5000 });
    // Friday 23:00 to Saturday 02:00: the Saturday list applies from midnight, but not at the start.
    expect(quote([basic, saturday], '2026-11-20 23:00', '2026-11-21 02:00')).toMatchObject({
      amount: 1300,
      priceListId: 'basic',
    });
    const evening = priceList({ id: 'evening', startHour: '18:00', endHour: '23:00', firstPeriodPrice: 5000 });
    expect(quote([basic, evening], '2026-11-23 17:59', '2026-11-23 20:00').priceListId).toBe('basic');
  });

  it('accepts days as a Set as well as an array', () => {
    const saturday = priceList({
      id: 'sat',
      days: new Set(['sat'] as const),
      firstPeriodPrice: 800,
      nextPeriodPrice: 600,
    });
    expect(quote([basic, saturday], '2026-11-21 10:00', '2026-11-21 12:00').amount).toBe(1400);
  });
});
