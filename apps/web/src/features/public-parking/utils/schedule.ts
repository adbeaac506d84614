import { WEEKDAYS, type Weekday } from '@parkshare/shared/pricing/types';
import type { TFunction } from 'i18next';

// Days, events and hours of a price list or an unavailability in plain words: "Mon–Fri, 08:00–20:00".

const WORKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const WEEKEND: readonly Weekday[] = ['sat', 'sun'];
const EVENTS = ['holiday', 'long_weekend', 'new_year'] as const;

const sameSet = (days: ReadonlySet<string>, expected: readonly string[]) =>
  expected.every((day) => days.has(day)) &&
  expected.length === [...days].filter((d) => WEEKDAYS.includes(d as Weekday)).length;

/** "Every day", "Mon–Fri", "Sat, Sun", "Mon, Wed, public holidays"… */
export function describeDays(days: readonly string[], t: TFunction): string {
  const set = new Set(days);
  const parts: string[] = [];
  if (sameSet(set, WEEKDAYS)) parts.push(t('days.every_day'));
  else if (sameSet(set, WORKDAYS)) parts.push(t('days.workdays'));
  else if (sameSet(set, WEEKEND)) parts.push(t('days.weekend'));
  else parts.push(...WEEKDAYS.filter((day) => set.has(day)).map((day) => t(`days.${day}`)));
  parts.push(...EVENTS.filter((event) => set.has(event)).map((event) => t(`days.${event}`)));
  return parts.length > 0 ? parts.join(', ') : t('days.none');
}

/** "all day" for equal times, else "22:00–06:00" (an end before the start is the next morning). */
export function describeHours(start: string, end: string, t: TFunction): string {
  if (start === end) return t('hours.all_day');
  return end < start ? t('hours.overnight', { start, end }) : t('hours.range', { start, end });
}
