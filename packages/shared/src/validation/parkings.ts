import { z } from 'zod/mini';
import { flag, NAME_MAX_LENGTH, optionalString, requiredString } from './fields';
import { formatMessage, messages } from './messages';
import { DESCRIPTION_MAX_LENGTH } from './owners';

// The parking form (SPEC §3 "Parking") and the admin's rejection. One schema each: the forms and the API use them.

/** Restrictions are in centimetres; 100 m covers any vehicle, anything beyond is a typo. */
export const MAX_DIMENSION_CM = 10000;
export const REJECTION_REASON_MAX_LENGTH = 1000;
/** A gate code and the way in: shown only to drivers with a paid reservation, around their stay. */
export const ACCESS_INSTRUCTIONS_MAX_LENGTH = 1000;
// Ids are UUIDs today; the cap only keeps junk out of the query, the service checks that the row exists.
const ID_MAX_LENGTH = 64;

// A form sends null or nothing for an empty size; a number must be a whole one from 1 to the cap.
const dimension = z.pipe(
  z.optional(
    z.nullable(
      z.number({ error: messages.positiveInteger }).check(
        z.refine((value: number) => Number.isSafeInteger(value) && value > 0, messages.positiveInteger),
        z.refine((value: number) => value <= MAX_DIMENSION_CM, formatMessage('maxValue', { max: MAX_DIMENSION_CM })),
      ),
    ),
  ),
  z.transform((value: number | null | undefined) => value ?? undefined),
);

type Sizes = { hasRestrictions: boolean; maxHeightCm?: number; maxLengthCm?: number; maxWidthCm?: number };

export const parkingInput = z
  .object({
    name: requiredString(NAME_MAX_LENGTH),
    note: optionalString(DESCRIPTION_MAX_LENGTH),
    accessInstructions: optionalString(ACCESS_INSTRUCTIONS_MAX_LENGTH),
    billingAccountId: requiredString(ID_MAX_LENGTH),
    organizationId: optionalString(ID_MAX_LENGTH),
    hasRestrictions: flag,
    maxHeightCm: dimension,
    maxLengthCm: dimension,
    maxWidthCm: dimension,
  })
  .check(
    // "Restricted" with no size says nothing a driver can check; the first size field shows the message.
    z.refine(
      (value: Sizes) =>
        !value.hasRestrictions ||
        value.maxHeightCm !== undefined ||
        value.maxLengthCm !== undefined ||
        value.maxWidthCm !== undefined,
      { message: messages.restrictionRequired, path: ['maxHeightCm'] },
    ),
  );
export type ParkingInput = z.input<typeof parkingInput>;
export type ParkingData = z.output<typeof parkingInput>;

export const rejectParkingInput = z.object({
  reason: requiredString(REJECTION_REASON_MAX_LENGTH),
});
export type RejectParkingInput = z.input<typeof rejectParkingInput>;
