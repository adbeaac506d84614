import { useCallback, useState } from 'react';

export type GeolocationFailure = 'not_supported' | 'permission_denied' | 'position_unavailable' | 'timeout' | 'unknown';

/** Maps the browser's error codes to SPEC §8's geolocation messages. */
export function geolocationFailure(error: { code: number } | null): GeolocationFailure {
  switch (error?.code) {
    case 1:
      return 'permission_denied';
    case 2:
      return 'position_unavailable';
    case 3:
      return 'timeout';
    default:
      return 'unknown';
  }
}

export function useGeolocation(
  onFound: (lat: number, lng: number) => void,
  onFailure: (f: GeolocationFailure) => void,
) {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      onFailure('not_supported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(position.coords.latitude, position.coords.longitude);
      },
      (error) => {
        setLocating(false);
        onFailure(geolocationFailure(error));
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [onFound, onFailure]);
  return { locate, locating };
}
