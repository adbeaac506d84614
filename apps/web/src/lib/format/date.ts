import type { Locale } from '@parkshare/shared/locales';

// SPEC §9: English dates mm/dd/yy with weeks from Sunday; Polish dd.mm.yy with weeks from Monday.
// Built from parts (not Intl's default pattern) so the output is exactly that on every browser.

export const FIRST_DAY_OF_WEEK: Record<Locale, 0 | 1> = { en: 0, pl: 1 };

export function firstDayOfWeek(locale: Locale): 0 | 1 {
  return FIRST_DAY_OF_WEEK[locale];
}

export type DatePart = 'day' | 'month' | 'year';

interface DatePattern {
  order: readonly [DatePart, DatePart, DatePart];
  separator: string;
}

/** The one definition of each locale's date: formatDate, the date input's display format and its parser use it. */
export const DATE_PATTERNS: Record<Locale, DatePattern> = {
  en: { order: ['month', 'day', 'year'], separator: '/' },
  pl: { order: ['day', 'month', 'year'], separator: '.' },
};

const DAYJS_TOKENS: Record<DatePart, string> = { day: 'DD', month: 'MM', year: 'YY' };

/** The locale's pattern spelled with the given letters per part, e.g. a translated hint "DD.MM.RR". */
export function datePatternText(locale: Locale, letters: Record<DatePart, string>): string {
  const { order, separator } = DATE_PATTERNS[locale];
  return order.map((part) => letters[part]).join(separator);
}

/** The same pattern as a dayjs format (MM/DD/YY, DD.MM.YY), for date pickers that format with dayjs. */
export function dateInputFormat(locale: Locale): string {
  return datePatternText(locale, DAYJS_TOKENS);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const two = (n: number) => String(n).padStart(2, '0');

// In the browser's own time zone (no `timeZone`) the parts come from Date's getters, the same numbers as Intl gives:
// a screen that writes only such times (the map, the header's countdown) never makes an Intl formatter, whose
// first use reads the browser's locale data, some 20 ms of a desktop's CPU and four times that on a phone
// (issue 17, total blocking time).
function parts(date: Date, timeZone?: string): Record<DatePart, string> {
  if (timeZone === undefined) {
    return { day: two(date.getDate()), month: two(date.getMonth() + 1), year: two(date.getFullYear() % 100) };
  }
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { year: '2-digit', month: '2-digit', day: '2-digit', timeZone });
    partsFormatters.set(timeZone, formatter);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year') };
}

/** A date in the user's locale: 03/07/26 (en) or 07.03.26 (pl). */
export function formatDate(value: Date | string, locale: Locale, timeZone?: string): string {
  const date = typeof value === 'string' ? parseDate(value) : value;
  const values = parts(date, timeZone);
  const { order, separator } = DATE_PATTERNS[locale];
  return order.map((part) => values[part]).join(separator);
}

/** The UI language (i18n.language, 'pl-PL' included) as a locale the formatters know. */
export const localeOf = (language: string | undefined): Locale => (language?.startsWith('pl') ? 'pl' : 'en');

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** 14:05 in both languages (no locale needed): the 24-hour clock, as parking signs, tickets and Polish write it. */
export function formatTime(value: Date | string, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (timeZone === undefined) return `${two(date.getHours())}:${two(date.getMinutes())}`;
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/**
 * A moment in the user's locale, SPEC §9 date and 24-hour time: 03/07/26, 14:05 (en) or 07.03.26, 14:05 (pl).
 * The one way every screen writes a moment.
 */
export function formatDateTime(value: Date | string, locale: Locale, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(date, locale, timeZone)}, ${formatTime(date, timeZone)}`;
}

/** From–to; the end's date only when it falls on another day: "05/01/26, 14:05 – 15:05". */
export function formatRange(start: Date | string, end: Date | string, locale: Locale): string {
  const from = new Date(start);
  const to = new Date(end);
  const sameDay = formatDate(from, locale) === formatDate(to, locale);
  return `${formatDateTime(from, locale)} \u2013 ${sameDay ? formatTime(to) : formatDateTime(to, locale)}`;
}

/** Today's calendar day where the user is, as YYYY-MM-DD (toISOString would give the UTC day). */
export function todayDateOnly(now: Date = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * A past date typed in the locale's order (05/17/90, 17.05.1990) as YYYY-MM-DD, or null while incomplete or
 * not a real day. Any of . / - or a space separates, since people type what they are used to. A two-digit
 * year is the latest such year not after `now` (the field is for past dates: 90 is 1990, 05 is 2005).
 */
export function parseTypedDate(text: string, locale: Locale, now: Date = new Date()): string | null {
  const pieces = text.trim().split(/[./\-\s]+/);
  if (pieces.length !== 3 || !pieces.every((piece) => /^\d+$/.test(piece))) {
    return null;
  }
  const typed = Object.fromEntries(DATE_PATTERNS[locale].order.map((part, i) => [part, pieces[i] ?? ''])) as Record<
    DatePart,
    string
  >;
  if (typed.day.length > 2 || typed.month.length > 2 || (typed.year.length !== 2 && typed.year.length !== 4)) {
    return null;
  }
  const [day, month] = [Number(typed.day), Number(typed.month)];
  let year = Number(typed.year);
  if (typed.year.length === 2) {
    year += 2000;
    if (year > now.getFullYear()) {
      year -= 100;
    }
  }
  // Date.UTC rolls 02/30 over into March: a day that does not come back unchanged does not exist.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${two(month)}-${two(day)}`;
}

/** Date-only strings (YYYY-MM-DD, e.g. a birthday) are calendar days, not instants: read them as UTC noon-free. */
export function parseDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

export function formatDateOnly(value: string, locale: Locale): string {
  return formatDate(parseDate(value), locale, 'UTC');
}
