import type { Locale } from '@parkshare/shared/locales';

// SPEC §9: English dates mm/dd/yy with weeks from Sunday; Polish dd.mm.yy with weeks from Monday.
// Built from parts (not Intl's default pattern) so the output is exactly that on every browser.

export const FIRST_DAY_OF_WEEK: Record<Locale, 0 | 1> = { en: 0, pl: 1 };

export function firstDayOfWeek(locale: Locale): 0 | 1 {
  return FIRST_DAY_OF_WEEK[locale];
}

function parts(date: Date, timeZone?: string) {
  const formatter = new Intl.DateTimeFormat('en-US', {
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  const get = (type: Intl.DateTimeFormatPartTypes) => formatter.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return { day: get('day'), month: get('month'), year: get('year') };
}

/** A date in the user's locale: 03/07/26 (en) or 07.03.26 (pl). */
export function formatDate(value: Date | string, locale: Locale, timeZone?: string): string {
  const date = typeof value === 'string' ? parseDate(value) : value;
  const { day, month, year } = parts(date, timeZone);
  return locale === 'pl' ? `${day}.${month}.${year}` : `${month}/${day}/${year}`;
}

/** Date-only strings (YYYY-MM-DD, e.g. a birthday) are calendar days, not instants: read them as UTC noon-free. */
export function parseDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

export function formatDateOnly(value: string, locale: Locale): string {
  return formatDate(parseDate(value), locale, 'UTC');
}

/** Money arrives in grosze (integers); PLN is shown with the locale's separators. */
export function formatMoney(grosze: number, locale: Locale, currency = 'PLN'): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { style: 'currency', currency }).format(
    grosze / 100,
  );
}
