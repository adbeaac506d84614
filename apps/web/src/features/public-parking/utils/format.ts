// Money and lengths at the edge (ARCHITECTURE: integer grosze and centimetres everywhere else).
const intlLocale = (locale: string): string => (locale === 'pl' ? 'pl-PL' : 'en-GB');

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 500 grosze → "5,00 zł" (pl) or "PLN 5.00" (en). */
export function formatMoney(grosze: number, locale: string, currency = 'PLN'): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(grosze / 100);
}

/** 210 cm → "2.10 m" (en) or "2,10 m" (pl). */
export function formatMetres(cm: number, locale: string): string {
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
