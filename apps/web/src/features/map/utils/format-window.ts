import type { Locale } from '@parkshare/shared/locales';
import { formatDate } from '../../../lib/format/date';

const pad = (n: number) => String(n).padStart(2, '0');

/** "03/10/26 14:30" (en) or "10.03.26 14:30" (pl): SPEC §9 dates with the time of day. */
export function formatDateTime(date: Date, locale: Locale): string {
  return `${formatDate(date, locale)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The window with the date written once when both ends fall on the same day. */
export function formatWindow(startAt: Date, endAt: Date, locale: Locale): { from: string; until: string } {
  const sameDay = startAt.toDateString() === endAt.toDateString();
  return {
    from: formatDateTime(startAt, locale),
    until: sameDay ? `${pad(endAt.getHours())}:${pad(endAt.getMinutes())}` : formatDateTime(endAt, locale),
  };
}
