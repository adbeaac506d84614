import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import { billingAccounts } from './billing';
import { parkings, spots } from './parkings';
import { users } from './users';
import { vehicles } from './vehicles';

// Who holds which spot and when (issues 3 and 5; statuses and moves in packages/shared/src/reservations/status.ts,
// rules in docs/decisions/050-reservations.md).
//
// Times: [start_at, end_at) is the stay the driver has paid for (or, while pending_payment, asked for).
// hold_end_at >= end_at is how long the spot is held: later than end_at only while an extension waits for
// payment. blocks_until = hold_end_at + the 5-minute leave buffer, kept by a trigger; the exclusion constraint
// (migration 0007) refuses two holding reservations of one spot whose [start_at, blocks_until) overlap, and
// another (migration 0009, decision 077) two holding reservations of one driver whose [start_at, hold_end_at) do.
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    parkingId: uuid('parking_id')
      .notNull()
      .references(() => parkings.id, { onDelete: 'restrict' }),
    spotId: uuid('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'restrict' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    billingAccountId: uuid('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    holdEndAt: timestamp('hold_end_at', { withTimezone: true }).notNull(),
    /** Kept by the trigger: hold_end_at + 5 minutes, whatever is written (the default is never seen). */
    blocksUntil: timestamp('blocks_until', { withTimezone: true })
      .notNull()
      .default(sql`'-infinity'`),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
    /** Grosze paid (or to pay, while pending) for [start_at, end_at); extensions add theirs when paid. */
    amount: integer('amount').notNull().default(0),
    /** While pending_payment: when the unpaid hold runs out. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** While an extension to hold_end_at waits for payment: when that hold runs out. */
    extensionDueAt: timestamp('extension_due_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_spot_time_idx').on(t.spotId, t.endAt),
    index('reservations_parking_time_idx').on(t.parkingId, t.endAt),
    index('reservations_user_idx').on(t.userId, t.createdAt),
    // A parking's history, newest first, a page at a time (parkingReservations, decision 064).
    index('reservations_parking_created_idx').on(t.parkingId, t.createdAt, t.id),
    index('reservations_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`status = 'pending_payment'`),
    index('reservations_extension_due_idx')
      .on(t.extensionDueAt)
      .where(sql`extension_due_at is not null`),
    index('reservations_confirmed_start_idx')
      .on(t.startAt)
      .where(sql`status = 'confirmed'`),
    index('reservations_active_end_idx')
      .on(t.endAt)
      .where(sql`status = 'active'`),
    // A driver has at most one reservation waiting for payment (decision 077); the stays a driver holds may not
    // overlap in time either (reservations_no_overlap_per_driver, an exclusion constraint in migration 0009).
    uniqueIndex('reservations_one_unpaid_per_user_idx')
      .on(t.userId)
      .where(sql`status = 'pending_payment'`),
    check('reservations_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    check('reservations_hold_covers_stay', sql`${t.holdEndAt} >= ${t.endAt}`),
    check('reservations_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
