import { email as emailSchema } from '@parkshare/shared/validation/fields';
import { socialMessages } from '@parkshare/shared/validation/messages-social';
import type { SocialProviderName } from '@parkshare/shared/validation/social-sign-in';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps, RequestMeta } from '../../app-deps';
import type { GoogleConfig } from '../../config-google';
import type { Db } from '../../db/client';
import { socialSignIns } from '../../db/schema/social-sign-ins';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, tooManyRequests } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { createSession } from '../auth/sessions.service';
import { exchangeGoogleCode, googleAuthorizationUrl, socialError, type ProviderIdentity } from './google-openid';
import {
  accountByEmail,
  accountOfIdentity,
  admitAccount,
  createSocialAccount,
  displayName,
  linkIdentity,
  touchIdentity,
} from './social-accounts';

// Sign-in with Google (decision 095): the attempt's record (state, PKCE verifier, nonce) is written when the person
// leaves for Google and claimed once when the callback comes back; a new person's identity waits under a
// pending token until they accept the terms.

export const ATTEMPT_TTL_MS = 10 * 60 * 1000;
export const PENDING_SIGN_UP_TTL_MS = 15 * 60 * 1000;
export const START_LIMIT = { limit: 30, windowSeconds: 60 };

/** The SPA's page the provider sends the person back to: register `<origin>/auth/google/callback` with Google. */
export const callbackPath = (provider: SocialProviderName) => `/auth/${provider}/callback`;

function googleOf(deps: AppDeps): GoogleConfig {
  if (!deps.config.google) throw new AppError('NOT_AVAILABLE', socialMessages.socialNotAvailable);
  return deps.config.google;
}

export type SocialSignInResult =
  { token: string; signUp: null } | { token: null; signUp: { pendingToken: string; email: string; name: string } };

/**
 * Starts a sign-in: a fresh state, PKCE verifier and nonce are kept (10 minutes) and the provider's authorization
 * URL is returned for the browser to go to. Public; at most 30 starts a minute per IP.
 */
export async function startSocialSignIn({
  deps,
  input,
  meta,
}: {
  deps: AppDeps;
  input: { provider: SocialProviderName; language: string };
  meta: RequestMeta;
}): Promise<{ authorizationUrl: string }> {
  const google = googleOf(deps);
  const limit = await deps.limiter.hit(`social-start:${meta.ip}`, START_LIMIT);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const state = randomToken();
  const codeVerifier = randomToken();
  const nonce = randomToken();
  // Back to the origin the person started on (their session lives there), as payments do (decision 061).
  const redirectUri = `${meta.origin ?? deps.config.publicUrl}${callbackPath(input.provider)}`;
  // Asked first: when Google cannot be reached nothing is written.
  const authorizationUrl = await googleAuthorizationUrl(google, deps.log, {
    redirectUri,
    state,
    codeVerifier,
    nonce,
    language: input.language,
  });
  await deps.db.transaction(async (tx) => {
    // Attempts nobody finished are of no use an hour after they expired.
    await tx.delete(socialSignIns).where(lt(socialSignIns.expiresAt, sql`now() - interval '1 hour'`));
    await tx.insert(socialSignIns).values({
      provider: input.provider,
      stateHash: sha256(state),
      codeVerifier,
      nonce,
      redirectUri,
      language: input.language,
      expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
    });
  });
  return { authorizationUrl };
}

/**
 * The callback: claims the attempt by its state (once, unexpired), exchanges the code with PKCE, and signs in the
 * account linked to the provider's subject; else links the account with the same e-mail, only when the provider
 * verified it; else keeps the identity under a pending token for completeSocialSignUp. Public.
 */
export async function socialSignIn({
  deps,
  input,
  meta,
}: {
  deps: AppDeps;
  input: { provider: SocialProviderName; code: string; state: string };
  meta: RequestMeta;
}): Promise<SocialSignInResult> {
  const google = googleOf(deps);
  const [attempt] = await deps.db
    .update(socialSignIns)
    .set({ stateUsedAt: new Date() })
    .where(
      and(
        eq(socialSignIns.stateHash, sha256(input.state)),
        eq(socialSignIns.provider, input.provider),
        isNull(socialSignIns.stateUsedAt),
        gt(socialSignIns.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!attempt) throw socialError(socialMessages.socialExpired);
  try {
    const identity = await exchangeGoogleCode(google, deps.log, {
      redirectUri: attempt.redirectUri,
      code: input.code,
      state: input.state,
      codeVerifier: attempt.codeVerifier,
      nonce: attempt.nonce,
    });
    return await deps.db.transaction(async (tx) => {
      const token = await signInKnownIdentity(deps, tx, input.provider, identity, meta);
      if (token) {
        await tx.delete(socialSignIns).where(eq(socialSignIns.id, attempt.id));
        return { token, signUp: null };
      }
      const pendingToken = randomToken();
      const email = verifiedEmail(identity);
      const name = displayName(identity.name, email);
      await tx
        .update(socialSignIns)
        .set({
          pendingTokenHash: sha256(pendingToken),
          subject: identity.subject,
          email,
          name,
          expiresAt: new Date(Date.now() + PENDING_SIGN_UP_TTL_MS),
        })
        .where(eq(socialSignIns.id, attempt.id));
      return { token: null, signUp: { pendingToken, email, name } };
    });
  } catch (error) {
    // A failed callback leaves nothing behind: the attempt cannot be used again anyway.
    await deps.db.delete(socialSignIns).where(eq(socialSignIns.id, attempt.id));
    // Two callbacks linking the same account at once: the unique index decides, the other starts again.
    throw isUniqueViolation(error) ? socialError(socialMessages.socialExpired) : error;
  }
}

/**
 * A new person accepted the terms: the account (active, its e-mail verified by the provider, no usable password
 * until they set one through "Forgot your password?"), its link and a session, in one transaction. Public.
 */
export async function completeSocialSignUp({
  deps,
  input,
  meta,
}: {
  deps: AppDeps;
  input: { pendingToken: string };
  meta: RequestMeta;
}): Promise<{ token: string }> {
  googleOf(deps);
  // Hashed outside the transaction: argon2 takes a while and holds no lock.
  const passwordHash = await deps.hasher.hash(randomToken());
  try {
    return await finishSignUp(deps, input.pendingToken, passwordHash, meta);
  } catch (error) {
    // A sign-up racing another for the same e-mail or Google account: the unique indexes decide, nothing is kept.
    throw isUniqueViolation(error) ? socialError(socialMessages.socialSignUpExpired) : error;
  }
}

function finishSignUp(deps: AppDeps, pendingToken: string, passwordHash: string, meta: RequestMeta) {
  return deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(socialSignIns)
      .where(and(eq(socialSignIns.pendingTokenHash, sha256(pendingToken)), gt(socialSignIns.expiresAt, new Date())))
      .returning();
    if (!pending?.subject || !pending.email || !pending.name) throw socialError(socialMessages.socialSignUpExpired);
    const identity: ProviderIdentity = {
      subject: pending.subject,
      email: pending.email,
      emailVerified: true,
      name: pending.name,
    };
    // Someone may have linked this Google account or registered this e-mail in the meantime.
    const token = await signInKnownIdentity(deps, tx, pending.provider, identity, meta);
    if (token) return { token };
    const userId = await createSocialAccount(tx, {
      provider: pending.provider,
      identity: { subject: pending.subject, email: pending.email, name: pending.name },
      language: pending.language,
      passwordHash,
    });
    return { token: (await createSession({ deps, db: tx, userId, meta })).token };
  });
}

/**
 * Signs in the account the identity belongs to: the one linked to its subject, else the one with its e-mail, which
 * is linked now (only an e-mail the provider verified). Null when there is none: a sign-up.
 */
async function signInKnownIdentity(
  deps: AppDeps,
  tx: Db,
  provider: SocialProviderName,
  identity: ProviderIdentity,
  meta: RequestMeta,
): Promise<string | null> {
  const linked = await accountOfIdentity(tx, provider, identity.subject);
  if (linked) {
    await admitAccount(tx, deps.hasher, linked);
    await touchIdentity(tx, provider, identity.subject);
    return (await createSession({ deps, db: tx, userId: linked.id, meta })).token;
  }
  const email = verifiedEmail(identity);
  const existing = await accountByEmail(tx, email);
  if (!existing) return null;
  await admitAccount(tx, deps.hasher, existing);
  await linkIdentity(tx, { userId: existing.id, provider, subject: identity.subject, email });
  deps.log.info({ userId: existing.id, provider }, 'social sign-in: account linked');
  return (await createSession({ deps, db: tx, userId: existing.id, meta })).token;
}

/** The provider's e-mail, only when it verified it, lower-cased as Parkshare keeps addresses. */
function verifiedEmail(identity: ProviderIdentity): string {
  if (!identity.email || !identity.emailVerified) throw socialError(socialMessages.socialUnverified);
  const parsed = z.safeParse(emailSchema, identity.email);
  if (!parsed.success) throw socialError(socialMessages.socialRefused);
  return parsed.data;
}
