import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from '../../../lib/config';
import { reverseGeocode, type GeocodedPlace } from '../../../lib/geocoder/geocoder';

export type ReverseStatus = 'idle' | 'looking' | 'found' | 'none' | 'failed';

/** The address at the pin; a newer pin position cancels the question about an older one. */
export function useReverseGeocode(onFound: (place: GeocodedPlace) => void) {
  const { geocoderUrl } = useConfig();
  const [status, setStatus] = useState<ReverseStatus>('idle');
  const controller = useRef<AbortController | null>(null);
  const found = useRef(onFound);
  found.current = onFound;

  const lookUp = useCallback(
    async (point: { latitude: number; longitude: number }) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus('looking');
      try {
        const place = await reverseGeocode(geocoderUrl, point, current.signal);
        if (current.signal.aborted) return;
        if (place) {
          setStatus('found');
          found.current(place);
        } else {
          setStatus('none');
        }
      } catch (error) {
        if (current.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setStatus('failed');
      }
    },
    [geocoderUrl],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setStatus('idle');
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  return { status, lookUp, reset };
}
