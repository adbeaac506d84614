import { z } from 'zod/mini';
import { messages } from './messages';

// Reservation inputs (issue 5). The time rules that need configuration or the clock (start not in the past,
// the longest stay) are checked by the API service with its config; these schemas check shape and order. Stay
// lengths and limits are in reservations/periods.ts.

const id = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.maxLength(64, messages.invalidValue));
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

export const createReservationInput = z
  .object({
    spotId: id,
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
  .check(endAfterStart);
export type CreateReservationData = z.output<typeof createReservationInput>;

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
