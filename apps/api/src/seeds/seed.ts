import { inArray } from 'drizzle-orm';
import type { PasswordHasher } from '../lib/password';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';

export const DEMO_PASSWORD = 'Parkshare!2026';

export const DEMO_USERS = [
  { email: 'admin@parkshare.test', name: 'Anna Admin', roles: ['user', 'admin'], language: 'en' },
  { email: 'driver@parkshare.test', name: 'Dawid Kierowca', roles: ['user'], language: 'pl' },
  { email: 'owner@parkshare.test', name: 'Ola Właścicielka', roles: ['user'], language: 'pl' },
];

/** Inserts the demo accounts that are missing; safe to run at every start (hashes only what it inserts). */
export async function seedDemo({ db, hasher }: { db: Db; hasher: PasswordHasher }): Promise<number> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const missing = DEMO_USERS.filter((u) => !existing.some((e) => e.email === u.email));
  if (missing.length === 0) return 0;
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  const now = new Date();
  await db
    .insert(users)
    .values(missing.map((u) => ({ ...u, passwordHash, status: 'active' as const, emailVerifiedAt: now })))
    .onConflictDoNothing();
  return missing.length;
}
