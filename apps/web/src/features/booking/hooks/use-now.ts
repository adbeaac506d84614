import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs` (a form's "now" for presets and the earliest custom end). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
