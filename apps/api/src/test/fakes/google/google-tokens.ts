import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

// The fake Google's signing keys and ID tokens: RS256 with a `kid` the JWKS names, and the claims Google puts in
// an ID token of the authorization code flow (https://developers.google.com/identity/openid-connect/openid-connect
// #an-id-tokens-payload).

export interface FakeGoogleUser {
  email: string;
  name?: string;
  /** Google's `sub`: a stable numeric id; derived from the e-mail when not given. */
  sub?: string;
  /** Default true, as for every Gmail address. */
  emailVerified?: boolean;
}

/** What a test may change in the next ID token: any claim, or a signature by a key the JWKS does not hold. */
export type IdTokenTampering = Partial<Record<'iss' | 'aud' | 'azp' | 'nonce' | 'sub', string>> & {
  exp?: number;
  iat?: number;
  foreignKey?: boolean;
};

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
  foreign: CryptoKey;
}

export async function newSigningKeys(): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = (await generateKeyPair('RS256')).privateKey;
  const kid = randomBytes(20).toString('hex');
  return { kid, privateKey, foreign, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** A 21-digit id like Google's, the same for the same e-mail. */
export const subjectOf = (user: FakeGoogleUser) =>
  user.sub ??
  `1${BigInt(`0x${createHash('sha256').update(user.email.toLowerCase()).digest('hex').slice(0, 16)}`)
    .toString()
    .padStart(20, '0')
    .slice(0, 20)}`;

// at_hash: the left half of the SHA-256 of the access token, base64url (OpenID Connect Core 3.2.2.9).
const atHash = (accessToken: string) =>
  createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');

export async function signIdToken(
  keys: SigningKeys,
  grant: { issuer: string; clientId: string; user: FakeGoogleUser; nonce: string | null; accessToken: string },
  tampering: IdTokenTampering = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { user } = grant;
  const claims = {
    iss: grant.issuer,
    azp: grant.clientId,
    aud: grant.clientId,
    sub: subjectOf(user),
    email: user.email,
    email_verified: user.emailVerified ?? true,
    at_hash: atHash(grant.accessToken),
    ...(grant.nonce !== null ? { nonce: grant.nonce } : {}),
    ...(user.name ? { name: user.name, given_name: user.name.split(' ')[0] } : {}),
    iat: now,
    exp: now + 3600,
    ...Object.fromEntries(Object.entries(tampering).filter(([key]) => key !== 'foreignKey')),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
    .sign(tampering.foreignKey ? keys.foreign : keys.privateKey);
}
