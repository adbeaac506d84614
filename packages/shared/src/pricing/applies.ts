// Whether a price list applies at the start of a stay. Only the start matters (the rule): a list that
// starts applying later in the stay is not considered, and a chosen list prices the whole stay.
import { addDays, dateKey, dayTags } from './calendar';
import type { LocalParts } from './local-time';
import type { ClockTime, DayOrEvent, PriceList } from './types';
import { PricingError } from './types';

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after local midnight of an 'HH:MM' time; throws INVALID_PRICE_LIST for anything else. */
export function parseClockTime(value: ClockTime, listId: string): number {
  const match = CLOCK_TIME.exec(value);
  if (!match) throw new PricingError('INVALID_PRICE_LIST', `Price list ${listId}: '${value}' is not a HH:MM time`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The local moment a stay starts at, with the day tags of its date and of the day before (cached by caller). */
export interface StartContext {
  minuteOfDay: number;
  tags: ReadonlySet<DayOrEvent>;
  previousDayTags: ReadonlySet<DayOrEvent>;
}

/** Builds the start context once per quote, so each list's check is a few set lookups. */
export function startContext(start: LocalParts): StartContext {
  const key = dateKey(start.year, start.month, start.day);
  return {
    minuteOfDay: start.hour * 60 + start.minute,
    tags: dayTags(key),
    previousDayTags: dayTags(addDays(key, -1)),
  };
}

function matchesDay(days: PriceList['days'], tags: ReadonlySet<DayOrEvent>): boolean {
  for (const day of days) if (tags.has(day)) return true;
  return false;
}

/**
 * True when `list` applies at the stay's start. The basic list always applies. Otherwise the hours window must
 * contain the start minute and its day must match: for a window crossing midnight (22:00–06:00) the part after
 * midnight belongs to the day the window opened, so a Friday 22:00–06:00 list applies on Saturday at 05:00.
 */
export function appliesAt(list: PriceList, context: StartContext): boolean {
  if (list.isBasic) return true;
  const start = parseClockTime(list.startHour, list.id);
  const end = parseClockTime(list.endHour, list.id);
  const minute = context.minuteOfDay;
  if (start === end) return matchesDay(list.days, context.tags);
  if (start < end) return minute >= start && minute < end && matchesDay(list.days, context.tags);
  if (minute >= start) return matchesDay(list.days, context.tags);
  return minute < end && matchesDay(list.days, context.previousDayTags);
}
