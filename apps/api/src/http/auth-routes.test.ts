import { messages } from '@parkshare/shared/validation/messages';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, TEST_PASSWORD, tokenFor, uniqueEmail } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  t.app.inject({
    method,
    url: `/api/auth/${url}`,
    ...(body ? { payload: body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('REST adapters under /api/auth', () => {
  it('register, login, user, refresh, logout', async () => {
    const email = uniqueEmail('rest');
    const registered = await call('POST', 'register', {
      name: 'Rest',
      email,
      password: TEST_PASSWORD,
      terms: true,
      language: 'en',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toHaveProperty('id');
    expect((await call('POST', 'login', { email, password: TEST_PASSWORD })).json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });

    const user = await createUser(t.app);
    const login = await call('POST', 'login', { email: user.email, password: user.password });
    const { token } = login.json<{ token: string }>();
    expect((await call('GET', 'user', undefined, token)).json()).toMatchObject({
      id: user.id,
      email: user.email,
      balance: 0,
      currency: 'PLN',
    });
    const refreshed = (await call('GET', 'refresh', undefined, token)).json<{ token: string }>().token;
    expect(refreshed).toBeTruthy();
    expect((await call('POST', 'logout', {}, refreshed)).json()).toEqual({ status: 'ok' });
    expect((await call('GET', 'user', undefined, token)).statusCode).toBe(401);
  });

  it('answers errors as { message, errors } with 422, 401, 403', async () => {
    const invalid = await call('POST', 'register', { email: 'nope' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { email: ['Invalid email format.'] },
    });
    const bad = await call('POST', 'login', { email: uniqueEmail(), password: 'x' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ message: 'Invalid email address or password.' });
    expect((await call('GET', 'user')).json()).toEqual({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
    const userToken = await tokenFor(t.app, await createUser(t.app));
    expect((await call('POST', 'impersonate', { userId: 'x' }, userToken)).statusCode).toBe(403);
  });

  it('impersonate and unimpersonate', async () => {
    const admin = await createUser(t.app, { roles: ['user', 'admin'] });
    const user = await createUser(t.app);
    const started = await call('POST', 'impersonate', { userId: user.id }, await tokenFor(t.app, admin));
    const { token } = started.json<{ token: string }>();
    expect((await call('GET', 'user', undefined, token)).json()).toMatchObject({ id: user.id, impersonating: true });
    expect((await call('POST', 'unimpersonate', {}, token)).json()).toEqual({ status: 'ok' });
    expect((await call('GET', 'user', undefined, token)).statusCode).toBe(401);
  });
});

describe('REST adapters refuse control characters in every text of a body (decision 062)', () => {
  const bodies: [string, Record<string, unknown>][] = [
    ['register', { name: 'Rest', email: 'rest@example.com', password: TEST_PASSWORD, terms: true, language: 'en' }],
    ['login', { email: 'rest@example.com', password: TEST_PASSWORD }],
    ['impersonate', { userId: 'someone' }],
  ];
  for (const [label, text] of [
    ['NUL', 'Re\u0000st'],
    ['a bell', 'Re\u0007st'],
  ] as const) {
    it(`answers 422 naming the field for ${label}, and creates no user`, async () => {
      const token = await tokenFor(t.app, await createUser(t.app, { roles: ['user', 'admin'] }));
      const before = await t.app.deps.db.select({ n: count() }).from(users);
      for (const [url, body] of bodies) {
        for (const [field, value] of Object.entries(body)) {
          if (typeof value !== 'string') continue;
          const response = await call('POST', url, { ...body, [field]: `${value}${text}` }, token);
          expect({ url, field, status: response.statusCode, body: response.json<unknown>() }).toEqual({
            url,
            field,
            status: 422,
            body: {
              message: 'The given data was invalid.',
              code: 'VALIDATION_FAILED',
              errors: { [field]: [messages.controlCharacter] },
            },
          });
        }
      }
      expect(await t.app.deps.db.select({ n: count() }).from(users)).toEqual(before);
    });
  }
});
