// Months in Europe/Warsaw for order numbers and payouts. A month is written "YYYY-MM".

export const MONEY_TIME_ZONE = 'Europe/Warsaw';

const monthFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: MONEY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Warsaw: { month: "2026-11", day: 22 }. */
export function warsawDay(at: Date): { month: string; day: number } {
  const parts = monthFormatter.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { month: `${get('year')}-${get('month')}`, day: Number(get('day')) };
}

export const monthOf = (at: Date): string => warsawDay(at).month;

/** "2026-01" → "2025-12". */
export function previousMonth(month: string): string {
  const [year = 0, mm = 1] = month.split('-').map(Number);
  return mm === 1 ? `${year - 1}-12` : `${year}-${String(mm - 1).padStart(2, '0')}`;
}

/** The instant a Warsaw month starts: "2026-11" → 2026-10-31T23:00:00Z. */
export function monthStart(month: string): Date {
  const [year = 0, mm = 1] = month.split('-').map(Number);
  // Midnight in Warsaw is 22:00 or 23:00 UTC the day before; find the offset at noon UTC of that day.
  const guess = new Date(Date.UTC(year, mm - 1, 1, 0, 0, 0));
  const offsetMinutes = warsawOffsetMinutes(new Date(Date.UTC(year, mm - 1, 1, 12)));
  return new Date(guess.getTime() - offsetMinutes * 60_000);
}

export const nextMonth = (month: string): string => {
  const [year = 0, mm = 1] = month.split('-').map(Number);
  return mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
};

function warsawOffsetMinutes(at: Date): number {
  const text = new Intl.DateTimeFormat('en-US', { timeZone: MONEY_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(text ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}
