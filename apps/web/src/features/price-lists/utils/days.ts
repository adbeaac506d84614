import { CALENDAR_EVENTS, WEEKDAYS, type DayOrEvent, type Weekday } from '@parkshare/shared/pricing/types';

// The days-and-events picker: its shortcuts change the weekdays only and keep the chosen events.

export const DAY_OPTIONS: readonly DayOrEvent[] = [...WEEKDAYS, ...CALENDAR_EVENTS];

export const DAY_SHORTCUTS = {
  weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  weekend: ['sat', 'sun'],
  every_day: [...WEEKDAYS],
} as const satisfies Record<string, readonly Weekday[]>;

export type DayShortcut = keyof typeof DAY_SHORTCUTS;

const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

/** The selection after a shortcut: its weekdays, plus the events already chosen, in calendar order. */
export function applyShortcut(selected: readonly string[], shortcut: DayShortcut): DayOrEvent[] {
  const wanted = new Set<string>([...DAY_SHORTCUTS[shortcut], ...selected.filter((day) => !isWeekday(day))]);
  return DAY_OPTIONS.filter((day) => wanted.has(day));
}

/** True when the shortcut's weekdays are exactly the selected weekdays (the shortcut shows as active). */
export function isShortcutActive(selected: readonly string[], shortcut: DayShortcut): boolean {
  const weekdays = selected.filter(isWeekday);
  const wanted: readonly string[] = DAY_SHORTCUTS[shortcut];
  return weekdays.length === wanted.length && wanted.every((day) => (weekdays as readonly string[]).includes(day));
}

/** Days in calendar order, the way lists show them. */
export const sortDays = (days: readonly string[]): DayOrEvent[] => DAY_OPTIONS.filter((day) => days.includes(day));
