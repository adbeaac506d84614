// How long each settlement period is and how many of them a stay starts. Fixed-length periods are counted
// arithmetically (one division, no Date per period) because a 30-day stay per half hour is 1440 periods and the
// engine prices every applicable list. Lengths are real elapsed time, so across a DST change an hour is still
// 3,600,000 ms and a stay 01:30–03:30 local on the spring-forward night is one hour long.
//
// Choices (README.md lists them for owners):
// - half hour 30 min, one hour 60 min;
// - half day daytime and half day nighttime: 12 h each, counted from the start of the stay. Daytime vs
//   nighttime is decided by the list's hours (the creator pre-fills 08:00–20:00 and 20:00–08:00), which say
//   when a stay may START on that list; the periods are not cut at 08:00/20:00;
// - full day 24 h (elapsed, so a day across DST is still 24 h, not 23 or 25);
// - weekend 48 h: a weekend is priced as one 48-hour block from the start, whatever the day;
// - week 7 × 24 h;
// - month: a calendar month in the parking's zone, anchored on the start: period n ends at the start's local
//   date and time plus n months, clamped to the month's last day (31 Jan 10:00 → 28 Feb 10:00 → 31 Mar 10:00).
import type { LocalParts } from './local-time';
import { daysInMonth, localToEpoch } from './local-time';
import type { SettlementPeriod } from './types';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Length of fixed-length settlement periods in milliseconds; 'month' is calendar-based and has none. */
export const PERIOD_MS: Readonly<Record<Exclude<SettlementPeriod, 'month'>, number>> = {
  half_hour: 30 * MINUTE_MS,
  one_hour: HOUR_MS,
  half_day_daytime: 12 * HOUR_MS,
  half_day_nighttime: 12 * HOUR_MS,
  full_day: 24 * HOUR_MS,
  weekend: 48 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
};

/** Number of periods a stay starts and where the first and the last of them end. */
export interface PeriodCount {
  periods: number;
  firstEnd: number;
  lastEnd: number;
}

/** End of month period `n` (1-based) of a stay starting at local time `start`, as an instant. */
export function monthPeriodEnd(start: LocalParts, n: number, timeZone: string): number {
  const monthIndex = start.month - 1 + n;
  const year = start.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(start.day, daysInMonth(year, month));
  return localToEpoch({ ...start, year, month, day }, timeZone);
}

/** Months a stay [from, to) starts: the smallest n whose n-th month end is at or after `to`. */
function countMonths(from: number, to: number, start: LocalParts, timeZone: string): PeriodCount {
  // A month is 28–31 days, so this estimate is at most one or two months short; step up from it.
  let n = Math.max(1, Math.floor((to - from) / (31 * 24 * HOUR_MS)));
  let end = monthPeriodEnd(start, n, timeZone);
  while (end < to) {
    n += 1;
    end = monthPeriodEnd(start, n, timeZone);
  }
  return { periods: n, firstEnd: n === 1 ? end : monthPeriodEnd(start, 1, timeZone), lastEnd: end };
}

/** Settlement periods started by the stay [from, to) (epoch ms, to > from); `start` is `from` in local time. */
export function countPeriods(
  period: SettlementPeriod,
  from: number,
  to: number,
  start: LocalParts,
  timeZone: string,
): PeriodCount {
  if (period === 'month') return countMonths(from, to, start, timeZone);
  const length = PERIOD_MS[period];
  const periods = Math.ceil((to - from) / length);
  return { periods, firstEnd: from + length, lastEnd: from + periods * length };
}
