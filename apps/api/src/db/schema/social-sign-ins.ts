import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Sign-in with Google (decision 095).

export const SOCIAL_PROVIDERS = ['google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * A provider's account linked to a Parkshare user: later sign-ins find the user by the provider's subject (its
 * stable account id), even after the e-mail address changes on either side.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    /** The provider's (verified) address when the link was made: for support, never used to match. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    // One account of a provider per user: a second Google account cannot be linked silently to the same user.
    uniqueIndex('user_identities_user_provider_idx').on(t.userId, t.provider),
  ],
);

/**
 * One sign-in attempt, from the redirect to the provider until it ends. Before the redirect it holds what the
 * callback is checked against (state, PKCE verifier, nonce, the redirect URI); when the provider's account is new
 * to Parkshare it then holds who signed in, under a pending token, until the person accepts the terms. Only
 * hashes of the state and of the pending token are stored; each is used once.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** The language the person chose on Parkshare, for an account made from this sign-in. */
    language: text('language').notNull(),
    /** Set when the callback came back: the state cannot be used again. */
    stateUsedAt: timestamp('state_used_at', { withTimezone: true }),
    pendingTokenHash: text('pending_token_hash'),
    subject: text('subject'),
    email: text('email'),
    name: text('name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_sign_ins_state_hash_idx').on(t.stateHash),
    uniqueIndex('social_sign_ins_pending_token_hash_idx').on(t.pendingTokenHash),
    index('social_sign_ins_expires_at_idx').on(t.expiresAt),
    check(
      'social_sign_ins_pending_identity',
      sql`${t.pendingTokenHash} is null or (${t.subject} is not null and ${t.email} is not null and ${t.name} is not null)`,
    ),
  ],
);
