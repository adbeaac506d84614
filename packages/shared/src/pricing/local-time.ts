// Wall-clock helpers for a time zone, on top of Intl only (no date library): what the local date and time is
// at an instant, and which instant a local wall time is. Formatters are cached per zone because creating one
// costs far more than using it.
import { PricingError } from './types';

export interface LocalParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new PricingError('INVALID_TIME_ZONE', `Unknown time zone: ${timeZone}`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Local calendar date and time at `epochMs` in `timeZone`. */
export function localParts(epochMs: number, timeZone: string): LocalParts {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const millisecond = ((epochMs % 1000) + 1000) % 1000;
  // Day of week from the local date itself, so it never depends on the host's zone.
  const weekday = (new Date(Date.UTC(fields.year, fields.month - 1, fields.day)).getUTCDay() + 6) % 7;
  return { ...fields, millisecond, weekday };
}

function offsetAt(epochMs: number, timeZone: string): number {
  const p = localParts(epochMs, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond) - epochMs;
}

/**
 * The instant at which the local wall clock shows the given time. Month overflow is normalised (month 13 is
 * next January). In a fall-back overlap the earlier instant wins; a wall time skipped by a spring-forward gap
 * uses the offset before the gap, so it lands one hour later on the clock (02:30 → 03:30), as calendar apps do.
 */
export function localToEpoch(local: Omit<LocalParts, 'weekday'>, timeZone: string): number {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
  // Offsets a day either side bracket any single DST change; each gives a candidate that is right if the
  // zone really has that offset at the candidate instant.
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const beforeValid = offsetAt(before, timeZone) === wall - before;
  const afterValid = offsetAt(after, timeZone) === wall - after;
  if (beforeValid && afterValid) return Math.min(before, after);
  if (afterValid) return after;
  return before;
}

/** Number of days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
