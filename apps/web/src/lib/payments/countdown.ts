import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since epoch), never below zero; a part of a second counts as one. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A countdown to `deadline` that ticks every second (SPEC §9) and stops at zero; null while there is no deadline.
 * A new deadline replaces the previous countdown (SPEC §4).
 */
export function useCountdown(deadline: number | null, now: () => number = Date.now): number | null {
  const [left, setLeft] = useState<number | null>(() => (deadline === null ? null : secondsLeft(deadline, now())));
  useEffect(() => {
    if (deadline === null) {
      setLeft(null);
      return undefined;
    }
    const tick = () => {
      const value = secondsLeft(deadline, now());
      setLeft(value);
      return value;
    };
    if (tick() === 0) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      if (tick() === 0) {
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, now]);
  return left;
}

const UNITS: Record<'en' | 'pl', readonly [string, string, string, string]> = {
  en: ['d', 'h', 'm', 's'],
  pl: ['d', 'g', 'm', 's'],
};

/**
 * Seconds as SPEC §9's countdown: days, hours, minutes, seconds (d h m s; in Polish d g m s), leading zero parts
 * left out and every smaller part shown once a larger one is: 45 → "45s", 75 → "1m 15s", 3600 → "1h 0m 0s".
 */
export function formatCountdown(seconds: number, locale: 'en' | 'pl'): string {
  const total = Math.max(0, Math.floor(seconds));
  const values = [
    Math.floor(total / 86_400),
    Math.floor((total % 86_400) / 3600),
    Math.floor((total % 3600) / 60),
    total % 60,
  ];
  const first = values.findIndex((value) => value > 0);
  const from = first === -1 ? 3 : first;
  return values
    .slice(from)
    .map((value, index) => `${value}${UNITS[locale][from + index] ?? ''}`)
    .join(' ');
}
