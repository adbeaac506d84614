import { isLocale } from '@parkshare/shared/locales';
import { messages } from '@parkshare/shared/validation/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { passwordResetTokens } from '../../db/schema/auth-tokens';
import { users } from '../../db/schema/users';
import { fieldError } from '../../lib/errors';
import { isCommonPassword } from '../../lib/password';
import { randomToken, sha256 } from '../../lib/tokens';
import { passwordResetMail } from '../../mail/templates';
import { extendSession, revokeUserSessions } from '../auth/sessions.service';
import type { Viewer } from '../../lib/viewer';

export const RESET_TTL_MS = 60 * 60 * 1000;
// Quietly caps reset mails per address so that the form cannot be used to flood someone's inbox.
const FORGOT_LIMIT = { limit: 3, windowSeconds: 15 * 60 };

/** E-mails a single-use reset link valid for an hour; the caller always answers 'ok', known e-mail or not. */
export async function forgotPassword({ deps, input }: { deps: AppDeps; input: { email: string } }): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (!user || user.status === 'blocked') return;
  if (!(await deps.limiter.hit(`forgot:${input.email}`, FORGOT_LIMIT)).allowed) return;
  const token = randomToken();
  await deps.db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = passwordResetMail(isLocale(user.language) ? user.language : 'en', user.name, link);
  await deps.mailer.send({ to: user.email, ...mail, headers: { 'X-Parkshare-Link': link } });
}

/**
 * Sets a new password from a reset link: the token is single use and expires after an hour; every session of
 * the user ends. Opening the link proves the address, so a pending account becomes active.
 */
export async function resetPassword({
  deps,
  input,
}: {
  deps: AppDeps;
  input: { token: string; password: string };
}): Promise<void> {
  if (await isCommonPassword(input.password)) throw fieldError('password', messages.commonPassword);
  const passwordHash = await deps.hasher.hash(input.password);
  const done = await deps.db.transaction(async (tx) => {
    // Claiming the token in the UPDATE makes two concurrent uses impossible.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return false;
    const now = new Date();
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: now,
        status: sql`case when ${users.status} = 'pending_verification' then 'active' else ${users.status} end`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, claimed.userId));
    await revokeUserSessions({ db: tx, userId: claimed.userId });
    return true;
  });
  if (!done) throw fieldError('token', messages.invalidResetToken);
}

/** Changes the signed-in user's password after checking the current one; other sessions end, this one goes on. */
export async function changePassword({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: { currentPassword: string; newPassword: string };
}): Promise<{ token: string }> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, viewer.user.id))
    .limit(1);
  if (!user || !(await deps.hasher.verify(user.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', messages.wrongPassword);
  }
  if (await isCommonPassword(input.newPassword)) throw fieldError('newPassword', messages.commonPassword);
  const passwordHash = await deps.hasher.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, viewer.user.id));
    await revokeUserSessions({ db: tx, userId: viewer.user.id, exceptSessionId: viewer.session.id });
  });
  return { token: await extendSession({ deps, viewer }) };
}
