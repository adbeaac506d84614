import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps, RequestMeta } from '../../app-deps';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { isUuid } from '../../lib/tokens';
import { createSessionLookup, type SessionLookup } from './session-lookup';
import type { Viewer } from '../../lib/viewer';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export { userColumns } from './user-columns';

// One batching lookup per database (session-lookup.ts): the token check is on every authenticated request.
const lookups = new WeakMap<Db, SessionLookup>();

/** Checks a bearer token: signature, then a database read of a live session of an active user. */
export async function authenticate({ deps, token }: { deps: AppDeps; token: string }): Promise<Viewer | null> {
  const claims = await deps.signer.verify(token);
  if (!claims || !isUuid(claims.sid) || !isUuid(claims.sub)) return null;
  let lookup = lookups.get(deps.db);
  if (!lookup) {
    lookup = createSessionLookup(deps.db);
    lookups.set(deps.db, lookup);
  }
  return lookup(claims.sid, claims.sub);
}

/** Starts a session (every sign-in gets its own) and returns its token. */
export async function createSession({
  deps,
  db = deps.db,
  userId,
  impersonatorId = null,
  meta,
}: {
  deps: AppDeps;
  db?: Db;
  userId: string;
  impersonatorId?: string | null;
  meta: RequestMeta;
}): Promise<{ token: string; sessionId: string }> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [session] = await db
    .insert(sessions)
    .values({ userId, impersonatorId, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 512) ?? null })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  const token = await deps.signer.sign({ sub: userId, sid: session.id }, expiresAt);
  return { token, sessionId: session.id };
}

/** Slides a live session's expiry forward and signs a new token for it. */
export async function extendSession({ deps, viewer }: { deps: AppDeps; viewer: Viewer }): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await deps.db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, viewer.session.id));
  return deps.signer.sign({ sub: viewer.user.id, sid: viewer.session.id }, expiresAt);
}

export async function revokeSession({ db, sessionId }: { db: Db; sessionId: string }): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except one when given (the one changing the password). */
export async function revokeUserSessions({
  db,
  userId,
  exceptSessionId,
}: {
  db: Db;
  userId: string;
  exceptSessionId?: string;
}): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
