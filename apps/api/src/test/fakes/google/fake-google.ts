import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newSigningKeys, signIdToken, type FakeGoogleUser, type IdTokenTampering } from './google-tokens';
import { chooserPage, errorPage } from './page';
import { readLimitedBody } from '../read-body';

// A loopback fake of Google as an OpenID provider (decision 095), as strict as Google's published behaviour
// (https://developers.google.com/identity/openid-connect/openid-connect, .../protocols/oauth2/web-server): the
// discovery document, the authorization endpoint (an account chooser page; a wrong client or redirect URI is an
// error page, never a redirect), the token endpoint (client id and secret by client_secret_post or _basic, the
// same redirect_uri, the PKCE verifier against its S256 challenge, each code once and for 10 minutes at most:
// a second use is invalid_grant) and the JWKS of the RS256 key the ID tokens are signed with.

export type { FakeGoogleUser };

export interface FakeGoogleOptions {
  clientId: string;
  clientSecret: string;
  /** The redirect URIs registered for the client: anything else is redirect_uri_mismatch. */
  redirectUris: string[];
  /** Fixed port (the browser journeys); a random one by default. */
  port?: number;
}

export interface FakeGoogle {
  /** The issuer: GOOGLE_ISSUER_URL. */
  url: string;
  /** Every request as "METHOD /path", in order. */
  requests: string[];
  /** Plays the browser: opens the authorization URL, picks the user, and answers where Google sends them back. */
  signIn(authorizationUrl: string, user: FakeGoogleUser): Promise<URL>;
  /** The next ID token is changed so (wrong nonce, audience, issuer, expiry, a foreign key…). */
  tamperNextIdToken(tampering: IdTokenTampering): void;
  /** The token endpoint answers this status (Google's 5xx) until cleared. */
  failTokenEndpoint(status: number | null): void;
  close(): Promise<void>;
}

interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string | null;
  nonce: string | null;
  scope: string;
  codeChallenge: string | null;
  codeChallengeMethod: 'S256' | 'plain';
}

interface Code extends AuthorizationRequest {
  user: FakeGoogleUser;
  expiresAt: number;
  used: boolean;
}

interface Answer {
  status: number;
  json?: unknown;
  html?: string;
  location?: string;
}

const CODE_TTL_MS = 10 * 60 * 1000;
const PKCE = /^[A-Za-z0-9\-._~]{43,128}$/;
const tokenError = (status: number, error: string, description: string): Answer => ({
  status,
  json: { error, error_description: description },
});

/** Starts the fake on 127.0.0.1. */
export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const keys = await newSigningKeys();
  const pending = new Map<string, AuthorizationRequest>();
  const codes = new Map<string, Code>();
  const requests: string[] = [];
  let tampering: IdTokenTampering | null = null;
  let tokenFailure: number | null = null;
  let issuer = '';

  const discovery = () => ({
    issuer,
    authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/v1/userinfo`,
    revocation_endpoint: `${issuer}/revoke`,
    jwks_uri: `${issuer}/oauth2/v3/certs`,
    response_types_supported: ['code', 'token', 'id_token', 'code token', 'code id_token', 'none'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'sub'],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
  });

  function authorize(query: URLSearchParams): Answer {
    const clientId = query.get('client_id');
    if (!clientId) return { status: 400, html: errorPage('invalid_request', 'Missing required parameter: client_id') };
    if (clientId !== options.clientId) {
      return { status: 401, html: errorPage('invalid_client', 'The OAuth client was not found.') };
    }
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!options.redirectUris.includes(redirectUri)) {
      return { status: 400, html: errorPage('redirect_uri_mismatch', `redirect_uri=${redirectUri}`) };
    }
    const missing = ['response_type', 'scope'].find((name) => !query.get(name));
    if (missing) return { status: 400, html: errorPage('invalid_request', `Missing required parameter: ${missing}`) };
    if (query.get('response_type') !== 'code') {
      return { status: 400, html: errorPage('unsupported_response_type', 'Only code here') };
    }
    const scope = query.get('scope') ?? '';
    if (!scope.split(' ').includes('openid')) {
      return { status: 400, html: errorPage('invalid_scope', 'Some requested scopes were invalid.') };
    }
    const codeChallenge = query.get('code_challenge');
    const method = query.get('code_challenge_method') ?? 'plain';
    if (codeChallenge !== null && (!PKCE.test(codeChallenge) || (method !== 'S256' && method !== 'plain'))) {
      return { status: 400, html: errorPage('invalid_request', 'Invalid code_challenge or code_challenge_method.') };
    }
    const id = randomBytes(16).toString('hex');
    pending.set(id, {
      clientId,
      redirectUri,
      state: query.get('state'),
      nonce: query.get('nonce'),
      scope,
      codeChallenge,
      codeChallengeMethod: method as 'S256' | 'plain',
    });
    return { status: 200, html: chooserPage(id) };
  }

  function approve(form: URLSearchParams): Answer {
    const request = pending.get(form.get('request') ?? '');
    const email = form.get('email')?.trim();
    if (!request || !email) return { status: 400, html: errorPage('invalid_request', 'Start again.') };
    pending.delete(form.get('request') ?? '');
    const code = `4/0${randomBytes(36).toString('base64url')}`;
    const user: FakeGoogleUser = {
      email,
      name: form.get('name')?.trim() || undefined,
      sub: form.get('sub')?.trim() || undefined,
      // A checkbox on the page: sent as 'true' when ticked, absent otherwise.
      emailVerified: form.get('email_verified') === 'true',
    };
    codes.set(code, { ...request, user, expiresAt: Date.now() + CODE_TTL_MS, used: false });
    const back = new URL(request.redirectUri);
    if (request.state !== null) back.searchParams.set('state', request.state);
    back.searchParams.set('code', code);
    back.searchParams.set('scope', 'email profile openid');
    back.searchParams.set('authuser', '0');
    back.searchParams.set('prompt', 'consent');
    return { status: 302, location: back.toString() };
  }

  function clientOf(request: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | Answer {
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const inBody = form.has('client_id') || form.has('client_secret');
    if (basic && inBody) return tokenError(400, 'invalid_request', 'More than one client authentication method');
    if (basic?.[1]) {
      const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
    }
    return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
  }

  async function token(request: IncomingMessage, text: string): Promise<Answer> {
    if (tokenFailure !== null) return tokenError(tokenFailure, 'internal_failure', 'Backend Error');
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return tokenError(400, 'invalid_request', 'Invalid content type');
    }
    const form = new URLSearchParams(text);
    const client = clientOf(request, form);
    if ('status' in client) return client;
    if (client.id !== options.clientId) return tokenError(401, 'invalid_client', 'The OAuth client was not found.');
    if (client.secret !== options.clientSecret) return tokenError(401, 'invalid_client', 'Unauthorized');
    if (form.get('grant_type') !== 'authorization_code') {
      return tokenError(400, 'unsupported_grant_type', `Invalid grant_type: ${form.get('grant_type') ?? ''}`);
    }
    const missing = ['code', 'redirect_uri'].find((name) => !form.get(name));
    if (missing) return tokenError(400, 'invalid_request', `Missing required parameter: ${missing}`);
    const code = codes.get(form.get('code') ?? '');
    if (!code || code.used || code.expiresAt <= Date.now() || code.clientId !== client.id) {
      return tokenError(400, 'invalid_grant', 'Bad Request');
    }
    // Used from here on, whatever the outcome: Google never lets a code be tried twice.
    code.used = true;
    if (form.get('redirect_uri') !== code.redirectUri) return tokenError(400, 'redirect_uri_mismatch', 'Bad Request');
    if (code.codeChallenge !== null) {
      const verifier = form.get('code_verifier');
      if (!verifier) return tokenError(400, 'invalid_grant', 'Missing code verifier.');
      const computed =
        code.codeChallengeMethod === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (!PKCE.test(verifier) || computed !== code.codeChallenge) {
        return tokenError(400, 'invalid_grant', 'Invalid code verifier.');
      }
    }
    const accessToken = `ya29.${randomBytes(48).toString('base64url')}`;
    const idToken = await signIdToken(
      keys,
      { issuer, clientId: client.id, user: code.user, nonce: code.nonce, accessToken },
      tampering ?? {},
    );
    tampering = null;
    return {
      status: 200,
      json: { access_token: accessToken, expires_in: 3599, scope: code.scope, token_type: 'Bearer', id_token: idToken },
    };
  }

  async function route(request: IncomingMessage, url: URL): Promise<Answer> {
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/health') return { status: 200, json: { status: 'ok' } };
    if (method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return { status: 200, json: discovery() };
    }
    if (method === 'GET' && url.pathname === '/oauth2/v3/certs') return { status: 200, json: { keys: [keys.jwk] } };
    if (method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return authorize(url.searchParams);
    if (method === 'POST' && (url.pathname === '/o/oauth2/v2/auth/approve' || url.pathname === '/token')) {
      const text = (await readLimitedBody(request, 64 * 1024))?.toString('utf8') ?? null;
      if (text === null) return tokenError(413, 'invalid_request', 'Request too large');
      return url.pathname === '/token' ? token(request, text) : approve(new URLSearchParams(text));
    }
    return { status: 404, json: { error: 'not_found' } };
  }

  const send = (response: ServerResponse, answer: Answer) => {
    if (answer.location) return response.writeHead(answer.status, { location: answer.location }).end();
    if (answer.html !== undefined) {
      return response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
    }
    response
      .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify(answer.json));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer || 'http://127.0.0.1');
    requests.push(`${request.method ?? 'GET'} ${url.pathname}`);
    route(request, url).then(
      (answer) => send(response, answer),
      (error: unknown) => send(response, { status: 500, json: { error: 'internal_failure', detail: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: issuer,
    requests,
    async signIn(authorizationUrl, user) {
      const page = await fetch(authorizationUrl);
      const html = await page.text();
      const id = /name="request" value="([0-9a-f]+)"/.exec(html)?.[1];
      if (page.status !== 200 || !id) throw new Error(`the fake Google refused the authorization: ${html}`);
      const form = new URLSearchParams({
        request: id,
        email: user.email,
        name: user.name ?? '',
        sub: user.sub ?? '',
        email_verified: String(user.emailVerified ?? true),
      });
      const answer = await fetch(`${issuer}/o/oauth2/v2/auth/approve`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`the fake Google did not send the user back`);
      return new URL(location);
    },
    tamperNextIdToken(next) {
      tampering = next;
    },
    failTokenEndpoint(status) {
      tokenFailure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
