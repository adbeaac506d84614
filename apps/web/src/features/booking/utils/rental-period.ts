import { RENTAL_PERIOD_MINUTES, START_GRACE_MS, type RentalPeriod } from '@parkshare/shared/reservations/periods';

const toMinute = (at: number) => Math.floor(at / 60_000) * 60_000;

/**
 * When a stay starts: now, or the chosen start (`startAt`, booking ahead) when it is later; null when the chosen
 * start is gone by (more than START_GRACE_MS ago) or unreadable: that is the driver's to fix, not to move.
 */
export function stayStart(startAt: string | null, now: number): number | null {
  // Whole minutes: the same choice within a minute asks for the same quote (and the same idempotency key).
  const current = toMinute(now);
  if (startAt === null) {
    return current;
  }
  const chosen = Date.parse(startAt);
  if (Number.isNaN(chosen) || chosen < now - START_GRACE_MS) {
    return null;
  }
  return Math.max(current, toMinute(chosen));
}

/**
 * The stay for a preset counted from its start (now, or the chosen later start), or up to the custom end; null
 * when the choice gives no window yet.
 */
export function stayWindow(
  period: RentalPeriod | null,
  customEndAt: string | null,
  now: number,
  startAt: string | null = null,
): { startAt: Date; endAt: Date } | null {
  const start = stayStart(startAt, now);
  if (period === null || start === null) {
    return null;
  }
  if (period === 'custom') {
    const end = customEndAt === null ? Number.NaN : Date.parse(customEndAt);
    return Number.isNaN(end) || end <= start ? null : { startAt: new Date(start), endAt: new Date(end) };
  }
  return { startAt: new Date(start), endAt: new Date(start + RENTAL_PERIOD_MINUTES[period] * 60_000) };
}

/** What is wrong with a chosen start: gone by, or further ahead than bookings reach (`maxDays`). */
export type StartProblem = 'notInPast' | 'reservationTooFarAhead';

export function startProblem(startAt: string | null, now: number, maxDays: number): StartProblem | null {
  const chosen = startAt === null ? Number.NaN : Date.parse(startAt);
  if (Number.isNaN(chosen)) {
    return null;
  }
  if (chosen < now - START_GRACE_MS) {
    return 'notInPast';
  }
  return chosen > now + maxDays * 86_400_000 ? 'reservationTooFarAhead' : null;
}

/** A first guess when the driver chooses to start later: the next full hour after an hour from now. */
export function laterStart(now: number): Date {
  return new Date(Math.ceil((now + 3_600_000) / 3_600_000) * 3_600_000);
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
