import type { Locale } from '@parkshare/shared/locales';

export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): plenty for "how far is this parking". */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const TAG: Record<Locale, string> = { en: 'en-GB', pl: 'pl-PL' };

/** "350 m" under a kilometre (to 10 m), then "1.2 km" / "1,2 km", and whole kilometres from 10 km. */
export function formatDistance(metres: number, locale: Locale): string {
  if (metres < 995) {
    const rounded = Math.max(10, Math.round(metres / 10) * 10);
    return new Intl.NumberFormat(TAG[locale], { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
      rounded,
    );
  }
  const km = metres / 1000;
  return new Intl.NumberFormat(TAG[locale], {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 9.95 ? 1 : 0,
  }).format(km);
}
