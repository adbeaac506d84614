import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './reservations';
import { users } from './users';

// Reminders before a stay ends or a booked one starts (issue 17 §3, docs/decisions/092-reminders.md).

/** A browser (device) that accepted notifications: where its push service takes messages for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; one browser is one subscription, whoever signed in last. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 key and auth secret (base64url) that the payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the push service refused a message (other than "gone", which deletes the row). */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** ends_soon and starts_soon are the reminders; booked is the booking confirmation e-mail (with its .ics). */
export const SENT_KINDS = ['ends_soon', 'starts_soon', 'booked'] as const;
export type ReminderKind = Exclude<(typeof SENT_KINDS)[number], 'booked'>;

/**
 * One row per reminder sent: the key makes it once per reservation, kind and moment (the end for ends_soon, the start
 * for starts_soon), so an extension, which moves the end, earns a new reminder and a second instance sends none.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** push or email: how it went out (none: a booking confirmed before migration 0020, never mailed). */
    channel: text('channel').notNull(),
    /** When a run last took it on; a claim not sent within the lease is taken on again (migration 0021). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many runs have taken it on; after the last allowed one it is given up. */
    attempts: integer('attempts').notNull().default(1),
    /** Null until it went out. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.kind, t.at] }),
    check('reminders_sent_kind', sql`${t.kind} in ('ends_soon', 'starts_soon', 'booked')`),
  ],
);
