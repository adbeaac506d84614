import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../test/app';

const LOGIN = 'mutation($input: LoginUserInput!) { loginUser(input: $input) { token } }';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  prod = await createTestApp({ NODE_ENV: 'production' });
});

const post = (app: TestApp, payload: string) =>
  app.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json' }, payload });

const expectClean = (body: string) => {
  expect(body).not.toMatch(/\bat .+:\d+:\d+|stack|select |insert /i);
};

describe('bad input never becomes a 500', () => {
  it('malformed JSON', async () => {
    const response = await post(t, '{"query": "mutation {');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: 'Malformed JSON body.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('a 10 MB body', async () => {
    const huge = 'a'.repeat(10 * 1024 * 1024);
    const response = await post(
      t,
      JSON.stringify({ query: LOGIN, variables: { input: { email: huge, password: 'x' } } }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('an oversized field within the body limit', async () => {
    const result = await t.gql(LOGIN, {
      input: { email: `${'a'.repeat(500_000)}@example.com`, password: 'x'.repeat(300_000) },
    });
    expect(fieldErrors(result)).toEqual({
      email: ['This field should be no more than 254 characters long.'],
      password: ['This field should be no more than 256 characters long.'],
    });
  });

  it('wrong variable types name the field', async () => {
    const result = await t.gql(LOGIN, { input: { email: 42, password: ['x'] } });
    expect(result.errors?.[0]?.message).toBe('The given data was invalid.');
    expect(Object.keys(fieldErrors(result) ?? {})).toContain('email');
  });

  it('unknown input fields and unknown operations fields', async () => {
    expect(errorCode(await t.gql(LOGIN, { input: { email: 'a@b.pl', password: 'x', admin: true } }))).toBe(
      'BAD_USER_INPUT',
    );
    const inline = await t.gql(
      'mutation { loginUser(input: { email: "a@b.pl", password: "x", admin: true }) { token } }',
    );
    expect(inline.errors?.[0]?.message).toMatch(/admin/);
    expect(errorCode(await t.gql('{ me { id passwordHash } }'))).toBeTruthy();
    expect(errorCode(await t.gql(LOGIN, {}))).toBe('BAD_USER_INPUT');
  });

  it('a deep query', async () => {
    const deep = `{ currentSession { impersonator { ${'__typename '.repeat(1)} } } }`.replace(
      '__typename',
      '__typename ... on User { id }',
    );
    const nested = `{ __schema { types { fields { type { ${'ofType { '.repeat(16)} name ${'} '.repeat(16)} } } } } }`;
    const result = await t.gql(nested);
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
    expect((await t.gql(deep)).status).toBeLessThan(500);
  });

  it('many aliases and many tokens', async () => {
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: me { id }`).join(' ');
    expect((await t.gql(`{ ${aliases} }`)).errors?.[0]?.message).toMatch(/alias/i);
    const tokens = `{ me { ${'id '.repeat(2000)} } }`;
    expect((await t.gql(tokens)).errors?.[0]?.message).toMatch(/token/i);
  });

  it('turns introspection and suggestions off in production only', async () => {
    expect((await t.gql('{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const closed = await prod.gql('{ __schema { queryType { name } } }');
    expect(closed.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await prod.gql('{ mee { id } }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expectClean(JSON.stringify(typo));
    expect(
      (await prod.app.inject({ method: 'GET', url: '/api/graphql', headers: { accept: 'text/html' } })).statusCode,
    ).not.toBe(200);
  });
});
