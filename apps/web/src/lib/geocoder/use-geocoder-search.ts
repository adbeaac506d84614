import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from '../config';
import { searchPlaces, type GeocodedPlace } from './geocoder';

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

// Typing pauses this long before the geocoder is asked; Enter asks at once. Nominatim's public instance does
// not allow search-as-you-type, so production points GEOCODER_URL at its own instance or a provider.
export const SEARCH_DEBOUNCE_MS = 600;
export const SEARCH_MIN_LENGTH = 3;

/** Debounced place search: the latest text wins, earlier answers still on their way are dropped. */
export function useGeocoderSearch() {
  const { geocoderUrl } = useConfig();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodedPlace[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = useCallback(
    async (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      controller.current?.abort();
      const trimmed = text.trim();
      if (trimmed.length < SEARCH_MIN_LENGTH) {
        setResults([]);
        setStatus('idle');
        return;
      }
      const current = new AbortController();
      controller.current = current;
      setStatus('searching');
      try {
        const places = await searchPlaces(geocoderUrl, trimmed, current.signal);
        if (current.signal.aborted) return;
        setResults(places);
        setStatus('done');
      } catch (error) {
        if (current.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setResults([]);
        setStatus('failed');
      }
    },
    [geocoderUrl],
  );

  const change = useCallback(
    (text: string) => {
      setQuery(text);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(text), SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  const searchNow = useCallback(() => void run(query), [run, query]);

  /** After a pick: the list closes and the box shows the chosen place. */
  const settle = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    controller.current?.abort();
    setQuery(text);
    setResults([]);
    setStatus('idle');
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return { query, change, searchNow, settle, results, status };
}
