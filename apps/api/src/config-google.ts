import { z } from 'zod';
import { httpUrl } from './config-url';
import { Secret } from './lib/secret';

// The Google part of the configuration (decision 095), beside config.ts, which spreads these variables into its
// schema and calls googleConfig with its ConfigError. Sign-in with Google stays off until both the client id and
// its secret are set: no button, and the endpoints answer NOT_AVAILABLE.

export interface GoogleConfig {
  /** The OAuth client id from Google Cloud's console ("….apps.googleusercontent.com"). */
  clientId: string;
  /** Its client secret; never logged (Secret). */
  clientSecret: Secret;
  /** The OpenID provider's issuer, without a trailing slash: https://accounts.google.com unless a test fakes it. */
  issuerUrl: string;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

// Google's ids and secrets are printable ASCII without spaces; the bound only keeps a pasted paragraph out.
const printable = (what: string) =>
  z
    .string()
    .max(256, `must be at most 256 characters long (${what} as Google's console shows it)`)
    .regex(/^[\x21-\x7e]+$/, `must be ${what} as Google's console shows it, without spaces`);

const urlSetting = httpUrl('must be a URL starting with https:// (or http:// on 127.0.0.1)');

export const googleEnv = {
  GOOGLE_CLIENT_ID: printable('the client id').optional(),
  GOOGLE_CLIENT_SECRET: printable('the client secret').optional(),
  GOOGLE_ISSUER_URL: urlSetting.default(GOOGLE_ISSUER),
};

type GoogleEnv = { GOOGLE_ISSUER_URL: string } & Partial<Record<'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET', string>>;

const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** On with both the client id and its secret; one without the other is a mistake worth stopping for. */
export function googleConfig(e: GoogleEnv, fail: (message: string) => Error): GoogleConfig | null {
  if (!e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) return null;
  if (!e.GOOGLE_CLIENT_ID) {
    throw fail('Missing environment variable GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set');
  }
  if (!e.GOOGLE_CLIENT_SECRET) {
    throw fail('Missing environment variable GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  }
  const issuer = new URL(e.GOOGLE_ISSUER_URL);
  if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.includes(issuer.hostname)) {
    throw fail(
      'Invalid environment variable GOOGLE_ISSUER_URL: must start with https:// (the client secret travels to it; http only on 127.0.0.1)',
    );
  }
  return {
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: new Secret(e.GOOGLE_CLIENT_SECRET),
    issuerUrl: e.GOOGLE_ISSUER_URL.replace(/\/+$/, ''),
  };
}
