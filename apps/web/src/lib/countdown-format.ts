import type { Locale } from '@parkshare/shared/locales';

// SPEC §9: a countdown reads as days, hours, minutes and seconds with one-letter units — d h m s in English,
// d g m s in Polish (godziny) — leading zero parts left out and every smaller part shown once a larger one is.

export const COUNTDOWN_UNITS: Record<Locale, readonly [string, string, string, string]> = {
  en: ['d', 'h', 'm', 's'],
  pl: ['d', 'g', 'm', 's'],
};

/** Whole seconds as [days, hours, minutes, seconds]; negative or fractional input counts from zero, rounded down. */
export function countdownParts(seconds: number): [number, number, number, number] {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return [Math.floor(total / 86_400), Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60];
}

/** 45 → "45s", 75 → "1m 15s", 3605 → "1h 0m 5s" (Polish "1g 0m 5s"), 0 → "0s". */
export function formatCountdown(seconds: number, locale: Locale): string {
  const values = countdownParts(seconds);
  const first = values.findIndex((value) => value > 0);
  const from = first === -1 ? 3 : first;
  const units = COUNTDOWN_UNITS[locale] ?? COUNTDOWN_UNITS.en;
  return values
    .slice(from)
    .map((value, index) => `${value}${units[from + index] ?? ''}`)
    .join(' ');
}
