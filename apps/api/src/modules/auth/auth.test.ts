import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../test/app';
import { createUser, tokenFor, uniqueEmail } from '../../test/factories';

const LOGIN = 'mutation Login($input: LoginUserInput!) { loginUser(input: $input) { token } }';
const ME = 'query Me { me { id email } }';
const SESSION = 'query { currentSession { id expiresAt impersonator { id email } } }';
const IMPERSONATE = 'mutation($id: ID!) { impersonateUser(userId: $id) { token } }';
const STOP = 'mutation { stopImpersonating { status } }';

let t: TestApp;
let ipCounter = 0;
// A fresh client address per test keeps the per-IP limit out of the tests that are not about it.
const nextIp = () => `10.0.0.${++ipCounter}`;
beforeAll(async () => {
  t = await createTestApp();
});

const login = (email: string, password: string, ip = nextIp()) =>
  t.gql<{ loginUser: { token: string } }>(LOGIN, { input: { email, password } }, { ip });

describe('loginUser', () => {
  it('signs in with any e-mail case and starts a new session each time', async () => {
    const user = await createUser(t.app);
    const first = await login(user.email.toUpperCase(), user.password);
    const second = await login(user.email, user.password);
    const a = await t.gql<{ currentSession: { id: string } }>(SESSION, {}, { token: first.data?.loginUser.token });
    const b = await t.gql<{ currentSession: { id: string } }>(SESSION, {}, { token: second.data?.loginUser.token });
    expect(a.data?.currentSession.id).toBeTruthy();
    expect(a.data?.currentSession.id).not.toBe(b.data?.currentSession.id);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.app);
    const wrong = await login(user.email, 'Wrong-password-1');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong-password-1');
    expect(wrong.errors?.[0]?.message).toBe(messages.invalidCredentials);
    expect(unknown.errors).toEqual(wrong.errors);
  });

  it('sends an unverified account to verification', async () => {
    const user = await createUser(t.app, { status: 'pending_verification' });
    expect(errorCode(await login(user.email, user.password))).toBe('EMAIL_NOT_VERIFIED');
  });

  it('limits failed attempts per e-mail, also through aliases in one request', async () => {
    const user = await createUser(t.app);
    const aliases = Array.from(
      { length: 7 },
      (_, i) => `a${i}: loginUser(input: { email: "${user.email}", password: "Wrong-pass-${i}" }) { token }`,
    );
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      // Root mutation fields are non-null: the first failure ends the request, and every attempt is counted.
      const result = await t.gql(`mutation { ${aliases.join(' ')} }`, {}, { ip: nextIp() });
      codes.push(...(result.errors ?? []).map((e) => e.extensions?.code));
    }
    expect(codes).toEqual([...Array<string>(5).fill('INVALID_CREDENTIALS'), 'TOO_MANY_REQUESTS']);
    // Even the right password waits now.
    const locked = await login(user.email, user.password);
    expect(errorCode(locked)).toBe('TOO_MANY_REQUESTS');
    expect(locked.errors?.[0]?.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('limits failed attempts per IP across e-mails', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) await login(uniqueEmail('spray'), 'Wrong-pass-1', ip);
    const user = await createUser(t.app);
    expect(errorCode(await login(user.email, user.password, ip))).toBe('TOO_MANY_REQUESTS');
    expect((await login(user.email, user.password)).errors).toBeUndefined();
  });
});

describe('sessions', () => {
  it('refuses me without a token, with a garbage token and after logout', async () => {
    expect((await t.gql(ME)).errors?.[0]).toMatchObject({
      message: 'Unauthenticated.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await t.gql(ME, {}, { token: 'not.a.jwt' })).errors?.[0]?.message).toBe('Unauthenticated.');
    const user = await createUser(t.app);
    const token = (await login(user.email, user.password)).data?.loginUser.token;
    expect((await t.gql(ME, {}, { token })).data).toEqual({ me: { id: user.id, email: user.email } });
    expect((await t.gql('mutation { logoutUser { status } }', {}, { token })).data).toEqual({
      logoutUser: { status: 'ok' },
    });
    expect((await t.gql(ME, {}, { token })).errors?.[0]?.message).toBe('Unauthenticated.');
  });

  it('refreshes a token for the same session with a later expiry', async () => {
    const user = await createUser(t.app);
    const token = await tokenFor(t.app, user);
    const before = await t.gql<{ currentSession: { id: string; expiresAt: string } }>(SESSION, {}, { token });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await t.gql<{ refreshToken: { token: string } }>(
      'mutation { refreshToken { token } }',
      {},
      { token },
    );
    const fresh = refreshed.data?.refreshToken.token;
    expect(fresh).toBeTruthy();
    const after = await t.gql<{ currentSession: { id: string; expiresAt: string } }>(SESSION, {}, { token: fresh });
    expect(after.data?.currentSession.id).toBe(before.data?.currentSession.id);
    expect(Date.parse(after.data?.currentSession.expiresAt ?? '')).toBeGreaterThan(
      Date.parse(before.data?.currentSession.expiresAt ?? ''),
    );
  });
});

describe('impersonation', () => {
  it('lets an admin act as a user and stop', async () => {
    const admin = await createUser(t.app, { roles: ['user', 'admin'] });
    const user = await createUser(t.app);
    const adminToken = await tokenFor(t.app, admin);
    const started = await t.gql<{ impersonateUser: { token: string } }>(
      IMPERSONATE,
      { id: user.id },
      { token: adminToken },
    );
    const token = started.data?.impersonateUser.token;
    expect((await t.gql(ME, {}, { token })).data).toEqual({ me: { id: user.id, email: user.email } });
    const session = await t.gql<{ currentSession: { impersonator: { id: string } } }>(SESSION, {}, { token });
    expect(session.data?.currentSession.impersonator.id).toBe(admin.id);
    // No nesting: an impersonated session cannot impersonate again (it is not admin anyway).
    expect(errorCode(await t.gql(IMPERSONATE, { id: admin.id }, { token }))).toBe('FORBIDDEN');
    expect((await t.gql(STOP, {}, { token })).data).toEqual({ stopImpersonating: { status: 'ok' } });
    expect(errorCode(await t.gql(ME, {}, { token }))).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, { token: adminToken })).data).toEqual({ me: { id: admin.id, email: admin.email } });
  });

  it('forbids non-admins, self, other admins; unknown users are not found', async () => {
    const admin = await createUser(t.app, { roles: ['user', 'admin'] });
    const other = await createUser(t.app, { roles: ['user', 'admin'] });
    const user = await createUser(t.app);
    const adminToken = await tokenFor(t.app, admin);
    expect(errorCode(await t.gql(IMPERSONATE, { id: admin.id }, { token: await tokenFor(t.app, user) }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await t.gql(IMPERSONATE, { id: user.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await t.gql(IMPERSONATE, { id: admin.id }, { token: adminToken }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(IMPERSONATE, { id: other.id }, { token: adminToken }))).toBe('FORBIDDEN');
    expect(
      errorCode(await t.gql(IMPERSONATE, { id: '00000000-0000-4000-8000-000000000000' }, { token: adminToken })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(STOP, {}, { token: adminToken }))).toBe('FORBIDDEN');
  });
});
