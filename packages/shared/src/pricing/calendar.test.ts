import { describe, expect, it } from 'vitest';
import { dayTags, isHoliday, isLongWeekend, isNewYear, polishHolidays } from './calendar';

describe('Polish calendar', () => {
  it('knows statutory holidays and ignores observances', () => {
    expect(isHoliday('2026-11-11')).toBe(true);
    expect(isHoliday('2026-04-06')).toBe(true); // Easter Monday 2026
    expect(isHoliday('2026-06-04')).toBe(true); // Corpus Christi 2026
    expect(isHoliday('2026-12-24')).toBe(true); // a day off since 2025
    expect(isHoliday('2026-02-14')).toBe(false); // Valentine's day is an observance
    expect(isHoliday('2026-11-10')).toBe(false);
  });

  it('caches each year once', () => {
    expect(polishHolidays(2027)).toBe(polishHolidays(2027));
  });

  it('marks every day of a 3+ day run of weekends and holidays as a long weekend', () => {
    expect(['2026-05-01', '2026-05-02', '2026-05-03'].map(isLongWeekend)).toEqual([true, true, true]);
    expect(isLongWeekend('2026-04-30')).toBe(false);
    expect(isLongWeekend('2026-05-04')).toBe(false);
    // Easter 2026: Sat 4, Sun 5, Mon 6 April.
    expect(['2026-04-04', '2026-04-05', '2026-04-06'].map(isLongWeekend)).toEqual([true, true, true]);
    // Christmas 2026: Thu 24 to Sun 27 December.
    expect(['2026-12-24', '2026-12-27'].map(isLongWeekend)).toEqual([true, true]);
  });

  it('does not count bridge days: a lone Thursday holiday or a plain weekend is not a long weekend', () => {
    expect(isLongWeekend('2026-06-04')).toBe(false); // Corpus Christi, Friday 5 June is a working day
    expect(isLongWeekend('2026-06-06')).toBe(false); // an ordinary Saturday
    expect(isLongWeekend('2026-11-11')).toBe(false); // a Wednesday holiday
  });

  it('finds runs across the turn of the year', () => {
    // Fri 1 Jan 2027, Sat 2, Sun 3.
    expect(isLongWeekend('2027-01-01')).toBe(true);
    expect(isLongWeekend('2027-01-03')).toBe(true);
  });

  it('treats 31 December and 1 January as new year', () => {
    expect(isNewYear('2026-12-31')).toBe(true);
    expect(isNewYear('2027-01-01')).toBe(true);
    expect(isNewYear('2026-12-30')).toBe(false);
    expect(isNewYear('2027-01-02')).toBe(false);
  });

  it('tags a date with its weekday and events', () => {
    expect([...dayTags('2026-05-01')].sort()).toEqual(['fri', 'holiday', 'long_weekend']);
    expect([...dayTags('2026-11-23')]).toEqual(['mon']);
    expect([...dayTags('2027-01-01')].sort()).toEqual(['fri', 'holiday', 'long_weekend', 'new_year']);
  });
});
