import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox gateway's notification signature, shaped like the ones real gateways use (Stripe, Tpay):
// `x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is signed
// with the body, so a captured notification cannot be replayed later than TOLERANCE_SECONDS.

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The header value for a body sent at `now`. */
export function signBody(secret: string, body: Buffer | string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Why a signature was refused, or null when it is good. */
export function checkSignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
  now: Date,
): string | null {
  if (typeof header !== 'string' || header.length > 300) return 'missing signature';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed signature';
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return 'stale signature';
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? null : 'wrong signature';
}
