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

/** What is wrong with a custom end, as SPEC §5 says it: earlier than the present, or not later than the start. */
export type CustomEndProblem = 'notInPast' | 'endAfterStart';

/** The problem of a custom end for a stay from `start` (ms; the present when the stay starts now), else null. */
export function customEndProblem(customEndAt: string | null, start: number, now: number): CustomEndProblem | null {
  const end = customEndAt === null ? Number.NaN : Date.parse(customEndAt);
  if (Number.isNaN(end)) {
    return null;
  }
  if (end < now) {
    return 'notInPast';
  }
  return end <= start ? 'endAfterStart' : null;
}
