import { eq, sql } from 'drizzle-orm';
import type { AppDeps, RequestMeta } from '../../app-deps';
import { users } from '../../db/schema/users';
import { emailNotVerified, invalidCredentials, notFound, tooManyRequests } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { authorizeImpersonation, authorizeStopImpersonating } from './auth.policy';
import { createSession, extendSession, revokeSession } from './sessions.service';
import { userColumns } from './sessions.service';
import type { Viewer } from '../../lib/viewer';

// Failed sign-ins allowed per window; successes do not count, so busy shared IPs (offices, CI) keep working.
export const LOGIN_LIMITS = {
  email: { limit: 5, windowSeconds: 15 * 60 },
  ip: { limit: 20, windowSeconds: 15 * 60 },
};

/**
 * Signs a user in: checks both rate limits first, verifies the password (a dummy check for unknown e-mails so
 * the timing tells nothing), refuses unverified accounts with EMAIL_NOT_VERIFIED, and starts a new session.
 * Counting here, in the service, means aliases and batches in one request are counted one by one.
 */
export async function loginUser({
  deps,
  input,
  meta,
}: {
  deps: AppDeps;
  input: { email: string; password: string };
  meta: RequestMeta;
}): Promise<{ token: string }> {
  const emailKey = `login:email:${input.email}`;
  const ipKey = `login:ip:${meta.ip}`;
  const [byEmail, byIp] = await Promise.all([
    deps.limiter.peek(emailKey, LOGIN_LIMITS.email),
    deps.limiter.peek(ipKey, LOGIN_LIMITS.ip),
  ]);
  if (byEmail.count >= LOGIN_LIMITS.email.limit || byIp.count >= LOGIN_LIMITS.ip.limit) {
    throw tooManyRequests(Math.max(byEmail.retryAfterSeconds, byIp.retryAfterSeconds));
  }
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  const valid = user
    ? await deps.hasher.verify(user.passwordHash, input.password)
    : (await deps.hasher.verifyDummy(input.password), false);
  if (!user || !valid || user.status === 'blocked') {
    await Promise.all([deps.limiter.hit(emailKey, LOGIN_LIMITS.email), deps.limiter.hit(ipKey, LOGIN_LIMITS.ip)]);
    throw invalidCredentials();
  }
  await deps.limiter.reset(emailKey);
  if (user.status === 'pending_verification') throw emailNotVerified();
  const { token } = await createSession({ deps, userId: user.id, meta });
  return { token };
}

/** Ends the session the token belongs to. */
export async function logoutUser({ deps, viewer }: { deps: AppDeps; viewer: Viewer }): Promise<void> {
  await revokeSession({ db: deps.db, sessionId: viewer.session.id });
}

/** A new token for the same session; the 14-day expiry slides forward. */
export async function refreshToken({ deps, viewer }: { deps: AppDeps; viewer: Viewer }): Promise<{ token: string }> {
  return { token: await extendSession({ deps, viewer }) };
}

/** Admin only (scope on the field, rules in the policy): a new session for the target, marked with the admin. */
export async function impersonateUser({
  deps,
  viewer,
  userId,
  meta,
}: {
  deps: AppDeps;
  viewer: Viewer;
  userId: string;
  meta: RequestMeta;
}): Promise<{ token: string }> {
  const [target] = isUuid(userId)
    ? await deps.db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1)
    : [];
  if (!target) throw notFound('User not found.');
  authorizeImpersonation(viewer, target);
  const { token } = await createSession({ deps, userId: target.id, impersonatorId: viewer.user.id, meta });
  deps.log.info({ adminId: viewer.user.id, userId: target.id }, 'impersonation started');
  return { token };
}

/** Ends an impersonated session; the admin's own token was kept by the client and is still valid. */
export async function stopImpersonating({ deps, viewer }: { deps: AppDeps; viewer: Viewer }): Promise<void> {
  authorizeStopImpersonating(viewer);
  await revokeSession({ db: deps.db, sessionId: viewer.session.id });
  deps.log.info({ adminId: viewer.session.impersonatorId, userId: viewer.user.id }, 'impersonation ended');
}
