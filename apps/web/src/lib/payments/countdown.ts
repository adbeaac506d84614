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

// The SPEC §9 formatter lives in lib/countdown-format.ts (the shell's reservation countdown uses it too).
export { formatCountdown } from '../countdown-format';
