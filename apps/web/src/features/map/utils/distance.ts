import type { Locale } from '@parkshare/shared/locales';
import { groupDigits, numberStyle } from '@parkshare/shared/numbers';

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

/**
 * "350 m" under a kilometre (to 10 m), then "1.2 km" / "1,2 km", and whole kilometres from 10 km. Written by hand,
 * the same text as Intl's unit format (a test holds them equal): the map's list was the first thing on the screen to
 * make an Intl formatter, whose first use reads the browser's locale data (issue 17, total blocking time).
 */
export function formatDistance(metres: number, locale: Locale): string {
  if (metres < 995) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  if (metres < 9_950) {
    const tenths = Math.round(metres / 100);
    const fraction = tenths % 10;
    return `${Math.floor(tenths / 10)}${fraction === 0 ? '' : `${numberStyle(locale).decimal}${fraction}`} km`;
  }
  return `${groupDigits(Math.round(metres / 1000), locale)} km`;
}
