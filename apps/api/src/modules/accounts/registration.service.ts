import { isLocale } from '@parkshare/shared/locales';
import { messages } from '@parkshare/shared/validation/messages';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps, RequestMeta } from '../../app-deps';
import type { Db } from '../../db/client';
import { emailVerificationCodes } from '../../db/schema/auth-tokens';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, tooManyRequests } from '../../lib/errors';
import { isCommonPassword } from '../../lib/password';
import { randomCode } from '../../lib/tokens';
import { verificationCodeMail } from '../../mail/templates';
import { createSession } from '../auth/sessions.service';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_LIMIT = { limit: 1, windowSeconds: 60 };

export interface RegisterUserOptions {
  deps: AppDeps;
  input: { name: string; email: string; password: string; language: 'en' | 'pl' };
}

/**
 * Creates a pending account and e-mails a 6-digit code, all in one transaction: if the code cannot be sent,
 * no account is left behind. A taken e-mail (any letter case) is a validation error on `email`.
 */
export async function registerUser({ deps, input }: RegisterUserOptions): Promise<{ id: string }> {
  if (await isCommonPassword(input.password)) throw fieldError('password', messages.commonPassword);
  const taken = async (db: Db) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email))
        .limit(1)
    ).length > 0;
  if (await taken(deps.db)) throw fieldError('email', messages.emailTaken);
  const passwordHash = await deps.hasher.hash(input.password);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, language: input.language })
        .returning({ id: users.id, name: users.name, email: users.email, language: users.language });
      if (!user) throw new Error('user insert returned nothing');
      await issueCode({ deps, db: tx, user });
      return user.id;
    });
    await deps.limiter.hit(`resend:${input.email}`, RESEND_LIMIT);
    return { id };
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw fieldError('email', messages.emailTaken);
    throw error;
  }
}

async function issueCode({
  deps,
  db,
  user,
}: {
  deps: AppDeps;
  db: Db;
  user: { id: string; name: string; email: string; language: string };
}) {
  const code = randomCode();
  const values = {
    codeHash: deps.signer.mac(`${user.id}:${code}`),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
    attempts: 0,
    lastSentAt: new Date(),
  };
  await db
    .insert(emailVerificationCodes)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: emailVerificationCodes.userId, set: values });
  const mail = verificationCodeMail(isLocale(user.language) ? user.language : 'en', user.name, code);
  await deps.mailer.send({ to: user.email, ...mail, headers: { 'X-Parkshare-Code': code } });
}

/**
 * Checks a verification code (bounded attempts, 10-minute expiry), activates the account and signs it in.
 * Unknown e-mails get the same 'Code invalid' answer as a wrong code.
 */
export async function verifyEmail({
  deps,
  input,
  meta,
}: {
  deps: AppDeps;
  input: { email: string; code: string };
  meta: RequestMeta;
}): Promise<{ token: string }> {
  const [row] = await deps.db
    .select({
      userId: users.id,
      status: users.status,
      codeHash: emailVerificationCodes.codeHash,
      expiresAt: emailVerificationCodes.expiresAt,
      attempts: emailVerificationCodes.attempts,
    })
    .from(users)
    .innerJoin(emailVerificationCodes, eq(emailVerificationCodes.userId, users.id))
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (!row || row.status !== 'pending_verification') throw fieldError('code', messages.invalidCode);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw fieldError('code', messages.tooManyAttempts);
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError('code', messages.codeExpired);
  if (deps.signer.mac(`${row.userId}:${input.code}`) !== row.codeHash) {
    // Counted atomically so that parallel guesses cannot exceed the bound.
    await deps.db
      .update(emailVerificationCodes)
      .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
      .where(eq(emailVerificationCodes.userId, row.userId));
    throw fieldError('code', row.attempts + 1 >= CODE_MAX_ATTEMPTS ? messages.tooManyAttempts : messages.invalidCode);
  }
  return deps.db.transaction(async (tx) => {
    await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, row.userId));
    await tx
      .update(users)
      .set({ status: 'active', emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, row.userId));
    const { token } = await createSession({ deps, db: tx, userId: row.userId, meta });
    return { token };
  });
}

/** Sends a fresh code (at most once a minute per address); answers the same for unknown or verified e-mails. */
export async function resendVerificationCode({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { email: string };
}): Promise<void> {
  const limit = await deps.limiter.hit(`resend:${input.email}`, RESEND_LIMIT);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (!user || user.status !== 'pending_verification') return;
  await issueCode({ deps, db: deps.db, user });
}
