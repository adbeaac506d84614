import { describe, expect, it } from 'vitest';
import { nextStartWhenApplies, shortStayWarnings, stayPrices } from './stay-prices';
import { priceList, warsaw } from './test-helpers';

const basic = priceList({ id: 'basic', isBasic: true });
// WAR-MOK12 as it was seeded: an all-day list per full day, every day, beside the basic 5.00/4.00 per hour.
const day = priceList({ id: 'day', settlementPeriod: 'full_day', firstPeriodPrice: 6000, nextPeriodPrice: 5000 });

describe('stayPrices', () => {
  it('prices the booking presets (30 min, 1 h, 2 h) with the highest applicable list, as a booking would', () => {
    expect(stayPrices({ priceLists: [basic], from: warsaw('2026-11-23 10:00') })).toEqual([
      { minutes: 30, amount: 500, priceListId: 'basic' },
      { minutes: 60, amount: 500, priceListId: 'basic' },
      { minutes: 120, amount: 900, priceListId: 'basic' },
    ]);
    // The surprise: the day list wins even for 30 minutes.
    expect(stayPrices({ priceLists: [basic, day], from: warsaw('2026-11-23 10:00') }).map((p) => p.amount)).toEqual([
      6000, 6000, 6000,
    ]);
  });

  it('takes other lengths, and leaves out a length no list prices', () => {
    expect(stayPrices({ priceLists: [basic], from: warsaw('2026-11-23 10:00'), minutes: [1440] })).toEqual([
      { minutes: 1440, amount: 500 + 23 * 400, priceListId: 'basic' },
    ]);
    const saturday = priceList({ id: 'sat', days: ['sat'] });
    expect(stayPrices({ priceLists: [saturday], from: warsaw('2026-11-23 10:00') })).toEqual([]);
  });
});

describe('nextStartWhenApplies', () => {
  it('is the moment itself when the list applies already', () => {
    const from = warsaw('2026-11-23 10:17');
    expect(nextStartWhenApplies(basic, from)).toEqual(from);
  });

  it('is the start hour of the next day the list names, in Warsaw time', () => {
    const weekend = priceList({ id: 'we', days: ['sat', 'sun'], startHour: '08:00', endHour: '20:00' });
    expect(nextStartWhenApplies(weekend, warsaw('2026-11-23 10:00'))).toEqual(warsaw('2026-11-28 08:00'));
    // Later the same day, when the hours are still to come.
    const evening = priceList({ id: 'ev', startHour: '18:00', endHour: '22:00' });
    expect(nextStartWhenApplies(evening, warsaw('2026-11-23 10:00'))).toEqual(warsaw('2026-11-23 18:00'));
  });

  it('finds an event months ahead, and is null for malformed hours', () => {
    const newYear = priceList({ id: 'ny', days: ['new_year'] });
    expect(nextStartWhenApplies(newYear, warsaw('2026-11-23 10:00'))).toEqual(warsaw('2026-12-31 00:00'));
    expect(
      nextStartWhenApplies(priceList({ id: 'x', days: ['mon'], startHour: '25:00' }), warsaw('2026-11-22 10:00')),
    ).toBeNull();
  });
});

describe('shortStayWarnings', () => {
  const from = warsaw('2026-11-23 10:00');

  it('warns that a day list makes 30 minutes cost a day, more than 3 times the basic price', () => {
    expect(shortStayWarnings({ list: day, priceLists: [basic, day], from })).toEqual([
      { kind: 'dearer', amount: 6000, basic: 500 },
      { kind: 'long_period', amount: 6000, settlementPeriod: 'full_day' },
    ]);
  });

  it('says nothing for a list a little dearer than the basic one', () => {
    const peak = priceList({ id: 'peak', firstPeriodPrice: 800, nextPeriodPrice: 600 });
    expect(shortStayWarnings({ list: peak, priceLists: [basic, peak], from })).toEqual([]);
  });

  it('warns at exactly more than 3 times: 15.00 is not, 15.01 is', () => {
    const at = priceList({ id: 'at', firstPeriodPrice: 1500 });
    expect(shortStayWarnings({ list: at, priceLists: [basic, at], from })).toEqual([]);
    const over = priceList({ id: 'over', firstPeriodPrice: 1501 });
    expect(shortStayWarnings({ list: over, priceLists: [basic, over], from })).toEqual([
      { kind: 'dearer', amount: 1501, basic: 500 },
    ]);
  });

  it('warns about a basic list billed per day (no other list to compare with)', () => {
    const dailyBasic = priceList({ id: 'b', isBasic: true, settlementPeriod: 'full_day', firstPeriodPrice: 4000 });
    expect(shortStayWarnings({ list: dailyBasic, priceLists: [dailyBasic], from })).toEqual([
      { kind: 'long_period', amount: 4000, settlementPeriod: 'full_day' },
    ]);
  });

  it('says nothing about a day list a dearer list outbids anyway, or a free one', () => {
    const cheapDay = priceList({ id: 'cd', settlementPeriod: 'full_day', firstPeriodPrice: 300 });
    expect(shortStayWarnings({ list: cheapDay, priceLists: [basic, cheapDay], from })).toEqual([]);
  });
});
