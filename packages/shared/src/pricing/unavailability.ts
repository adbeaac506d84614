// Cyclic unavailability (issue 3): whether a parking is closed at one instant. A parking is available 24/7
// unless one of its unavailability windows covers the moment. Windows use the price lists' day/event and hours
// semantics (applies.ts): days and events are read in the parking's zone; an end before the start crosses
// midnight and the hours after midnight belong to the day the window opened (a Friday 22:00–06:00 window closes
// the parking on Saturday at 05:00); equal start and end mean the whole day.
import { startContext } from './applies';
import { localParts } from './local-time';
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
