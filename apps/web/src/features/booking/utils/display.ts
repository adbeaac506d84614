import type { Locale } from '@parkshare/shared/locales';
import { formatDate } from '../../../lib/format/date';

export const localeOf = (language: string | undefined): Locale => (language?.startsWith('pl') ? 'pl' : 'en');

/** 14:05 in both languages (24-hour clock, as Polish and the rest of the app write it). */
export function formatTime(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { hour: '2-digit', minute: '2-digit' }).format(
    new Date(value),
  );
}

/** A moment as SPEC §9 writes dates, with the time: 05/01/26, 14:05 (en) or 01.05.26, 14:05 (pl). */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return `${formatDate(new Date(value), locale)}, ${formatTime(value, locale)}`;
}

/** From–to; the end's date only when the stay ends on another day: "05/01/26, 14:05 – 15:05". */
export function formatRange(start: Date | string, end: Date | string, locale: Locale): string {
  const from = new Date(start);
  const to = new Date(end);
  const sameDay = formatDate(from, locale) === formatDate(to, locale);
  return `${formatDateTime(from, locale)} – ${sameDay ? formatTime(to, locale) : formatDateTime(to, locale)}`;
}
