import { SPOT_FEATURES, type SpotFeature } from '@parkshare/shared/spots/features';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ADDRESS_TYPES, IMAGE_SUBJECT_TYPES, PARKING_STATUSES } from '@parkshare/shared/parkings/status';
import { SETTLEMENT_PERIODS } from '@parkshare/shared/pricing/types';
import { billingAccounts } from './billing';
import { organizations } from './organizations';
import { users } from './users';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// A parking an owner puts on the marketplace (SPEC §3). Parkings are never deleted, only deactivated, so an
// identifier printed on a sign is never reused for another place.
export const parkings = pgTable(
  'parkings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Public, e.g. WAR-7K2P; generated, unique, never reused.
    identifier: text('identifier').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'restrict' }),
    billingAccountId: uuid('billing_account_id')
      .notNull()
      .references(() => billingAccounts.id, { onDelete: 'restrict' }),
    // Visible only to the owner; the public sees the address and the identifier.
    name: text('name').notNull(),
    note: text('note'),
    // A gate code and the way in: shown only to drivers with a paid reservation, around their stay (issue 17).
    accessInstructions: text('access_instructions'),
    hasRestrictions: boolean('has_restrictions').notNull().default(false),
    maxHeightCm: integer('max_height_cm'),
    maxLengthCm: integer('max_length_cm'),
    maxWidthCm: integer('max_width_cm'),
    status: text('status', { enum: PARKING_STATUSES }).notNull().default('pending_verification'),
    rejectionReason: text('rejection_reason'),
    timeZone: text('time_zone').notNull().default('Europe/Warsaw'),
    verificationRequestedAt: timestamp('verification_requested_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('parkings_identifier_idx').on(t.identifier),
    check('parkings_identifier_format', sql`${t.identifier} ~ '^[A-Z]{3}-[A-Z0-9]{4,6}$'`),
    index('parkings_owner_idx').on(t.ownerId, t.createdAt),
    index('parkings_organization_idx').on(t.organizationId),
    index('parkings_status_idx').on(t.status, t.verificationRequestedAt),
  ],
);

// The basic address is where the parking is on the map; entry and exit addresses guide drivers in and out.
export const parkingAddresses = pgTable(
  'parking_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parkingId: uuid('parking_id')
      .notNull()
      .references(() => parkings.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ADDRESS_TYPES }).notNull(),
    country: text('country').notNull().default('PL'),
    region: text('region'),
    city: text('city').notNull(),
    street: text('street'),
    number: text('number'),
    postcode: text('postcode'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    ...timestamps,
  },
  (t) => [
    index('parking_addresses_parking_idx').on(t.parkingId),
    uniqueIndex('parking_addresses_one_basic_idx')
      .on(t.parkingId)
      .where(sql`type = 'basic'`),
    check('parking_addresses_latitude', sql`${t.latitude} between -90 and 90`),
    check('parking_addresses_longitude', sql`${t.longitude} between -180 and 180`),
  ],
);

export const spots = pgTable(
  'spots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parkingId: uuid('parking_id')
      .notNull()
      .references(() => parkings.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    hasRestrictions: boolean('has_restrictions').notNull().default(false),
    // SPOT_FEATURES, in their canonical order (issue 17: EV charger, accessible bay, covered, underground).
    features: text('features')
      .array()
      .$type<SpotFeature[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Set when a spot with reservation history is deleted: the row stays for that history, hidden everywhere
    // else, and its number is free for a new spot.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  // The database refuses a second A-01 in one parking even when two requests race (deleted spots aside).
  (t) => [
    uniqueIndex('spots_parking_number_idx')
      .on(t.parkingId, t.number)
      .where(sql`deleted_at is null`),
    check(
      'spots_features_known',
      sql`${t.features} <@ array[${sql.raw(SPOT_FEATURES.map((feature) => `'${feature}'`).join(', '))}]::text[]`,
    ),
  ],
);

// Photos of a parking, one of its addresses or one of its spots. parking_id is kept on every image so that
// authorization and cleanup never need to know the subject's table.
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parkingId: uuid('parking_id')
      .notNull()
      .references(() => parkings.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', { enum: IMAGE_SUBJECT_TYPES }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    // Path of the re-encoded file and its thumbnail, relative to the image store (DATA_DIR/images by default).
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('images_subject_idx').on(t.subjectType, t.subjectId, t.position),
    index('images_parking_idx').on(t.parkingId),
    uniqueIndex('images_one_primary_idx')
      .on(t.subjectType, t.subjectId)
      .where(sql`is_primary`),
  ],
);

const clockTime = (column: string) => sql.raw(`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

// Days and events are the pricing engine's vocabulary (packages/shared/src/pricing/types.ts).
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parkingId: uuid('parking_id')
      .notNull()
      .references(() => parkings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    days: text('days').array().notNull(),
    startHour: text('start_hour').notNull(),
    endHour: text('end_hour').notNull(),
    settlementPeriod: text('settlement_period', { enum: SETTLEMENT_PERIODS }).notNull(),
    // Integer grosze.
    firstPeriodPrice: integer('first_period_price').notNull(),
    nextPeriodPrice: integer('next_period_price').notNull(),
    // The basic list applies around the clock; every parking has exactly one before it can be verified.
    isBasic: boolean('is_basic').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('price_lists_parking_idx').on(t.parkingId),
    uniqueIndex('price_lists_one_basic_idx')
      .on(t.parkingId)
      .where(sql`is_basic`),
    check('price_lists_start_hour', clockTime('start_hour')),
    check('price_lists_end_hour', clockTime('end_hour')),
    check('price_lists_prices', sql`first_period_price >= 0 and next_period_price >= 0`),
  ],
);

// Cyclic unavailability: on the given days and events, from start to end time of day (an end before the start
// crosses midnight). Without any, a parking is available 24/7.
export const unavailabilities = pgTable(
  'unavailabilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parkingId: uuid('parking_id')
      .notNull()
      .references(() => parkings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    days: text('days').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    ...timestamps,
  },
  (t) => [
    index('unavailabilities_parking_idx').on(t.parkingId),
    check('unavailabilities_start_time', clockTime('start_time')),
    check('unavailabilities_end_time', clockTime('end_time')),
  ],
);

export type ParkingRow = typeof parkings.$inferSelect;
export type ParkingAddressRow = typeof parkingAddresses.$inferSelect;
export type SpotRow = typeof spots.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type PriceListRow = typeof priceLists.$inferSelect;
export type UnavailabilityRow = typeof unavailabilities.$inferSelect;
