import { useEffect, useRef } from 'react';

/** How often a screen with a reservation that can still change asks again (status, extension paid…). */
export const REFRESH_INTERVAL_MS = 15_000;
// The server's clock job moves reservations every few seconds: ask just after an instant, and once more later.
const AFTER_INSTANT_MS = [1_500, 7_000];
// setTimeout cannot wait longer than ~24.8 days; instants further away are caught by the regular refresh.
const LONGEST_WAIT_MS = 2_147_483_647;

interface StatusRefreshOptions {
  /** False for a finished, cancelled or expired reservation: nothing changes any more. */
  live: boolean;
  /** Moments at which the status changes by itself (start, end, payment deadline), ISO strings or null. */
  instants: readonly (string | null | undefined)[];
  refetch: () => unknown;
}

/**
 * Keeps a reservation screen current without a reload: asks every 15 s while the reservation is live, right
 * after each instant at which its status changes, and when the tab comes back into view.
 */
export function useStatusRefresh({ live, instants, refetch }: StatusRefreshOptions): void {
  const key = instants.filter(Boolean).join('|');
  // The latest refetch, without restarting the timers when the caller passes a new function.
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    if (!live) {
      return undefined;
    }
    const ask = () => void refetchRef.current();
    const timers: number[] = [window.setInterval(ask, REFRESH_INTERVAL_MS)];
    const now = Date.now();
    for (const instant of key ? key.split('|') : []) {
      const wait = new Date(instant).getTime() - now;
      if (!Number.isFinite(wait) || wait < 0 || wait > LONGEST_WAIT_MS) {
        continue;
      }
      for (const after of AFTER_INSTANT_MS) {
        timers.push(window.setTimeout(ask, Math.min(wait + after, LONGEST_WAIT_MS)));
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        ask();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const timer of timers) {
        window.clearTimeout(timer);
        window.clearInterval(timer);
      }
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [live, key]);
}
