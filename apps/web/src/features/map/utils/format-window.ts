import type { Locale } from '@parkshare/shared/locales';
import { formatDateTimeInput } from '../../../lib/format/date-time-input';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The window as its date-time fields write it ("03/10/26 14:30" en, "10.03.26 14:30" pl), with the date written
 * once when both ends fall on the same day.
 */
export function formatWindow(startAt: Date, endAt: Date, locale: Locale): { from: string; until: string } {
  const sameDay = startAt.toDateString() === endAt.toDateString();
  return {
    from: formatDateTimeInput(startAt, locale),
    until: sameDay ? `${pad(endAt.getHours())}:${pad(endAt.getMinutes())}` : formatDateTimeInput(endAt, locale),
  };
}
