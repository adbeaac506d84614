import type { Locale } from '@parkshare/shared/locales';
import { dateInputFormat, formatDate } from './date';

// The date-time field (components/ui/date-time-field.tsx): SPEC §9's date in the UI language, then the 24-hour
// time. Its values are wall-clock times where the user is; Mantine's pickers hand them over as
// 'YYYY-MM-DD HH:mm:ss' strings.

const pad = (n: number) => String(n).padStart(2, '0');

/** The field's display format for dayjs: MM/DD/YY HH:mm (en), DD.MM.YY HH:mm (pl). */
export function dateTimeInputFormat(locale: Locale): string {
  return `${dateInputFormat(locale)} HH:mm`;
}

/** The same text without dayjs, for the field shown while the picker loads: 05/17/26 14:05, 17.05.26 14:05. */
export function formatDateTimeInput(value: Date, locale: Locale): string {
  return `${formatDate(value, locale)} ${pad(value.getHours())}:${pad(value.getMinutes())}`;
}

/**
 * A picker's value ('YYYY-MM-DD HH:mm' with optional seconds, local time) as a moment; null when empty or when it
 * is not a real date and time (new Date would roll 02/30 over into March).
 */
export function parsePickerValue(value: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!match) {
    return null;
  }
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) {
    return null;
  }
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}
