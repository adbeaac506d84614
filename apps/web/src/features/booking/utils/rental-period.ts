import { RENTAL_PERIOD_MINUTES, type RentalPeriod } from '@parkshare/shared/validation/reservations';

/** The stay for a preset starting now, or up to the custom end; null when the choice gives no window yet. */
export function stayWindow(
  period: RentalPeriod | null,
  customEndAt: string | null,
  now: number,
): { startAt: Date; endAt: Date } | null {
  // Whole minutes: the same choice within a minute asks for the same quote (and the same idempotency key).
  const start = Math.floor(now / 60_000) * 60_000;
  if (period === null) {
    return null;
  }
  if (period === 'custom') {
    const end = customEndAt === null ? Number.NaN : Date.parse(customEndAt);
    return Number.isNaN(end) || end <= start ? null : { startAt: new Date(start), endAt: new Date(end) };
  }
  return { startAt: new Date(start), endAt: new Date(start + RENTAL_PERIOD_MINUTES[period] * 60_000) };
}

/** The window a quote asks about before the driver chose one: the spot shown is free for the next 30 minutes. */
export const PREVIEW_PERIOD: RentalPeriod = '30m';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the value of a datetime-local input (local time, to the minute). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant; null for anything that is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) {
    return null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
