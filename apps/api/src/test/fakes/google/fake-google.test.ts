import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from './fake-google';

// The fake itself, over real HTTP on loopback: it must refuse what Google refuses, in Google's words.

const CLIENT = { id: 'fake-client.apps.googleusercontent.com', secret: 'GOCSPX-fake' };
const CALLBACK = 'http://127.0.0.1:3000/auth/google/callback';
const VERIFIER = 'v'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUris: [CALLBACK] });
});
afterAll(() => google.close());

const authorizationUrl = (overrides: Record<string, string> = {}) =>
  `${google.url}/o/oauth2/v2/auth?${new URLSearchParams({
    client_id: CLIENT.id,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid email',
    state: 's',
    nonce: 'n',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...overrides,
  }).toString()}`;

const code = async () => (await google.signIn(authorizationUrl(), { email: 'a@example.com' })).searchParams.get('code');

const token = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await fetch(`${google.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const exchange = async (overrides: Record<string, string> = {}) =>
  token({
    grant_type: 'authorization_code',
    code: (await code()) ?? '',
    redirect_uri: CALLBACK,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    code_verifier: VERIFIER,
    ...overrides,
  });

describe('the fake Google', () => {
  it('publishes its discovery document and keys', async () => {
    const discovery = (await (await fetch(`${google.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({ issuer: google.url, code_challenge_methods_supported: ['plain', 'S256'] });
    const jwks = (await (await fetch(`${google.url}/oauth2/v3/certs`)).json()) as { keys: { alg: string }[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ alg: 'RS256', kty: 'RSA', use: 'sig' })]);
  });

  it('shows an error page, never a redirect, for an unknown client or an unregistered redirect URI', async () => {
    for (const [overrides, status] of [
      [{ client_id: 'someone-else' }, 401],
      [{ redirect_uri: 'http://127.0.0.1:3000/elsewhere' }, 400],
      [{ scope: 'email' }, 400],
      [{ code_challenge_method: 'S512' }, 400],
    ] as const) {
      const response = await fetch(authorizationUrl(overrides), { redirect: 'manual' });
      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('gives tokens for a good exchange, once: a replayed code is invalid_grant', async () => {
    const good = await code();
    const form = {
      grant_type: 'authorization_code',
      code: good ?? '',
      redirect_uri: CALLBACK,
      code_verifier: VERIFIER,
    };
    const basic = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
    const first = await token(form, { authorization: basic });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', id_token: expect.any(String) as unknown });
    expect(await token(form, { authorization: basic })).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Bad Request' },
    });
  });

  it("refuses a wrong secret, redirect URI or PKCE verifier in Google's words", async () => {
    expect(await exchange({ client_secret: 'wrong' })).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Unauthorized' },
    });
    expect((await exchange({ redirect_uri: 'http://127.0.0.1:3000/other' })).body).toMatchObject({
      error: 'redirect_uri_mismatch',
    });
    expect((await exchange({ code_verifier: 'w'.repeat(43) })).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
    expect((await exchange({ code_verifier: '' })).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    });
    expect((await exchange({ grant_type: 'password' })).body).toMatchObject({ error: 'unsupported_grant_type' });
  });
});
