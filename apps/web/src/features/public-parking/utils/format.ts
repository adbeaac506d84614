// Lengths at the edge (ARCHITECTURE: integer grosze and centimetres everywhere else; money: @parkshare/shared/money).
import { writeHundredths } from '@parkshare/shared/numbers';

const intlLocale = (locale: string): string => (locale === 'pl' ? 'pl-PL' : 'en-GB');

/** 210 cm → "2.10 m" (en) or "2,10 m" (pl), as Intl writes it (numbers.ts: no Intl formatter on a public page). */
export function formatMetres(cm: number, locale: string): string {
  if (Number.isSafeInteger(cm)) return `${writeHundredths(cm, locale)} m`;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: 'meter',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cm / 100);
}

/** A link to the place on openstreetmap.org (a link only: nothing loads from there until it is opened). */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;
}
