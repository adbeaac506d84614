// Days, events, hours and DST: which lists apply at the start of a stay, and how long a stay really is.
import { describe, expect, it } from 'vitest';
import { quotePrice } from './quote-price';
import { HOUR_MS, priceList, warsaw } from './test-helpers';
import type { DayOrEvent, PriceList } from './types';

const basic = priceList({ id: 'basic', isBasic: true });
const special = (days: DayOrEvent[], extra: Partial<PriceList> = {}) =>
  priceList({ id: 'special', days, firstPeriodPrice: 2000, nextPeriodPrice: 2000, ...extra });
const chosen = (list: PriceList, from: string) =>
  quotePrice({ priceLists: [basic, list], from: warsaw(from), to: new Date(warsaw(from).getTime() + HOUR_MS) })
    .priceListId;

describe('days and events at the start', () => {
  it('holiday: 11 Nov 2026 and Easter Monday 2026-04-06, not the day before', () => {
    expect(chosen(special(['holiday']), '2026-11-11 12:00')).toBe('special');
    expect(chosen(special(['holiday']), '2026-04-06 00:00')).toBe('special');
    expect(chosen(special(['holiday']), '2026-11-10 23:59')).toBe('basic');
  });

  it('long weekend: each of 1–3 May 2026, not 30 April or 4 May', () => {
    for (const day of ['2026-05-01 09:00', '2026-05-02 09:00', '2026-05-03 23:59']) {
      expect(chosen(special(['long_weekend']), day)).toBe('special');
    }
    expect(chosen(special(['long_weekend']), '2026-04-30 23:59')).toBe('basic');
    expect(chosen(special(['long_weekend']), '2026-05-04 00:00')).toBe('basic');
  });

  it('new year: 31 Dec 00:00 to 1 Jan 24:00 local', () => {
    expect(chosen(special(['new_year']), '2026-12-31 00:00')).toBe('special');
    expect(chosen(special(['new_year']), '2027-01-01 23:59')).toBe('special');
    expect(chosen(special(['new_year']), '2026-12-30 23:59')).toBe('basic');
    expect(chosen(special(['new_year']), '2027-01-02 00:00')).toBe('basic');
  });

  it('weekdays are local: Saturday 00:30 in Warsaw is Saturday although it is still Friday 22:30 in UTC', () => {
    expect(chosen(special(['sat']), '2026-07-25 00:30')).toBe('special');
    expect(chosen(special(['fri']), '2026-07-25 00:30')).toBe('basic');
  });

  it('any one matching day or event is enough', () => {
    expect(chosen(special(['tue', 'holiday']), '2026-11-11 12:00')).toBe('special');
  });

  it('a list with no days never applies unless it is the basic one', () => {
    expect(chosen(special([]), '2026-11-23 12:00')).toBe('basic');
    const onlyBasic = priceList({ id: 'only', isBasic: true, days: [], startHour: '08:00', endHour: '09:00' });
    expect(
      quotePrice({ priceLists: [onlyBasic], from: warsaw('2026-11-23 22:00'), to: warsaw('2026-11-23 23:00') }).amount,
    ).toBe(500);
  });
});

describe('hours at the start', () => {
  const night = special(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], { startHour: '22:00', endHour: '06:00' });

  it('a 22:00–06:00 list applies at 22:00, 23:30 and 05:00, not at 06:00 or 07:00', () => {
    expect(chosen(night, '2026-11-23 22:00')).toBe('special');
    expect(chosen(night, '2026-11-23 23:30')).toBe('special');
    expect(chosen(night, '2026-11-24 05:00')).toBe('special');
    expect(chosen(night, '2026-11-24 06:00')).toBe('basic');
    expect(chosen(night, '2026-11-24 07:00')).toBe('basic');
    expect(chosen(night, '2026-11-24 21:59')).toBe('basic');
  });

  it('the hours after midnight belong to the day the window opened', () => {
    const fridayNight = special(['fri'], { startHour: '22:00', endHour: '06:00' });
    expect(chosen(fridayNight, '2026-11-21 05:00')).toBe('special'); // Saturday morning, Friday's night
    expect(chosen(fridayNight, '2026-11-20 05:00')).toBe('basic'); // Friday morning belongs to Thursday
    expect(chosen(fridayNight, '2026-11-20 23:00')).toBe('special');
  });

  it('a same-day window is [start, end)', () => {
    const office = special(['mon'], { startHour: '08:00', endHour: '17:00' });
    expect(chosen(office, '2026-11-23 08:00')).toBe('special');
    expect(chosen(office, '2026-11-23 16:59')).toBe('special');
    expect(chosen(office, '2026-11-23 17:00')).toBe('basic');
    expect(chosen(office, '2026-11-23 07:59')).toBe('basic');
  });

  it('equal start and end mean around the clock', () => {
    const allDay = special(['mon'], { startHour: '07:00', endHour: '07:00' });
    expect(chosen(allDay, '2026-11-23 00:00')).toBe('special');
    expect(chosen(allDay, '2026-11-23 23:59')).toBe('special');
  });

  it('evaluates hours in the given time zone', () => {
    const morning = special(['mon'], { startHour: '08:00', endHour: '09:00' });
    const from = new Date('2026-11-23T13:30:00Z'); // 08:30 in New York, 14:30 in Warsaw
    const to = new Date(from.getTime() + HOUR_MS);
    expect(quotePrice({ priceLists: [basic, morning], from, to, timeZone: 'America/New_York' }).priceListId).toBe(
      'special',
    );
    expect(quotePrice({ priceLists: [basic, morning], from, to }).priceListId).toBe('basic');
  });
});

describe('DST: stays are billed by real elapsed time', () => {
  const stay = (from: string, to: string, lists: PriceList[] = [basic]) =>
    quotePrice({ priceLists: lists, from: warsaw(from), to: warsaw(to) });

  it('spring forward, 29 Mar 2026: 01:30–03:30 local is one hour', () => {
    expect(warsaw('2026-03-29 03:30').getTime() - warsaw('2026-03-29 01:30').getTime()).toBe(HOUR_MS);
    expect(stay('2026-03-29 01:30', '2026-03-29 03:30').amount).toBe(500);
  });

  it('fall back, 25 Oct 2026: 01:30–03:30 local is three hours', () => {
    expect(warsaw('2026-10-25 03:30').getTime() - warsaw('2026-10-25 01:30').getTime()).toBe(3 * HOUR_MS);
    expect(stay('2026-10-25 01:30', '2026-10-25 03:30').amount).toBe(500 + 2 * 400);
  });

  it('a full day is 24 elapsed hours, so noon to noon across spring forward is 23 h and one day', () => {
    const day = priceList({ id: 'day', isBasic: true, settlementPeriod: 'full_day' });
    expect(stay('2026-03-28 12:00', '2026-03-29 12:00', [day]).amount).toBe(500);
    expect(stay('2026-03-28 12:00', '2026-03-29 13:00', [day]).amount).toBe(500);
    expect(stay('2026-03-28 12:00', '2026-03-29 13:01', [day]).amount).toBe(900);
    // Across fall back noon to noon is 25 h: a second day has started.
    expect(stay('2026-10-24 12:00', '2026-10-25 12:00', [day]).amount).toBe(900);
  });

  it('the breakdown of a DST stay ends where the elapsed periods end', () => {
    const result = stay('2026-10-25 01:30', '2026-10-25 03:30');
    expect(result.breakdown.at(-1)?.end.toISOString()).toBe(warsaw('2026-10-25 03:30').toISOString());
  });

  it('a night list applying at 01:30 on the DST night is chosen by local time', () => {
    const night = special(['sat'], { startHour: '22:00', endHour: '06:00' });
    expect(stay('2026-03-29 01:30', '2026-03-29 03:30', [basic, night])).toMatchObject({
      amount: 2000,
      priceListId: 'special',
    });
  });
});
