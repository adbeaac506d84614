import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ParkingsInAreaQuery } from '../../../gql/graphql';
import { parkingsInAreaDocument } from '../api/parkings-in-area';
import type { Area } from '../utils/area';
import { resolveWindow, type ResolvedWindow, type TimeWindowChoice } from '../utils/time-window';

export type MapParking = ParkingsInAreaQuery['parkingsInArea'][number];

export interface VehicleFilters {
  maxHeight: number | null;
  maxLength: number | null;
  maxWidth: number | null;
}

export const NO_FILTERS: VehicleFilters = { maxHeight: null, maxLength: null, maxWidth: null };

/** Moving the map asks again after this pause; a spot-state event too (several bookings: one search). */
export const SEARCH_DEBOUNCE_MS = 300;

interface Search {
  area: Area | null;
  window: TimeWindowChoice;
  filters: VehicleFilters;
  /** False while the window is invalid: nothing is asked. */
  enabled: boolean;
}

/**
 * parkingsInArea for the visible area, the window and the filters: asked SEARCH_DEBOUNCE_MS after the last
 * change, an answer still on its way is cancelled by a newer search (its result would be stale), and the
 * previous markers stay until the new answer arrives. `refresh` asks again for the same view (live updates).
 */
export function useMapParkings({ area, window, filters, enabled }: Search) {
  const client = useApolloClient();
  const [parkings, setParkings] = useState<MapParking[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [loaded, setLoaded] = useState(false);
  /** The window of the answer shown ("now" fixed at the time of asking): the card prices the same window. */
  const [searched, setSearched] = useState<ResolvedWindow | null>(null);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<Search>({ area, window, filters, enabled });
  latest.current = { area, window, filters, enabled };

  const run = useCallback(async () => {
    const search = latest.current;
    if (!search.area || !search.enabled) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const { startAt, endAt } = resolveWindow(search.window);
    setLoading(true);
    try {
      const result = await client.query({
        query: parkingsInAreaDocument,
        variables: {
          input: {
            ...search.area,
            startAt: startAt.toISOString(),
            endAt: endAt.toISOString(),
            maxHeight: search.filters.maxHeight,
            maxLength: search.filters.maxLength,
            maxWidth: search.filters.maxWidth,
          },
        },
        fetchPolicy: 'no-cache',
        context: { fetchOptions: { signal: current.signal }, queryDeduplication: false },
      });
      if (current.signal.aborted) return;
      setParkings(result.data.parkingsInArea);
      setSearched({ startAt, endAt });
      setError(null);
      setLoaded(true);
    } catch (failure) {
      if (current.signal.aborted) return;
      setError(failure);
    } finally {
      if (controller.current === current) setLoading(false);
    }
  }, [client]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), SEARCH_DEBOUNCE_MS);
  }, [run]);

  const key = JSON.stringify([area, window, filters, enabled]);
  useEffect(() => {
    schedule();
  }, [key, schedule]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const retry = useCallback(() => void run(), [run]);
  return { parkings, searched, loading, error, loaded, refresh: schedule, retry };
}
