import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  sid: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a well-signed, unexpired token, else null. */
  verify(token: string): Promise<TokenClaims | null>;
  /** HMAC with the server secret, for short secrets such as 6-digit codes. */
  mac(value: string): string;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sub, sid }, expiresAt) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    // Checked with node:crypto synchronously: jose's WebCrypto path hops through the thread pool on every
    // request, which dominated the authenticated hot path. HS256 only; the header must say so.
    verify: async (token) => verifyHs256(token, key),
    mac: (value) => createHmac('sha256', key).update(value).digest('hex'),
  };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomToken = () => randomBytes(32).toString('base64url');

export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

function verifyHs256(token: string, key: Uint8Array): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 2048) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (header !== HS256_HEADER) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      sid?: unknown;
      exp?: unknown;
    };
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return { sub: claims.sub, sid: claims.sid };
  } catch {
    return null;
  }
}
