import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again; ticks once a second while above zero. */
export function useCooldown(initialSeconds = 0) {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) {
      return undefined;
    }
    const timer = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((value: number) => setSeconds(value), []);
  return { seconds, start };
}
