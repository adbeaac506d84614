import { useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { extensionQuoteDocument } from '../api/extension-quote';

const STEP_MS = 5 * 60_000;

/**
 * When the chosen end is not free, the latest end that is: the start of the driver's next reservation when that is
 * what stops the extension and the spot is free until then (decision 077), else a 5-minute step after the current
 * end (the spot is taken after it). Availability only shrinks as the end moves later, so a binary search over
 * extensionQuote finds it in a few questions. Undefined while searching or not needed; null when no later end is
 * free at all.
 */
export function useLatestFreeEnd(
  reservationId: string,
  currentEnd: string | undefined,
  unavailableEnd: string | null,
  nextReservationStartAt: string | null = null,
): Date | null | undefined {
  const client = useApolloClient();
  const [found, setFound] = useState<{ for: string; end: Date | null } | null>(null);

  useEffect(() => {
    if (!currentEnd || !unavailableEnd) {
      return undefined;
    }
    let stopped = false;
    const from = new Date(currentEnd).getTime();
    const freeAt = async (end: number) => {
      const { data } = await client.query({
        query: extensionQuoteDocument,
        variables: { input: { reservationId, endAt: new Date(end).toISOString() } },
        fetchPolicy: 'network-only',
      });
      return data.extensionQuote.available;
    };
    const search = async () => {
      let ceiling = new Date(unavailableEnd).getTime();
      // Up to the next reservation exactly, when the spot is free that long: the stays then follow each other.
      const next = nextReservationStartAt ? new Date(nextReservationStartAt).getTime() : Number.NaN;
      if (next > from && next < ceiling) {
        if (await freeAt(next)) {
          if (!stopped) setFound({ for: unavailableEnd, end: new Date(next) });
          return;
        }
        ceiling = next;
      }
      // Invariant: `low` steps are free (0 = no extension), `high` steps are not.
      let low = 0;
      let high = Math.ceil((ceiling - from) / STEP_MS);
      while (high - low > 1 && !stopped) {
        const middle = Math.floor((low + high) / 2);
        if (await freeAt(from + middle * STEP_MS)) {
          low = middle;
        } else {
          high = middle;
        }
      }
      if (!stopped) {
        setFound({ for: unavailableEnd, end: low === 0 ? null : new Date(from + low * STEP_MS) });
      }
    };
    search().catch(() => {
      // Only a hint: without it the page still says the chosen end is not free.
    });
    return () => {
      stopped = true;
    };
  }, [client, reservationId, currentEnd, unavailableEnd, nextReservationStartAt]);

  return found && found.for === unavailableEnd ? found.end : undefined;
}
