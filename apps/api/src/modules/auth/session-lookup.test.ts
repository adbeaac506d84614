import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, tokenFor } from '../../test/factories';
import { authenticate, revokeSession } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const sessionId = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

describe('batched session lookup', () => {
  it('answers each of many concurrent lookups with its own session, and refuses the dead ones', async () => {
    const deps = t.app.deps;
    const alice = await createUser(t.app);
    const bob = await createUser(t.app);
    const blocked = await createUser(t.app);
    const [aliceToken, bobToken, revokedToken, expiredToken, blockedToken] = await Promise.all([
      tokenFor(t.app, alice),
      tokenFor(t.app, bob),
      tokenFor(t.app, alice),
      tokenFor(t.app, bob),
      tokenFor(t.app, blocked),
    ]);
    await revokeSession({ db: deps.db, sessionId: sessionId(revokedToken) });
    await deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId(expiredToken)));
    await deps.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    // Bob's user id with Alice's session id: a forged pairing must not match.
    const forged = await deps.signer.sign({ sub: bob.id, sid: sessionId(aliceToken) }, new Date(Date.now() + 60_000));

    // Started in the same turn, so they share one statement; duplicates each get their own row.
    const tokens = [aliceToken, bobToken, revokedToken, aliceToken, expiredToken, forged, blockedToken, bobToken];
    const viewers = await Promise.all(tokens.map((token) => authenticate({ deps, token })));
    expect(viewers.map((viewer) => viewer?.user.id ?? null)).toEqual([
      alice.id,
      bob.id,
      null,
      alice.id,
      null,
      null,
      null,
      bob.id,
    ]);
    expect(viewers[0]?.session.id).toBe(sessionId(aliceToken));
    expect(viewers[0]).not.toBe(viewers[3]);

    // Revocation takes effect on the very next lookup: nothing is kept between batches.
    await revokeSession({ db: deps.db, sessionId: sessionId(bobToken) });
    expect(await authenticate({ deps, token: bobToken })).toBeNull();
  });
});
