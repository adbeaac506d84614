import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import { isSpotNumber } from '@parkshare/shared/spots/spot-number';
import { paths } from '../../../config/paths';

// What a scanned QR code means (SPEC §8 scanner errors). Spot signs (features/parkings/utils/spot-sign.ts) hold
// {origin}/{identifier}/{spotNumber}; this site's parking and spot pages open in the app, another site's address
// is only shown, never followed, and anything else (other pages of this site included) is not something the
// scanner understands.

export type ScanResult =
  | { kind: 'spot'; identifier: string; spotNumber: string; path: string }
  | { kind: 'parking'; identifier: string; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'invalid' };

const MAX_LENGTH = 2048;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The parking or spot page a path of this site names, or null for any other path. */
export function parkingPathOf(pathname: string): Extract<ScanResult, { kind: 'spot' | 'parking' }> | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length < 1 || segments.length > 2) return null;
  const identifier = decode(segments[0] ?? '')?.toUpperCase();
  if (!identifier || !PARKING_IDENTIFIER_PATTERN.test(identifier)) return null;
  if (segments.length === 1) return { kind: 'parking', identifier, path: paths.publicParking.href(identifier) };
  const spotNumber = decode(segments[1] ?? '')?.normalize('NFC');
  if (!spotNumber || !isSpotNumber(spotNumber)) return null;
  return { kind: 'spot', identifier, spotNumber, path: paths.publicSpot.href(identifier, spotNumber) };
}

/**
 * Classifies a QR code's text. `origins` are the addresses of this site (window.location.origin); a URL on
 * one of them whose path is a parking or spot page can be opened in the app.
 */
export function classifyScan(text: string, origins: readonly string[]): ScanResult {
  const value = text.trim();
  if (!value || value.length > MAX_LENGTH || !/^https?:\/\//i.test(value)) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return { kind: 'invalid' };
  const own = origins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  // A page of this site that is not a parking or spot page (or a malformed one) is not another website: it is just
  // not a spot's code. An address of this host carrying credentials is a disguise and stays external.
  if (own && !url.username && !url.password) return parkingPathOf(url.pathname) ?? { kind: 'invalid' };
  return { kind: 'external', url: value };
}
