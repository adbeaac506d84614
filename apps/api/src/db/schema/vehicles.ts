import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VEHICLE_STATUSES } from '@parkshare/shared/validation/vehicles';
import { billingAccounts } from './billing';
import { users } from './users';

// A driver's car (issue 5, SPEC §3). The registration number is stored normalised (capitals and digits, no
// spaces or dashes) so one plate is one row per driver whatever way it was typed.
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull(),
    name: text('name'),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('active'),
    // The billing account reservations for this car default to; a deleted account leaves the car without one.
    billingAccountId: uuid('billing_account_id').references(() => billingAccounts.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('vehicles_user_registration_idx').on(t.userId, t.registrationNumber),
    // At most one default per driver, guarded by the database.
    uniqueIndex('vehicles_one_default_idx')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
