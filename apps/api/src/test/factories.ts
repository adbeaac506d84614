import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users, type UserStatus } from '../db/schema/users';
import { createSession } from '../modules/auth/sessions.service';

export const TEST_PASSWORD = 'Sunny-Parking-42';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${++counter}-${randomBytes(3).toString('hex')}@example.com`;

/** Inserts a user directly, bypassing registration; active by default. */
export async function createUser(
  app: FastifyInstance,
  overrides: {
    email?: string;
    password?: string;
    status?: UserStatus;
    roles?: string[];
    language?: string;
    name?: string;
  } = {},
): Promise<TestUser> {
  const password = overrides.password ?? TEST_PASSWORD;
  const email = overrides.email ?? uniqueEmail();
  const name = overrides.name ?? 'Test User';
  const [row] = await app.deps.db
    .insert(users)
    .values({
      email,
      name,
      passwordHash: await app.deps.hasher.hash(password),
      status: overrides.status ?? 'active',
      roles: overrides.roles ?? ['user'],
      language: overrides.language ?? 'en',
      emailVerifiedAt: overrides.status === 'pending_verification' ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  return { id: row.id, email, password, name };
}

/** A signed-in token for the user without going through loginUser (and its rate limits). */
export async function tokenFor(
  app: FastifyInstance,
  user: { id: string },
  impersonatorId: string | null = null,
): Promise<string> {
  const { token } = await createSession({
    deps: app.deps,
    userId: user.id,
    impersonatorId,
    meta: { ip: '127.0.0.1', userAgent: 'vitest' },
  });
  return token;
}
