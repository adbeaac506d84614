import { useApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { extensionQuoteDocument } from '../api/extension-quote';

const STEP_MS = 5 * 60_000;

/**
 * When the chosen end is not free, the latest end that is (5-minute steps after the current end): the spot is
 * taken after it. Availability only shrinks as the end moves later, so a binary search over extensionQuote finds
 * it in a few questions. Undefined while searching or not needed; null when no later end is free at all.
 */
export function useLatestFreeEnd(
  reservationId: string,
  currentEnd: string | undefined,
  unavailableEnd: string | null,
): Date | null | undefined {
  const client = useApolloClient();
  const [found, setFound] = useState<{ for: string; end: Date | null } | null>(null);

  useEffect(() => {
    if (!currentEnd || !unavailableEnd) {
      return undefined;
    }
    let stopped = false;
    const from = new Date(currentEnd).getTime();
    const free = async (steps: number) => {
      const { data } = await client.query({
        query: extensionQuoteDocument,
        variables: { input: { reservationId, endAt: new Date(from + steps * STEP_MS).toISOString() } },
        fetchPolicy: 'network-only',
      });
      return data.extensionQuote.available;
    };
    const search = async () => {
      // Invariant: `low` steps are free (0 = no extension), `high` steps are not.
      let low = 0;
      let high = Math.ceil((new Date(unavailableEnd).getTime() - from) / STEP_MS);
      while (high - low > 1 && !stopped) {
        const middle = Math.floor((low + high) / 2);
        if (await free(middle)) {
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
  }, [client, reservationId, currentEnd, unavailableEnd]);

  return found && found.for === unavailableEnd ? found.end : undefined;
}
