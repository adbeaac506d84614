import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { tilesCovering, tileZoomFor } from '@parkshare/shared/map/tiles';
import type { SpotFeature } from '@parkshare/shared/spots/features';
import type { MapTileQuery } from '../../../gql/graphql';
import { request } from '../../../lib/graphql/request';
import { mapTileDocument } from '../api/map-tile';
import type { Area } from '../utils/area';
import { resolveWindow, type ResolvedWindow, type TimeWindowChoice } from '../utils/time-window';

export type MapParking = MapTileQuery['mapTile']['parkings'][number];
export type MapCluster = MapTileQuery['mapTile']['clusters'][number];

const within = (area: Area, point: { latitude: number; longitude: number }) =>
  point.latitude <= area.north &&
  point.latitude >= area.south &&
  point.longitude <= area.east &&
  point.longitude >= area.west;

export interface VehicleFilters {
  maxHeight: number | null;
  maxLength: number | null;
  maxWidth: number | null;
  /** Only parkings with a spot that has all of these (and only such spots counted). */
  features: SpotFeature[];
}

export const NO_FILTERS: VehicleFilters = { maxHeight: null, maxLength: null, maxWidth: null, features: [] };

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
 * The map tiles covering the visible area (decision 087: fixed tiles, so that people looking at the same place
 * share the server's answers), for the window and the filters: asked SEARCH_DEBOUNCE_MS after the last change,
 * an answer still on its way is cancelled by a newer search (its result would be stale), and the previous markers
 * stay until the new answer arrives. Parkings and clusters outside the visible area are left out, so that the list
 * shows what the map shows. `refresh` asks again for the same view (live updates).
 */
export function useMapParkings({ area, window, filters, enabled }: Search) {
  const [parkings, setParkings] = useState<MapParking[]>([]);
  const [clusters, setClusters] = useState<MapCluster[]>([]);
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
      const area = search.area;
      const variables = {
        startAt: startAt.toISOString(),
        endAt: endAt.toISOString(),
        maxHeight: search.filters.maxHeight,
        maxLength: search.filters.maxLength,
        maxWidth: search.filters.maxWidth,
        features: search.filters.features,
      };
      // Straight to the server, not through Apollo: tiles are never cached here (the server keeps them, decision
      // 087), and Apollo's work per query (the document's transforms, its observables) made asking for a screen's
      // tiles one long task on a phone's CPU (issue 17, total blocking time).
      const answers = await Promise.all(
        tilesCovering(area, tileZoomFor(area)).map((tile) =>
          request(mapTileDocument, { input: { ...tile, ...variables } }, { signal: current.signal }),
        ),
      );
      // A newer search (or leaving the page) aborted this one: the newer one owns `loading`.
      if (current.signal.aborted) return;
      // Markers, clusters and the list all change with the answer: as a transition React renders them in short
      // slices, where an ordinary update was one long task on a phone's CPU (issue 17, total blocking time).
      startTransition(() => {
        setParkings(answers.flatMap((answer) => answer.mapTile.parkings.filter((parking) => within(area, parking))));
        setClusters(answers.flatMap((answer) => answer.mapTile.clusters.filter((cluster) => within(area, cluster))));
        setSearched({ startAt, endAt });
        setError(null);
        setLoaded(true);
        setLoading(false);
      });
    } catch (failure) {
      if (current.signal.aborted) return;
      setError(failure);
      setLoading(false);
    }
  }, []);

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
  return { parkings, clusters, searched, loading, error, loaded, refresh: schedule, retry };
}
