// An instant as the API takes it (decision 063): an ISO-8601 / RFC 3339 date and time with its offset from UTC.
// "2026-11-25T10:00:00" alone is ambiguous (whose 10:00?) and "2026-11-25" is a day, not an instant; both are
// refused, as is a calendar date that does not exist (JavaScript would move 30 February to 2 March).

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/** The instant a text names, or null when it is not a complete date and time with an offset. */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const parts = INSTANT.exec(value);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second = '0', , offsetHours = '0', offsetMinutes = '0'] = parts;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > daysInMonth) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
