import { parseMoney } from '@parkshare/shared/money';
import type { Locale } from '@parkshare/shared/locales';
import { formatDate } from '../../../lib/format/date';

// How money records read on screen: colours of statuses, signs of amounts, dates with the time.

export const statusColors: Record<string, string> = {
  // payments
  pending: 'gray',
  created: 'blue',
  processing: 'blue',
  succeeded: 'green',
  failed: 'red',
  // orders
  placed: 'gray',
  paid: 'green',
  fulfilled: 'teal',
  completed: 'green',
  canceled: 'red',
  // transactions
  cancelled: 'gray',
};

export const statusColor = (status: string): string => statusColors[status] ?? 'gray';

/** +50,00 zł / −20,00 zł: the sign written out, with a real minus sign. */
export function formatSigned(grosze: number, format: (value: number) => string): string {
  if (grosze === 0) {
    return format(0);
  }
  return `${grosze > 0 ? '+' : '\u2212'}${format(Math.abs(grosze))}`;
}

export const localeOf = (language: string | undefined): Locale => (language?.startsWith('pl') ? 'pl' : 'en');

/** A moment as date and time in the user's locale: 03/07/26, 14:05 (en) or 07.03.26, 14:05 (pl). */
export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(value);
  const time = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${formatDate(date, locale)}, ${time}`;
}

// Shared with the reservation payment screens (components/payments).
export { failureReason, type FailureReason } from '../../../components/payments/failure-reason';

/**
 * The amount a money form submits, in grosze: the shared schema has already turned the typed złoty into grosze
 * (zod's output), but the raw text is read too, so the form works either way.
 */
export function submittedGrosze(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? value : null;
  }
  return typeof value === 'string' ? parseMoney(value) : null;
}
