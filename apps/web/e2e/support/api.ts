import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { waitForMail } from './mail';

export const DEMO_PASSWORD = 'Parkshare!2026';
export const demo = {
  admin: 'admin@parkshare.test',
  driver: 'driver@parkshare.test',
  owner: 'owner@parkshare.test',
};

let counter = 0;
/** A unique address per call, so parallel journeys never share an account. */
export function uniqueEmail(prefix = 'driver'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post('/api/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

interface NewUser {
  email?: string;
  name?: string;
  password?: string;
  language?: string;
  /** The outbox the code arrives in, on a server other than the default one (e.g. e2eEnv.bankFile.mailDir). */
  mailDir?: string;
}

/** Registers and verifies a user through the public API, the way the sign-up screen does; returns a token. */
export async function createVerifiedUser(
  request: APIRequestContext,
  {
    email = uniqueEmail(),
    name = 'Ewa Kowalska',
    password = 'Zaq1@wsx-Parking',
    language = 'en',
    mailDir,
  }: NewUser = {},
): Promise<{ email: string; password: string; name: string; token: string }> {
  await gql(request, 'mutation RegisterUser($input: RegisterUserInput!) { registerUser(input: $input) { id } }', {
    input: { name, email, password, terms: true, language },
  });
  const code = await waitForMail(email, /\b(\d{6})\b/, 0, mailDir);
  const { verifyEmail } = await gql<{ verifyEmail: { token: string } }>(
    request,
    'mutation VerifyEmail($input: VerifyEmailInput!) { verifyEmail(input: $input) { token } }',
    { input: { email, code } },
  );
  return { email, password, name, token: verifyEmail.token };
}

export async function loginToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { loginUser } = await gql<{ loginUser: { token: string } }>(
    request,
    'mutation LoginUser($input: LoginUserInput!) { loginUser(input: $input) { token } }',
    { input: { email, password } },
  );
  return loginUser.token;
}

/** loginToken on a server other than the journeys' default one (a spec's own server, support/own-server.ts). */
export async function loginTokenAt(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    return await loginToken(api, email, password);
  } finally {
    await api.dispose();
  }
}
