import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { userColumns } from './user-columns';
import type { Viewer } from '../../lib/viewer';

// Every authenticated request looks its session up in the database; nothing is cached, so a revoked session fails
// on the very next request on every instance. Under load, though, one round trip per request made the database
// socket (a write and a wake-up per query) and the database itself the largest cost of the hot path. Lookups that
// arrive in the same event-loop turn therefore travel together: one statement, with one row looked up per request
// (unnest ... with ordinality keeps duplicates apart), answered when the turn's lookups are all in.

interface Waiting {
  sid: string;
  sub: string;
  resolve(viewer: Viewer | null): void;
  reject(error: unknown): void;
}

function prepareBatch(db: Db) {
  const asked = sql`unnest(${sql.placeholder('sids')}::uuid[], ${sql.placeholder('subs')}::uuid[]) with ordinality as asked(sid, sub, n)`;
  return db
    .select({
      // bigint ordinality: a string from pg; Number() below reads any driver's form.
      n: sql<string | number>`asked.n`,
      user: userColumns,
      session: { id: sessions.id, expiresAt: sessions.expiresAt, impersonatorId: sessions.impersonatorId },
    })
    .from(asked)
    .innerJoin(sessions, sql`${sessions.id} = asked.sid and ${sessions.userId} = asked.sub`)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')))
    .prepare('parkshare_authenticate');
}

export type SessionLookup = (sid: string, sub: string) => Promise<Viewer | null>;

export function createSessionLookup(db: Db): SessionLookup {
  const statement = prepareBatch(db);
  let waiting: Waiting[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    statement.execute({ sids: batch.map((w) => w.sid), subs: batch.map((w) => w.sub) }).then(
      (rows) => {
        const found = new Map(rows.map(({ n, ...viewer }) => [Number(n), viewer]));
        batch.forEach((w, i) => w.resolve(found.get(i + 1) ?? null));
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  };

  return (sid, sub) =>
    new Promise((resolve, reject) => {
      // setImmediate runs after the current poll phase: every request read from the sockets in it joins this batch.
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ sid, sub, resolve, reject });
    });
}
