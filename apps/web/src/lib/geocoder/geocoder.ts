// A Nominatim-compatible geocoder (GEOCODER_URL from /api/config): /search turns text into places, /reverse
// a point into an address. Only the shapes we read are typed; anything else in the answer is ignored.

export interface AddressParts {
  country: string;
  region: string;
  city: string;
  street: string;
  number: string;
  postcode: string;
}

export interface GeocodedPlace {
  id: string;
  label: string;
  latitude: number;
  longitude: number;
  address: AddressParts;
}

export class GeocoderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocoderError';
  }
}

interface NominatimAddress {
  house_number?: string;
  road?: string;
  pedestrian?: string;
  footway?: string;
  square?: string;
  place?: string;
  hamlet?: string;
  village?: string;
  town?: string;
  city?: string;
  municipality?: string;
  state?: string;
  postcode?: string;
  country_code?: string;
}

interface NominatimPlace {
  place_id?: number | string;
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: NominatimAddress;
  error?: string;
}

// Addresses are stored as the post office writes them, in Polish, whatever the user's UI language.
const ADDRESS_LANGUAGE = 'pl';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** "województwo mazowieckie" → "mazowieckie": the form's label already says it is the voivodeship. */
export function regionName(state: string): string {
  return state.replace(/^województwo\s+/i, '').trim();
}

/** Nominatim's address details as the form's fields. */
export function addressParts(address: NominatimAddress | undefined): AddressParts {
  const a = address ?? {};
  const city = text(a.city) || text(a.town) || text(a.village) || text(a.hamlet) || text(a.municipality);
  // A village without street names: Nominatim gives the village as `place` or nothing; the street stays empty.
  const street = text(a.road) || text(a.pedestrian) || text(a.square) || text(a.footway) || text(a.place);
  return {
    country: text(a.country_code).toUpperCase(),
    region: regionName(text(a.state)),
    city,
    street,
    number: text(a.house_number),
    postcode: text(a.postcode),
  };
}

function toPlace(raw: NominatimPlace, index: number): GeocodedPlace | null {
  const latitude = Number(raw.lat);
  const longitude = Number(raw.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return {
    id: String(raw.place_id ?? `${index}:${latitude},${longitude}`),
    label: text(raw.display_name) || `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`,
    latitude,
    longitude,
    address: addressParts(raw.address),
  };
}

/** The results of /search that carry usable coordinates. */
export function parseSearch(body: unknown): GeocodedPlace[] {
  if (!Array.isArray(body)) throw new GeocoderError('unexpected search answer');
  return body
    .map((item, index) => (item && typeof item === 'object' ? toPlace(item as NominatimPlace, index) : null))
    .filter((place): place is GeocodedPlace => place !== null);
}

/** The address of /reverse, or null where there is none (the sea, "Unable to geocode"). */
export function parseReverse(body: unknown): GeocodedPlace | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new GeocoderError('unexpected reverse answer');
  if ((body as NominatimPlace).error) return null;
  return toPlace(body, 0);
}

const endpoint = (base: string, path: string, params: Record<string, string>) => {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path}`, window.location.origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
};

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new GeocoderError('geocoder unreachable');
  }
  if (!response.ok) throw new GeocoderError(`geocoder answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new GeocoderError('geocoder answered something that is not JSON');
  }
}

export const SEARCH_LIMIT = 6;

/** Places matching the text, best first. */
export async function searchPlaces(base: string, query: string, signal?: AbortSignal): Promise<GeocodedPlace[]> {
  const url = endpoint(base, 'search', {
    format: 'jsonv2',
    q: query,
    addressdetails: '1',
    limit: String(SEARCH_LIMIT),
    'accept-language': ADDRESS_LANGUAGE,
  });
  return parseSearch(await getJson(url, signal));
}

/** The address at a point (building level), or null where there is none. */
export async function reverseGeocode(
  base: string,
  point: { latitude: number; longitude: number },
  signal?: AbortSignal,
): Promise<GeocodedPlace | null> {
  const url = endpoint(base, 'reverse', {
    format: 'jsonv2',
    lat: point.latitude.toFixed(7),
    lon: point.longitude.toFixed(7),
    addressdetails: '1',
    zoom: '18',
    'accept-language': ADDRESS_LANGUAGE,
  });
  return parseReverse(await getJson(url, signal));
}
