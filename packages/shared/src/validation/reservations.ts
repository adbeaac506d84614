import { z } from 'zod/mini';
import { MAX_TILE_ZOOM, MIN_TILE_ZOOM } from '../map/tiles';
import { SPOT_FEATURES, sortedFeatures, type SpotFeature } from '../spots/features';
import { messages } from './messages';

// Reservation inputs (issue 5). The time rules that need configuration or the clock (start not in the past,
// the longest stay) are checked by the API service with its config; these schemas check shape and order. Stay
// lengths and limits are in reservations/periods.ts.

const text = (max: number) =>
  z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.invalidValue));
const id = text(64);
const instant = z
  .date({ error: messages.invalidDate })
  .check(z.refine((value: Date) => !Number.isNaN(value.getTime()), messages.invalidDate));

const endAfterStart = z.refine<{ startAt: Date; endAt: Date }>(
  (value) => value.endAt.getTime() > value.startAt.getTime(),
  {
    message: messages.endAfterStart,
    path: ['endAt'],
  },
);

/** A parking's public identifier as typed or linked (WAR-CEN24); the API compares it in capitals. */
const parkingIdentifier = text(20);
/** A spot number as its sign reads ("A-12", "p1"); omitted or null: any free spot. */
const spotNumber = z.optional(z.nullable(text(40)));

const SPOT_CHOICE_FIELDS: readonly PropertyKey[] = ['spotId', 'identifier', 'spotNumber'];
type SpotChoice = { spotId?: string | null; identifier?: string | null; spotNumber?: string | null };
// Judged even when other fields failed (so an empty form names every missing field), unless the spot choice's own
// fields did: then their messages say it already.
const whenSpotChoiceParsed = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => SPOT_CHOICE_FIELDS.includes(issue.path?.[0] ?? '')),
};

/**
 * A booking names its spot by id, or its parking by public identifier with a spot number (that spot) or without
 * one (the first free spot, as the quote picks it).
 */
export const createReservationInput = z
  .object({
    spotId: z.optional(z.nullable(id)),
    identifier: z.optional(z.nullable(parkingIdentifier)),
    spotNumber,
    vehicleId: id,
    billingAccountId: id,
    startAt: instant,
    endAt: instant,
    terms: z.literal(true, { error: messages.checked }),
    idempotencyKey: z.optional(
      z
        .string({ error: messages.invalidValue })
        .check(z.minLength(8, messages.invalidValue), z.maxLength(100, messages.invalidValue)),
    ),
  })
  .check(
    endAfterStart,
    z.refine<SpotChoice>((value) => Boolean(value.spotId ?? value.identifier), {
      message: messages.required,
      path: ['spotId'],
      ...whenSpotChoiceParsed,
    }),
    z.refine<SpotChoice>((value) => !(value.spotId && value.identifier), {
      message: messages.invalidValue,
      path: ['spotId'],
      ...whenSpotChoiceParsed,
    }),
    z.refine<SpotChoice>((value) => !value.spotNumber || Boolean(value.identifier), {
      message: messages.invalidValue,
      path: ['spotNumber'],
      ...whenSpotChoiceParsed,
    }),
  );
export type CreateReservationData = z.output<typeof createReservationInput>;

/** Which spot, whether it is free and what it costs (reservationQuote): a parking, a spot number or none, a window. */
export const reservationQuoteInput = z
  .object({ identifier: parkingIdentifier, spotNumber, startAt: instant, endAt: instant })
  .check(endAfterStart);
export type ReservationQuoteData = z.output<typeof reservationQuoteInput>;

export const extendReservationInput = z.object({ reservationId: id, endAt: instant });
export type ExtendReservationData = z.output<typeof extendReservationInput>;

/** A map viewport and time window (parkingsInArea and the spot-state subscription). */
const latitude = z
  .number({ error: messages.invalidValue })
  .check(z.gte(-90, messages.invalidValue), z.lte(90, messages.invalidValue));
const longitude = z
  .number({ error: messages.invalidValue })
  .check(z.gte(-180, messages.invalidValue), z.lte(180, messages.invalidValue));
const centimetres = z.optional(
  z.nullable(
    z
      .number({ error: messages.invalidValue })
      .check(z.int(messages.invalidValue), z.gte(1, messages.invalidValue), z.lte(10_000, messages.invalidValue)),
  ),
);
export const areaInput = z.object({ north: latitude, south: latitude, east: longitude, west: longitude }).check(
  z.refine((value: { north: number; south: number }) => value.north >= value.south, {
    message: messages.invalidValue,
    path: ['north'],
  }),
  z.refine((value: { east: number; west: number }) => value.east >= value.west, {
    message: messages.invalidValue,
    path: ['east'],
  }),
);
export const parkingsInAreaInput = z
  .object({
    north: latitude,
    south: latitude,
    east: longitude,
    west: longitude,
    startAt: instant,
    endAt: instant,
    maxHeight: centimetres,
    maxLength: centimetres,
    maxWidth: centimetres,
  })
  .check(
    z.refine((value: { north: number; south: number }) => value.north >= value.south, {
      message: messages.invalidValue,
      path: ['north'],
    }),
    z.refine((value: { east: number; west: number }) => value.east >= value.west, {
      message: messages.invalidValue,
      path: ['east'],
    }),
    endAfterStart,
  );
export type ParkingsInAreaData = z.output<typeof parkingsInAreaInput>;

/** A map tile (decision 087) and a time window: the /map screen's question. */
const tileIndex = z
  .number({ error: messages.invalidValue })
  .check(z.int(messages.invalidValue), z.gte(0, messages.invalidValue));
export const mapTileInput = z
  .object({
    z: z
      .number({ error: messages.invalidValue })
      .check(
        z.int(messages.invalidValue),
        z.gte(MIN_TILE_ZOOM, messages.invalidValue),
        z.lte(MAX_TILE_ZOOM, messages.invalidValue),
      ),
    x: tileIndex,
    y: tileIndex,
    startAt: instant,
    endAt: instant,
    maxHeight: centimetres,
    maxLength: centimetres,
    maxWidth: centimetres,
    features: z.optional(
      z.pipe(
        z
          .array(z.enum(SPOT_FEATURES, { error: messages.invalidValue }), { error: messages.invalidValue })
          .check(z.maxLength(SPOT_FEATURES.length * 2, messages.invalidValue)),
        z.transform((features: SpotFeature[]) => sortedFeatures(features)),
      ),
    ),
  })
  .check(
    z.refine((value: { z: number; x: number }) => value.x < 2 ** value.z, {
      message: messages.invalidValue,
      path: ['x'],
    }),
    z.refine((value: { z: number; y: number }) => value.y < 2 ** value.z, {
      message: messages.invalidValue,
      path: ['y'],
    }),
    endAfterStart,
  );
export type MapTileData = z.output<typeof mapTileInput>;
