import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './money-columns';
import { users } from './users';

/**
 * Client-generated idempotency keys of paying mutations: the first request's input hash and result. A retry with
 * the same key and input gets the same result; the same key with another input is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    // Null while the first request is still running (its transaction holds the row).
    resultId: uuid('result_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
