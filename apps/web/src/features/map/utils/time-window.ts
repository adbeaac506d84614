import type { RentalPeriod } from '@parkshare/shared/reservations/periods';

/**
 * SPEC §9 rental presets in minutes, as RENTAL_PERIOD_MINUTES of the shared validation (a test keeps them equal):
 * importing that module would bring its zod schemas into the map's first load.
 */
export const RENTAL_PRESET_MINUTES: Record<Exclude<RentalPeriod, 'custom'>, number> = {
  '30m': 30,
  '1h': 60,
  '2h': 120,
};
/** The longest stay when the server's configuration does not say (DEFAULT_RESERVATION_MAX_DAYS; same test). */
export const FALLBACK_MAX_DAYS = 31;

// The time window the map shows free or full parkings for. From "now" by default (recomputed at every search,
// so a page left open does not search the past) until an hour later; the quick presets keep the start at now,
// the pickers set either end.

export interface TimeWindowChoice {
  /** ISO start, or null for "now". */
  startAt: string | null;
  /** ISO end, or null for `minutes` after the start. */
  endAt: string | null;
  minutes: number;
}

export const WINDOW_PRESETS = [30, 60, 120, 240] as const;
export const DEFAULT_WINDOW: TimeWindowChoice = { startAt: null, endAt: null, minutes: 60 };

export const presetWindow = (minutes: number): TimeWindowChoice => ({ startAt: null, endAt: null, minutes });
export const isPreset = (choice: TimeWindowChoice, minutes: number) =>
  choice.startAt === null && choice.endAt === null && choice.minutes === minutes;

export interface ResolvedWindow {
  startAt: Date;
  endAt: Date;
}

/** The window as instants at `now`: a start in the past counts as now. */
export function resolveWindow(choice: TimeWindowChoice, now: Date = new Date()): ResolvedWindow {
  const chosenStart = choice.startAt ? new Date(choice.startAt) : now;
  const startAt = chosenStart.getTime() < now.getTime() ? now : chosenStart;
  const endAt = choice.endAt ? new Date(choice.endAt) : new Date(startAt.getTime() + choice.minutes * 60_000);
  return { startAt, endAt };
}

export type WindowProblem = 'end_before_start' | 'too_long' | null;

export function windowProblem({ startAt, endAt }: ResolvedWindow, maxDays: number): WindowProblem {
  if (endAt.getTime() <= startAt.getTime()) return 'end_before_start';
  if (endAt.getTime() - startAt.getTime() > maxDays * 24 * 60 * 60_000) return 'too_long';
  return null;
}

/** A new start keeps the length of the window (an end now before it moves along). */
export function withStart(choice: TimeWindowChoice, startAt: Date, now: Date = new Date()): TimeWindowChoice {
  const current = resolveWindow(choice, now);
  const length = Math.max(current.endAt.getTime() - current.startAt.getTime(), 15 * 60_000);
  return {
    startAt: startAt.toISOString(),
    endAt: new Date(startAt.getTime() + length).toISOString(),
    minutes: choice.minutes,
  };
}

export function withEnd(choice: TimeWindowChoice, endAt: Date): TimeWindowChoice {
  return { ...choice, endAt: endAt.toISOString() };
}

/**
 * The window as the reservation draft carries it (issue 13: booking ahead). A start later than now travels as
 * the draft's start; a window whose length is a rental preset is that preset (counted from the start); any other
 * end is a custom end.
 */
export function draftPeriod(
  choice: TimeWindowChoice,
  now: Date = new Date(),
): { startAt: string | null; rentalPeriod: RentalPeriod | null; customEndAt: string | null } {
  const window = resolveWindow(choice, now);
  const later = choice.startAt !== null && new Date(choice.startAt).getTime() > now.getTime() + 2 * 60_000;
  const startAt = later ? window.startAt.toISOString() : null;
  const minutes =
    later || choice.endAt !== null ? (window.endAt.getTime() - window.startAt.getTime()) / 60_000 : choice.minutes;
  const preset = (Object.entries(RENTAL_PRESET_MINUTES) as [Exclude<RentalPeriod, 'custom'>, number][]).find(
    ([, length]) => length === minutes,
  );
  if (preset && (later || choice.endAt === null)) return { startAt, rentalPeriod: preset[0], customEndAt: null };
  return { startAt, rentalPeriod: 'custom', customEndAt: window.endAt.toISOString() };
}
