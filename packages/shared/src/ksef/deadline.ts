// When an invoice must be in KSeF at the latest (decision 082). Parkshare issues its invoices itself and sends
// them right away; an invoice KSeF has not taken on the day of issue is, in the law's words, issued in "offline24"
// mode (VAT Act art. 106nda; KSeF marks it offline by itself when P_1 is before the day it arrives): it must reach
// KSeF "not later than on the next business day after the day it was issued". Longer periods exist (the day after
// an announced unavailability of KSeF ends, art. 106nh; 7 business days after a failure announced by the ministry
// ends, art. 106nf), but only an announcement in the ministry's bulletin opens them, which a program cannot see, so
// the queue watches the strictest one. Business days: Monday to Friday, except Polish public holidays.
import { addDays, isHoliday } from '../pricing/calendar';
import { MONEY_TIME_ZONE } from '../payments/calendar';

/** An invoice still waiting when this little time is left before its deadline is reported (logs, admin queue). */
export const KSEF_DEADLINE_WARNING_MS = 12 * 3_600_000;

export type KsefDeadlineAlert = 'near' | 'passed';

const DAY_MS = 86_400_000;

export function isBusinessDay(key: string): boolean {
  const weekday = new Date(`${key}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(key);
}

/** The first business day after a date: Friday → Monday, 31 Dec 2026 → 4 Jan 2027 (1 Jan is a holiday). */
export function nextBusinessDay(key: string): string {
  let day = addDays(key, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

const localFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: MONEY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function warsawLocal(at: Date): string {
  const parts = localFormatter.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** The calendar day in Warsaw, "2026-02-02". */
export const warsawDateKey = (at: Date): string => warsawLocal(at).slice(0, 10);

/** The instant a Warsaw day begins: UTC+1 in winter, UTC+2 in summer (tried both; one of them is midnight). */
export function warsawMidnight(key: string): Date {
  const utcMidnight = Date.parse(`${key}T00:00:00Z`);
  for (const hours of [1, 2]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (warsawLocal(candidate) === `${key} 00:00`) return candidate;
  }
  throw new RangeError(`not a calendar date: ${key}`);
}

/** The last moment an invoice issued on `issueDate` ("YYYY-MM-DD", P_1) may reach KSeF: the end of the next business day. */
export function ksefDeadline(issueDate: string): Date {
  const last = nextBusinessDay(issueDate);
  return warsawMidnight(addDays(last, 1));
}

/** 'passed' after the deadline, 'near' within KSEF_DEADLINE_WARNING_MS of it, otherwise null. */
export function ksefDeadlineAlert(deadline: Date, now: Date): KsefDeadlineAlert | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return 'passed';
  return left <= KSEF_DEADLINE_WARNING_MS ? 'near' : null;
}

/** True for a real calendar date written "YYYY-MM-DD". */
export function isDateKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value && time % DAY_MS === 0;
}
