import * as client from 'openid-client';
import type { GoogleConfig } from '../../config-google';
import { AppError } from '../../lib/errors';
import { socialMessages } from '@parkshare/shared/validation/messages-social';

// Google as an OpenID provider, through openid-client (decision 095): discovery, the authorization URL with PKCE
// (S256) and a nonce, and the code exchange, whose ID token is checked by the library: its signature against the
// provider's JWKS (non-repudiation checks on), iss, aud, azp, exp, iat and the nonce. What comes back is only
// the identity; what Parkshare does with it is social-sign-in.service.ts's business.

export interface ProviderIdentity {
  /** Google's stable account id (`sub`). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const TIMEOUT_SECONDS = 10;
// The discovery document rarely changes; it is read again after a day (and after any failure). Google's keys
// rotate on their own schedule: openid-client fetches the JWKS again when a token names an unknown key.
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;

const discovered = new WeakMap<GoogleConfig, { at: number; config: Promise<client.Configuration> }>();

function configurationOf(google: GoogleConfig): Promise<client.Configuration> {
  const cached = discovered.get(google);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const issuer = new URL(google.issuerUrl);
  const config = client
    .discovery(issuer, google.clientId, google.clientSecret.reveal(), undefined, {
      timeout: TIMEOUT_SECONDS,
      // Plain http is only ever allowed for a loopback issuer (config-google.ts), which is a test's fake.
      execute: [
        client.enableNonRepudiationChecks,
        ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
      ],
    })
    .then((configuration) => {
      configuration.timeout = TIMEOUT_SECONDS;
      return configuration;
    });
  discovered.set(google, { at: Date.now(), config });
  config.catch(() => discovered.delete(google));
  return config;
}

export const socialError = (message: string) => new AppError('SOCIAL_SIGN_IN_FAILED', message);
export const providerUnavailable = () => new AppError('PROVIDER_UNAVAILABLE', socialMessages.socialUnavailable);

type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

/** The provider's refusals become SOCIAL_SIGN_IN_FAILED, its silence or trouble PROVIDER_UNAVAILABLE; never a 500. */
function translate(error: unknown, log: Log, step: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.ResponseBodyError) {
    const details = { step, status: error.status, error: error.error, description: error.error_description };
    if (error.status >= 500) {
      log.warn(details, 'google sign-in: the provider failed');
      return providerUnavailable();
    }
    // invalid_grant is a used or old code; invalid_client or redirect_uri_mismatch are the operator's to fix.
    if (error.error === 'invalid_grant') log.warn(details, 'google sign-in: the provider refused the code');
    else log.error(details, 'google sign-in: the provider refused the client');
    return socialError(socialMessages.socialRefused);
  }
  const code = error instanceof client.ClientError ? error.code : undefined;
  if (error instanceof TypeError || code === 'OAUTH_TIMEOUT' || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    log.warn({ step, code, err: error }, 'google sign-in: the provider could not be reached');
    return providerUnavailable();
  }
  if (error instanceof client.ClientError) {
    // A token that fails its checks (signature, issuer, audience, nonce, time): refused, and worth a look.
    log.warn({ step, code, reason: error.message }, 'google sign-in: the answer failed its checks');
    return socialError(socialMessages.socialRefused);
  }
  log.error({ step, err: error }, 'google sign-in: unexpected failure');
  return providerUnavailable();
}

/** Where the browser goes to sign in with Google, for one attempt's state, PKCE challenge and nonce. */
export async function googleAuthorizationUrl(
  google: GoogleConfig,
  log: Log,
  params: { redirectUri: string; state: string; codeVerifier: string; nonce: string; language: string },
): Promise<string> {
  try {
    const config = await configurationOf(google);
    return client
      .buildAuthorizationUrl(config, {
        redirect_uri: params.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: params.state,
        nonce: params.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
        // Google's account chooser, in the language the person uses Parkshare in.
        prompt: 'select_account',
        hl: params.language,
      })
      .toString();
  } catch (error) {
    throw translate(error, log, 'discovery');
  }
}

/** Exchanges a callback's code for tokens and returns who the validated ID token says signed in. */
export async function exchangeGoogleCode(
  google: GoogleConfig,
  log: Log,
  params: { redirectUri: string; code: string; state: string; codeVerifier: string; nonce: string },
): Promise<ProviderIdentity> {
  try {
    const config = await configurationOf(google);
    const callback = new URL(params.redirectUri);
    callback.searchParams.set('code', params.code);
    callback.searchParams.set('state', params.state);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: params.codeVerifier,
      expectedState: params.state,
      expectedNonce: params.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw socialError(socialMessages.socialRefused);
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  } catch (error) {
    throw translate(error, log, 'code exchange');
  }
}
