import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';

// Ticket photos are evidence (number plates, faces): never public. Ticket.photos answers each one's URL only to
// somebody the ticket's policy let in, and the URL carries its own proof: an HMAC of the key and an expiry, under
// a key derived from the app's secret (so a leaked URL key says nothing about the tokens' key). A browser's <img>
// sends no bearer token, hence the signature in the URL, as object stores' presigned URLs do.

/** How long a signed URL works: at most an hour, at least 50 minutes. */
export const TICKET_PHOTO_URL_SECONDS = 3600;
// The expiry is rounded to this step, so the URL of a photo stays the same for 10 minutes and the browser's
// cache serves it again across re-fetches of the ticket.
const STEP_SECONDS = 600;

const signingKeys = new WeakMap<Config, Buffer>();

function signingKey(config: Config): Buffer {
  let key = signingKeys.get(config);
  if (!key) {
    key = createHmac('sha256', config.jwtSecret).update('ticket-photo-urls').digest();
    signingKeys.set(config, key);
  }
  return key;
}

const signatureOf = (config: Config, key: string, exp: number): Buffer =>
  createHmac('sha256', signingKey(config)).update(`${key}\n${exp}`).digest();

/** The photo's URL for the viewer who passed the ticket's policy, valid for about TICKET_PHOTO_URL_SECONDS. */
export function signedTicketPhotoUrl(config: Config, key: string, now = Date.now()): string {
  const exp = (Math.floor(now / 1000 / STEP_SECONDS) + TICKET_PHOTO_URL_SECONDS / STEP_SECONDS) * STEP_SECONDS;
  const sig = signatureOf(config, key, exp).toString('base64url');
  return `/api/ticket-photos/${encodeURIComponent(key)}?exp=${exp}&sig=${sig}`;
}

/**
 * The seconds a URL still works, or null when it is not one signedTicketPhotoUrl gave for this key (forged,
 * altered, expired, or missing a part).
 */
export function ticketPhotoUrlSeconds(
  config: Config,
  { key, exp, sig }: { key: string; exp: unknown; sig: unknown },
  now = Date.now(),
): number | null {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
  const remaining = Number(exp) - Math.floor(now / 1000);
  if (remaining <= 0 || remaining > TICKET_PHOTO_URL_SECONDS) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signatureOf(config, key, Number(exp));
  return given.length === expected.length && timingSafeEqual(given, expected) ? remaining : null;
}
