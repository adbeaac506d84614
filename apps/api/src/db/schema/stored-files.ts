import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Photo files kept in the database (IMAGE_STORE=database, decision 098), so that every instance sharing the
// PostgreSQL serves every photo. The rows of `images` and tickets' photos name them by key.

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the app always gets a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.length)),
});

/** The stores a file belongs to: photos anybody may see, and private ones (tickets' evidence). */
export const STORED_FILE_BUCKETS = ['images', 'private-images'] as const;
export type StoredFileBucket = (typeof STORED_FILE_BUCKETS)[number];

export const storedFiles = pgTable(
  'stored_files',
  {
    bucket: text('bucket', { enum: STORED_FILE_BUCKETS }).notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key] }),
    check('stored_files_bucket', sql`${t.bucket} in ('images', 'private-images')`),
    check('stored_files_bytes', sql`${t.bytes} = octet_length(${t.content})`),
  ],
);
