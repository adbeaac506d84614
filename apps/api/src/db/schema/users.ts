import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const USER_STATUSES = ['pending_verification', 'active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lowercased; the unique index on lower(email) also guards rows written by other tools.
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('en'),
    timezone: text('timezone').notNull().default('Europe/Warsaw'),
    birthdayOn: date('birthday_on', { mode: 'string' }),
    /** Minutes before a stay ends (or a booked one starts) to remind the driver: 5, 10 or 15; null = off. */
    reminderMinutes: integer('reminder_minutes').default(10),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending_verification'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{user}'::text[]`),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_reminder_minutes', sql`${t.reminderMinutes} in (5, 10, 15)`),
  ],
);

export type UserRow = typeof users.$inferSelect;
