import type { Locale } from '@parkshare/shared/locales';
import { formatDate } from '../../../lib/format/date';

/** A moment in the user's locale: 03/07/26 14:05 (en) or 07.03.26 14:05 (pl). */
export function formatDateTime(value: string, locale: Locale): string {
  const date = new Date(value);
  const time = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${formatDate(date, locale)} ${time}`;
}

export const localeOf = (language: string | undefined): Locale => (language === 'pl' ? 'pl' : 'en');
