import { z } from 'zod/mini';
import { NAME_MAX_LENGTH } from './fields';
import { formatMessage, messages } from './messages';

// Vehicles (issue 5, SPEC §3 and §5).

export const VEHICLE_STATUSES = ['active', 'inactive'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Separators people type inside a plate ("WA 12345", "KR-1ABC"); they are not part of the number. */
const SEPARATORS = /[\s-]+/g;
/** A plate: 2–10 Latin letters and digits (EU plates are at most 8 or 9, a little room for others) with both. */
const PLATE = /^(?=.*[A-Z])(?=.*\d)[A-Z0-9]{2,10}$/;

/** The stored form of a registration number: capitals and digits only ("wa 12345" → "WA12345"). */
export function normalizeRegistrationNumber(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

export function isRegistrationNumber(value: string): boolean {
  return PLATE.test(normalizeRegistrationNumber(value.trim()));
}

export const registrationNumber = z.pipe(
  z.string({ error: messages.required }).check(
    z.trim(),
    // A blank plate says only that it is required; a too long one only that it is no plate.
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(20, { error: messages.registrationNumber, abort: true }),
    z.refine(isRegistrationNumber, messages.registrationNumber),
  ),
  z.transform(normalizeRegistrationNumber),
);

const optionalName = z.pipe(
  z.optional(
    z.nullable(
      z.string({ error: messages.invalidValue }).check(
        z.trim(),
        z.maxLength(NAME_MAX_LENGTH, formatMessage('maxLength', { count: NAME_MAX_LENGTH })),
      ),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

const optionalId = z.pipe(
  z.optional(z.nullable(z.string({ error: messages.invalidValue }).check(z.maxLength(64, messages.invalidValue)))),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

/** createVehicle / updateVehicle and the vehicle form (one screen). */
export const vehicleInput = z.object({
  registrationNumber,
  name: optionalName,
  status: z.optional(z.enum(VEHICLE_STATUSES, { error: messages.invalidValue })),
  billingAccountId: optionalId,
  isDefault: z.optional(z.boolean({ error: messages.invalidValue })),
});
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleData = z.output<typeof vehicleInput>;
