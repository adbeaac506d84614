// Cyclic unavailability (issue 3): whether a parking is closed at one instant. A parking is available 24/7
// unless one of its unavailability windows covers the moment. Windows use the price lists' day/event and hours
// semantics (applies.ts): days and events are read in the parking's zone; an end before the start crosses
// midnight and the hours after midnight belong to the day the window opened (a Friday 22:00–06:00 window closes
// the parking on Saturday at 05:00); equal start and end mean the whole day.
import { startContext } from './applies';
import { localParts, localToEpoch } from './local-time';
import type { ClockTime, DayOrEvent } from './types';

export interface UnavailabilityWindow {
  days: readonly DayOrEvent[];
  /** 'HH:MM' local time the parking closes. */
  startTime: ClockTime;
  /** 'HH:MM' local time it opens again; before the start = the next day, equal = the whole day. */
  endTime: ClockTime;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

// A malformed time cannot close the parking: the API validates on write, so this only guards stale data.
function minutes(value: ClockTime): number | undefined {
  const match = CLOCK_TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

function matchesDay(days: readonly DayOrEvent[], tags: ReadonlySet<DayOrEvent>): boolean {
  return days.some((day) => tags.has(day));
}

/** True when one of `unavailabilities` covers the instant `at` in `timeZone` (Europe/Warsaw by default). */
export function isUnavailableAt(
  unavailabilities: readonly UnavailabilityWindow[],
  at: Date,
  timeZone = 'Europe/Warsaw',
): boolean {
  if (unavailabilities.length === 0 || Number.isNaN(at.getTime())) return false;
  const context = startContext(localParts(at.getTime(), timeZone));
  const minute = context.minuteOfDay;
  return unavailabilities.some((window) => {
    const start = minutes(window.startTime);
    const end = minutes(window.endTime);
    if (start === undefined || end === undefined) return false;
    if (start === end) return matchesDay(window.days, context.tags);
    if (start < end) return minute >= start && minute < end && matchesDay(window.days, context.tags);
    if (minute >= start) return matchesDay(window.days, context.tags);
    return minute < end && matchesDay(window.days, context.previousDayTags);
  });
}

const MINUTE_MS = 60_000;

/** Local offset (ms) of `timeZone` at an instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = localParts(epochMs, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond) - epochMs;
}

/** The first minute at which the offset differs from the one at `from`, given that it differs at `to`. */
function offsetChange(from: number, to: number, timeZone: string): number {
  const before = offsetAt(from, timeZone);
  let low = from;
  let high = to;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE_MS)) * MINUTE_MS;
    if (offsetAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * True when one of `unavailabilities` covers some instant of [from, to) in `timeZone`. A parking can only close
 * where a window can begin: at the stay's start, at a window's start time on a local day, at local midnight
 * (whole-day windows, a new day's tags) or when the clock jumps at a DST change (a start time the jump skips
 * takes effect at the jump). So those instants are checked, a few per local day, never minute by minute.
 */
export function isUnavailableDuring(
  unavailabilities: readonly UnavailabilityWindow[],
  from: Date,
  to: Date,
  timeZone = 'Europe/Warsaw',
): boolean {
  const start = from.getTime();
  const end = to.getTime();
  if (unavailabilities.length === 0 || Number.isNaN(start) || Number.isNaN(end) || end <= start) return false;
  if (isUnavailableAt(unavailabilities, from, timeZone)) return true;
  const onsets = new Set<number>([0]);
  for (const window of unavailabilities) {
    const minute = minutes(window.startTime);
    if (minute !== undefined) onsets.add(minute);
  }
  const closedAt = (instant: number) =>
    instant > start && instant < end && isUnavailableAt(unavailabilities, new Date(instant), timeZone);

  const first = localParts(start, timeZone);
  const last = localParts(end, timeZone);
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  for (let day = Date.UTC(first.year, first.month - 1, first.day); day <= lastDay; day += 86_400_000) {
    const date = new Date(day);
    const local = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      second: 0,
      millisecond: 0,
    };
    for (const minute of onsets) {
      if (closedAt(localToEpoch({ ...local, hour: Math.floor(minute / 60), minute: minute % 60 }, timeZone))) {
        return true;
      }
    }
    // A DST change inside this local day: the wall clock jumps, which may land inside a window.
    const dayStart = localToEpoch({ ...local, hour: 0, minute: 0 }, timeZone);
    const next = new Date(day + 86_400_000);
    const dayEnd = localToEpoch(
      {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
        millisecond: 0,
      },
      timeZone,
    );
    if (
      offsetAt(dayStart, timeZone) !== offsetAt(dayEnd, timeZone) &&
      closedAt(offsetChange(dayStart, dayEnd, timeZone))
    ) {
      return true;
    }
  }
  return false;
}
