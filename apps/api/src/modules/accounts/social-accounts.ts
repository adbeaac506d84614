import { NAME_MAX_LENGTH } from '@parkshare/shared/validation/fields';
import { socialMessages } from '@parkshare/shared/validation/messages-social';
import type { SocialProviderName } from '@parkshare/shared/validation/social-sign-in';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationCodes } from '../../db/schema/auth-tokens';
import { userIdentities } from '../../db/schema/social-sign-ins';
import { users, type UserStatus } from '../../db/schema/users';
import type { PasswordHasher } from '../../lib/password';
import { randomToken } from '../../lib/tokens';
import { socialError } from './google-openid';

// The accounts behind sign-in with Google (decision 095): finding them by the provider's subject or by e-mail,
// letting them in, linking, and making a new one.

export interface SocialAccount {
  id: string;
  status: UserStatus;
}

const account = { id: users.id, status: users.status };

export async function accountOfIdentity(
  db: Db,
  provider: SocialProviderName,
  subject: string,
): Promise<SocialAccount | null> {
  const [row] = await db
    .select(account)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function accountByEmail(db: Db, email: string): Promise<SocialAccount | null> {
  const [row] = await db
    .select(account)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ?? null;
}

/**
 * Lets an account in through the provider. A blocked one is refused. One still waiting for its e-mail code is
 * activated, since the provider has just proved the address, and its password is replaced by a random one: it was
 * set by whoever registered the address, who never proved it was theirs (an account made in advance by someone
 * else must not keep a way in).
 */
export async function admitAccount(db: Db, hasher: PasswordHasher, target: SocialAccount): Promise<void> {
  if (target.status === 'blocked') throw socialError(socialMessages.socialBlocked);
  if (target.status !== 'pending_verification') return;
  const passwordHash = await hasher.hash(randomToken());
  const now = new Date();
  await db
    .update(users)
    .set({ status: 'active', emailVerifiedAt: now, passwordHash, updatedAt: now })
    .where(eq(users.id, target.id));
  await db.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, target.id));
}

/** Links the provider's account to a user; a user already linked to another account of it is refused. */
export async function linkIdentity(
  db: Db,
  link: { userId: string; provider: SocialProviderName; subject: string; email: string },
): Promise<void> {
  const [other] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, link.userId), eq(userIdentities.provider, link.provider)))
    .limit(1);
  if (other) throw socialError(socialMessages.socialOtherAccount);
  await db.insert(userIdentities).values(link);
}

export async function touchIdentity(db: Db, provider: SocialProviderName, subject: string): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
}

/** A new active account from a verified identity, with its link; returns the user's id. */
export async function createSocialAccount(
  db: Db,
  {
    provider,
    identity,
    language,
    passwordHash,
  }: {
    provider: SocialProviderName;
    identity: { subject: string; email: string; name: string };
    language: string;
    passwordHash: string;
  },
): Promise<string> {
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      name: identity.name,
      email: identity.email,
      passwordHash,
      language,
      status: 'active',
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await db
    .insert(userIdentities)
    .values({ userId: user.id, provider, subject: identity.subject, email: identity.email });
  return user.id;
}

// C0 and C1 controls, lone surrogates and line breaks: none belongs in a name (decision 062).
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The name Google gives, made fit for Parkshare's name field; the e-mail's local part when it gives none. */
export function displayName(name: string | null, email: string): string {
  const cleaned = (name ?? '').replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...(cleaned || email.split('@')[0] || email)];
  // Cut by characters, never inside one (an emoji is two UTF-16 units, and the limit counts those).
  while (characters.join('').length > NAME_MAX_LENGTH) characters.pop();
  return characters.join('').trim();
}
