// The Polish calendar the price lists (and later unavailability) are evaluated against. Holidays come from
// `date-holidays` (ARCHITECTURE: no hand-kept calendars); everything here works on local calendar dates
// ('YYYY-MM-DD' in the parking's zone), so it is independent of DST and of the host's zone.
//
// Definitions (also in README.md and docs/decisions/040-pricing-engine.md):
// - holiday: a day date-holidays lists for PL with type 'public' (statutory days off work, e.g. 11 Nov,
//   Easter Monday, since 2025 also 24 Dec). Observances (Valentine's day, Fat Thursday) are not holidays.
// - long weekend: every day of a run of 3 or more consecutive non-working days, where non-working means
//   Saturday, Sunday or a holiday. Bridge days people take off are not counted: Thursday 4 Jun 2026 (Corpus
//   Christi) alone is a holiday, not a long weekend, because Friday 5 Jun is a working day.
// - new year: 31 Dec and 1 Jan, 00:00–24:00 local time each, i.e. New Year's Eve night and New Year's Day.
import Holidays from 'date-holidays';
import type { DayOrEvent } from './types';
import { WEEKDAYS } from './types';

const DAY_MS = 86_400_000;
const LONG_WEEKEND_MIN_DAYS = 3;

const holidayYears = new Map<number, ReadonlySet<string>>();
let calendar: Holidays | undefined;

/** Public holidays of one year as 'YYYY-MM-DD' local dates, computed once per year. */
export function polishHolidays(year: number): ReadonlySet<string> {
  let days = holidayYears.get(year);
  if (!days) {
    calendar ??= new Holidays('PL');
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidayYears.set(year, days);
  }
  return days;
}

/** 'YYYY-MM-DD' of a calendar date (month 1–12). */
export function dateKey(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Calendar dates are handled as UTC midnights: pure date arithmetic, no zone involved.
function dayNumber(key: string): number {
  return Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))) / DAY_MS;
}

function keyOfDayNumber(dayNo: number): string {
  const date = new Date(dayNo * DAY_MS);
  return dateKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** True for a PL public holiday. */
export function isHoliday(key: string): boolean {
  return polishHolidays(Number(key.slice(0, 4))).has(key);
}

function isNonWorkingDay(dayNo: number): boolean {
  const weekday = (new Date(dayNo * DAY_MS).getUTCDay() + 6) % 7;
  return weekday >= 5 || isHoliday(keyOfDayNumber(dayNo));
}

const longWeekendCache = new Map<string, boolean>();

/** True when the date belongs to a run of 3+ consecutive Saturdays, Sundays and holidays (see top). */
export function isLongWeekend(key: string): boolean {
  const cached = longWeekendCache.get(key);
  if (cached !== undefined) return cached;
  const dayNo = dayNumber(key);
  let result = false;
  if (isNonWorkingDay(dayNo)) {
    // Runs are short (the longest Polish one is about 4–5 days), so walking both ways is cheap.
    let first = dayNo;
    while (isNonWorkingDay(first - 1)) first -= 1;
    let last = dayNo;
    while (isNonWorkingDay(last + 1)) last += 1;
    result = last - first + 1 >= LONG_WEEKEND_MIN_DAYS;
  }
  longWeekendCache.set(key, result);
  return result;
}

/** True on 31 Dec and 1 Jan (see top). */
export function isNewYear(key: string): boolean {
  const monthDay = key.slice(5);
  return monthDay === '12-31' || monthDay === '01-01';
}

/** Every weekday and event tag a local calendar date carries, e.g. Fri 1 May 2026 → fri, holiday, long_weekend. */
export function dayTags(key: string): ReadonlySet<DayOrEvent> {
  const weekday = WEEKDAYS[(new Date(dayNumber(key) * DAY_MS).getUTCDay() + 6) % 7];
  const tags = new Set<DayOrEvent>();
  if (weekday) tags.add(weekday);
  if (isHoliday(key)) tags.add('holiday');
  if (isLongWeekend(key)) tags.add('long_weekend');
  if (isNewYear(key)) tags.add('new_year');
  return tags;
}

/** The calendar date `days` after `key` (negative goes back). */
export function addDays(key: string, days: number): string {
  return keyOfDayNumber(dayNumber(key) + days);
}
