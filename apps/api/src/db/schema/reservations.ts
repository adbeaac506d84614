import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RESERVATION_STATUSES } from '@parkshare/shared/reservations/status';
import { parkings, spots } from './parkings';
import { users } from './users';

// The core of a reservation: who holds which spot and when. Issue 3 needs it to show spot states and to refuse
// deleting a spot with future reservations; the booking issue adds vehicles, payments and the exclusion
// constraint that makes double booking impossible.
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
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_spot_time_idx').on(t.spotId, t.endAt),
    index('reservations_parking_time_idx').on(t.parkingId, t.endAt),
    index('reservations_user_idx').on(t.userId, t.createdAt),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
