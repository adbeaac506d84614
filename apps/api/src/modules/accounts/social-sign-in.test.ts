import { messages } from '@parkshare/shared/validation/messages';
import { socialMessages } from '@parkshare/shared/validation/messages-social';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialSignIns, userIdentities } from '../../db/schema/social-sign-ins';
import { users } from '../../db/schema/users';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { START_LIMIT } from './social-sign-in.service';
import { startFakeGoogle, type FakeGoogle, type FakeGoogleUser } from '../../test/fakes/google/fake-google';

// Sign-in with Google (decision 095) on the real app and database, against the loopback fake of Google's OpenID
// provider: a new person signs up after accepting the terms, an existing account with the verified e-mail is
// linked (and found again by Google's subject), and every way the callback can be wrong is refused with nothing
// written.

const CLIENT = { id: 'parkshare-test.apps.googleusercontent.com', secret: 'GOCSPX-test-secret-0123456789' };
const CALLBACK = 'http://127.0.0.1:3000/auth/google/callback';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle({ clientId: CLIENT.id, clientSecret: CLIENT.secret, redirectUris: [CALLBACK] });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT.id,
    GOOGLE_CLIENT_SECRET: CLIENT.secret,
    GOOGLE_ISSUER_URL: google.url,
  });
});
afterAll(() => google.close());

const START = 'mutation($input: StartSocialSignInInput!) { startSocialSignIn(input: $input) { authorizationUrl } }';
const SIGN_IN = `mutation($input: SocialSignInInput!) {
  socialSignIn(input: $input) { token signUp { pendingToken email name } }
}`;
const COMPLETE = 'mutation($input: CompleteSocialSignUpInput!) { completeSocialSignUp(input: $input) { token } }';
const ME = '{ me { id email name language status } }';

type SignInData = {
  socialSignIn: { token: string | null; signUp: { pendingToken: string; email: string; name: string } | null };
};

// Each start from an address of its own: starts are limited per IP (START_LIMIT), tested on their own below.
let addresses = 0;
const nextIp = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function start(language = 'en'): Promise<string> {
  const started = await t.gql<{ startSocialSignIn: { authorizationUrl: string } }>(
    START,
    { input: { provider: 'google', language } },
    { ip: nextIp() },
  );
  expect(started.errors).toBeUndefined();
  return started.data?.startSocialSignIn.authorizationUrl ?? '';
}

/** Starts, lets the fake Google's user sign in, and answers the callback's code and state. */
async function callbackFor(user: FakeGoogleUser, language = 'en') {
  const back = await google.signIn(await start(language), user);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return { provider: 'google', code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

const signIn = (input: Record<string, unknown>) => t.gql<SignInData>(SIGN_IN, { input });
const me = async (token: string) => (await t.gql<{ me: Record<string, unknown> }>(ME, {}, { token })).data?.me;
const rows = async () => ({
  users: (await t.app.deps.db.select({ n: count() }).from(users))[0]?.n,
  identities: (await t.app.deps.db.select({ n: count() }).from(userIdentities))[0]?.n,
});

describe('sign-in with Google', () => {
  it('sends the browser to Google with state, nonce and an S256 PKCE challenge, to the registered callback', async () => {
    const url = new URL(await start('pl'));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      hl: 'pl',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{43}$/);
  });

  it('a new person accepts the terms first, then has an active account, signed in', async () => {
    const email = uniqueEmail('new-google');
    const before = await rows();
    const first = await signIn(await callbackFor({ email, name: 'Ada Lovelace' }, 'pl'));
    expect(first.errors).toBeUndefined();
    const signUp = first.data?.socialSignIn.signUp;
    expect(first.data?.socialSignIn.token).toBeNull();
    expect(signUp).toMatchObject({ email, name: 'Ada Lovelace' });
    expect(await rows()).toEqual(before);

    const refused = await t.gql(COMPLETE, { input: { pendingToken: signUp?.pendingToken, terms: false } });
    expect(fieldErrors(refused)).toEqual({ terms: [messages.checked] });
    expect(await rows()).toEqual(before);

    const done = await t.gql<{ completeSocialSignUp: { token: string } }>(COMPLETE, {
      input: { pendingToken: signUp?.pendingToken, terms: true },
    });
    expect(done.errors).toBeUndefined();
    const token = done.data?.completeSocialSignUp.token ?? '';
    expect(await me(token)).toMatchObject({ email, name: 'Ada Lovelace', language: 'pl', status: 'active' });
    expect(await rows()).toEqual({ users: (before.users ?? 0) + 1, identities: (before.identities ?? 0) + 1 });

    // The pending token works once; the next sign-in with the same Google account goes straight in.
    const again = await t.gql(COMPLETE, { input: { pendingToken: signUp?.pendingToken, terms: true } });
    expect(again.errors?.[0]).toMatchObject({
      message: socialMessages.socialSignUpExpired,
      extensions: { code: 'SOCIAL_SIGN_IN_FAILED' },
    });
    const next = await signIn(await callbackFor({ email, name: 'Ada Lovelace' }));
    expect(await me(next.data?.socialSignIn.token ?? '')).toMatchObject({ email });
  });

  it('links an existing account by its verified e-mail, then finds it by subject even after the e-mail changes', async () => {
    const user = await createUser(t.app, { email: uniqueEmail('linked') });
    const sub = '109876543210987654321';
    const first = await signIn(await callbackFor({ email: user.email.toUpperCase(), sub }));
    expect(await me(first.data?.socialSignIn.token ?? '')).toMatchObject({ id: user.id });
    const [link] = await t.app.deps.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(link).toMatchObject({ provider: 'google', subject: sub, email: user.email });

    const later = await signIn(await callbackFor({ email: uniqueEmail('renamed-at-google'), sub }));
    expect(await me(later.data?.socialSignIn.token ?? '')).toMatchObject({ id: user.id, email: user.email });
    // The password still works: linking adds a way in, it does not take one away.
    const login = await t.gql(
      'mutation { loginUser(input: { email: "' + user.email + '", password: "' + TEST_PASSWORD + '" }) { token } }',
    );
    expect(login.errors).toBeUndefined();
  });

  it('an account waiting for its e-mail code is activated and its unproven password voided', async () => {
    const squatted = await createUser(t.app, { email: uniqueEmail('squatted'), status: 'pending_verification' });
    const result = await signIn(await callbackFor({ email: squatted.email }));
    expect(await me(result.data?.socialSignIn.token ?? '')).toMatchObject({ id: squatted.id, status: 'active' });
    const login = await t.gql(
      `mutation { loginUser(input: { email: "${squatted.email}", password: "${TEST_PASSWORD}" }) { token } }`,
    );
    expect(login.errors?.[0]?.message).toBe(messages.invalidCredentials);
  });

  it('an e-mail Google has not verified is refused, and nothing is linked or made', async () => {
    const user = await createUser(t.app, { email: uniqueEmail('unverified') });
    const before = await rows();
    for (const email of [user.email, uniqueEmail('unverified-new')]) {
      const result = await signIn(await callbackFor({ email, emailVerified: false }));
      expect(result.errors?.[0]).toMatchObject({
        message: socialMessages.socialUnverified,
        extensions: { code: 'SOCIAL_SIGN_IN_FAILED' },
      });
    }
    expect(await rows()).toEqual(before);
  });

  it('a blocked account is not let in', async () => {
    const user = await createUser(t.app, { email: uniqueEmail('blocked'), status: 'blocked' });
    const result = await signIn(await callbackFor({ email: user.email }));
    expect(result.errors?.[0]?.message).toBe(socialMessages.socialBlocked);
  });
});

describe('sign-in with Google refuses a wrong callback, with nothing written', () => {
  const refusedWith = async (input: Record<string, unknown>, message: string, code = 'SOCIAL_SIGN_IN_FAILED') => {
    const before = await rows();
    const result = await signIn(input);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect(result.data).toBeNull();
    expect(await rows()).toEqual(before);
  };

  it('a state Parkshare never gave, or one already used', async () => {
    const callback = await callbackFor({ email: uniqueEmail('state') });
    await refusedWith({ ...callback, state: 'x'.repeat(43) }, socialMessages.socialExpired);
    expect((await signIn(callback)).errors).toBeUndefined();
    await refusedWith(callback, socialMessages.socialExpired);
  });

  it('an expired state', async () => {
    const callback = await callbackFor({ email: uniqueEmail('expired') });
    await t.app.deps.db.update(socialSignIns).set({ expiresAt: new Date(Date.now() - 1000) });
    await refusedWith(callback, socialMessages.socialExpired);
  });

  it('a replayed code: Google answers invalid_grant', async () => {
    const first = await callbackFor({ email: uniqueEmail('replay') });
    expect((await signIn(first)).errors).toBeUndefined();
    // The same code under a fresh state of this server: only Google can tell, and it does.
    const second = await callbackFor({ email: uniqueEmail('replay-2') });
    await refusedWith({ ...second, code: first.code }, socialMessages.socialRefused);
  });

  it('an ID token with a wrong nonce, audience, issuer, expiry or signature', async () => {
    const tamperings = [
      { nonce: 'not-the-nonce-we-sent' },
      { aud: 'someone-else.apps.googleusercontent.com' },
      { iss: 'https://accounts.example.com' },
      { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
      { foreignKey: true },
    ];
    for (const tampering of tamperings) {
      const callback = await callbackFor({ email: uniqueEmail('tampered') });
      google.tamperNextIdToken(tampering);
      await refusedWith(callback, socialMessages.socialRefused);
    }
  });

  it('Google failing answers PROVIDER_UNAVAILABLE (503 over REST)', async () => {
    const callback = await callbackFor({ email: uniqueEmail('down') });
    google.failTokenEndpoint(503);
    try {
      await refusedWith(callback, socialMessages.socialUnavailable, 'PROVIDER_UNAVAILABLE');
      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/auth/social',
        payload: await callbackFor({ email: uniqueEmail('down-rest') }),
      });
      expect(rest.statusCode).toBe(503);
      expect(rest.json()).toEqual({ message: socialMessages.socialUnavailable, code: 'PROVIDER_UNAVAILABLE' });
    } finally {
      google.failTokenEndpoint(null);
    }
  });

  it('missing, malformed, oversized and hostile input are field errors', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { provider: [messages.invalidValue], code: [messages.required], state: [messages.required] }],
      [{ provider: 'facebook', code: 'c', state: 's' }, { provider: [messages.invalidValue] }],
      [
        { provider: 'google', code: 'c'.repeat(5000), state: 's' },
        { code: ['This field should be no more than 2048 characters long.'] },
      ],
      [{ provider: 'google', code: 'a b', state: 's' }, { code: [messages.invalidValue] }],
      [{ provider: 'google', code: 'c', state: 's\u0000' }, { state: [messages.controlCharacter] }],
    ];
    for (const [input, errors] of cases) expect(fieldErrors(await signIn(input))).toEqual(errors);
    const pending = await t.gql(COMPLETE, { input: { pendingToken: '', terms: true } });
    expect(fieldErrors(pending)).toEqual({ pendingToken: [messages.required] });
    const unknown = await t.gql(COMPLETE, { input: { pendingToken: 'p'.repeat(43), terms: true } });
    expect(unknown.errors?.[0]?.message).toBe(socialMessages.socialSignUpExpired);
  });
});

describe('REST twins under /api/auth/social', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: nextIp() });

  it('start, code exchange ({ signUp } for a new person) and sign-up', async () => {
    const started = await post('social/start', { provider: 'google', language: 'en' });
    expect(started.statusCode).toBe(200);
    const back = await google.signIn(started.json<{ authorizationUrl: string }>().authorizationUrl, {
      email: uniqueEmail('rest'),
      name: 'Rest Person',
    });
    const answered = await post('social', {
      provider: 'google',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(answered.statusCode).toBe(200);
    const { signUp } = answered.json<{ token: null; signUp: { pendingToken: string } }>();
    const done = await post('social/sign-up', { pendingToken: signUp.pendingToken, terms: true });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toHaveProperty('token');
  });

  it('answers errors as { message, code, errors? }', async () => {
    expect((await post('social', { provider: 'google', code: 'c', state: 's' })).json()).toEqual({
      message: socialMessages.socialExpired,
      code: 'SOCIAL_SIGN_IN_FAILED',
    });
    const invalid = await post('social/sign-up', { pendingToken: 'p' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { terms: [messages.checked] } });
  });
});

describe('starting a sign-in', () => {
  it(`is limited to ${START_LIMIT.limit} a minute per IP`, async () => {
    const ip = '10.9.9.9';
    const input = { provider: 'google', language: 'en' };
    for (let i = 0; i < START_LIMIT.limit; i += 1) {
      expect((await t.gql(START, { input }, { ip })).errors).toBeUndefined();
    }
    const limited = await t.gql(START, { input }, { ip });
    expect(errorCode(limited)).toBe('TOO_MANY_REQUESTS');
  });

  it('writes nothing when Google cannot be reached', async () => {
    const unreachable = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    });
    const before = (await unreachable.app.deps.db.select({ n: count() }).from(socialSignIns))[0]?.n;
    const result = await unreachable.gql(START, { input: { provider: 'google', language: 'en' } });
    expect(errorCode(result)).toBe('PROVIDER_UNAVAILABLE');
    expect((await unreachable.app.deps.db.select({ n: count() }).from(socialSignIns))[0]?.n).toBe(before);
  });
});

describe('without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', () => {
  it('every operation answers NOT_AVAILABLE, and /api/config offers no button', async () => {
    const off = await createTestApp();
    const result = await off.gql(START, { input: { provider: 'google', language: 'en' } });
    expect(errorCode(result)).toBe('NOT_AVAILABLE');
    expect(result.errors?.[0]?.message).toBe(socialMessages.socialNotAvailable);
    const rest = await off.app.inject({
      method: 'POST',
      url: '/api/auth/social',
      payload: { provider: 'google', code: 'c', state: 's' },
    });
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual({ message: socialMessages.socialNotAvailable, code: 'NOT_AVAILABLE' });
    expect((await off.app.inject('/api/config')).json()).toMatchObject({ auth: { google: false } });
    expect((await t.app.inject('/api/config')).json()).toMatchObject({ auth: { google: true } });
  });
});
