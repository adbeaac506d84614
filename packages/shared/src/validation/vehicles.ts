import { z } from 'zod/mini';
import { NAME_MAX_LENGTH } from './fields';
import { formatMessage, messages } from './messages';
import { isForeignPlate, isPolishPlate } from './plates';

// Vehicles (issue 5, SPEC §3 and §5).

export const VEHICLE_STATUSES = ['active', 'inactive'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Separators people type inside a plate ("WA 12345", "KR-1ABC"); they are not part of the number. */
const SEPARATORS = /[\s-]+/g;

/** The stored form of a registration number: capitals and digits only ("wa 12345" → "WA12345"). */
export function normalizeRegistrationNumber(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/** The plate as a field: present and not absurdly long; which rules it follows is the vehicle's to say. */
export const registrationNumber = z.pipe(
  z.string({ error: messages.required }).check(
    z.trim(),
    // A blank plate says only that it is required; a too long one only that it is no plate.
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(20, { error: messages.registrationNumber, abort: true }),
  ),
  z.transform(normalizeRegistrationNumber),
);

const optionalName = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: messages.invalidValue })
        .check(z.trim(), z.maxLength(NAME_MAX_LENGTH, formatMessage('maxLength', { count: NAME_MAX_LENGTH }))),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

const optionalId = z.pipe(
  z.optional(z.nullable(z.string({ error: messages.invalidValue }).check(z.maxLength(64, messages.invalidValue)))),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

/** createVehicle / updateVehicle and the vehicle form (one screen). */
export const vehicleInput = z
  .object({
    registrationNumber,
    name: optionalName,
    status: z.optional(z.enum(VEHICLE_STATUSES, { error: messages.invalidValue })),
    billingAccountId: optionalId,
    isDefault: z.optional(z.boolean({ error: messages.invalidValue })),
    /** Not stored: a stored plate that is no Polish one is foreign (the form reads it back that way). */
    foreignPlate: z.optional(z.nullable(z.boolean({ error: messages.invalidValue }))),
  })
  .check(
    z.superRefine(
      (input, context) => {
        const plate: unknown = input.registrationNumber;
        // A missing or blank plate has said so already; other fields' errors do not hide this one.
        if (typeof plate !== 'string' || plate === '' || plate.length > 20) return;
        const foreign = input.foreignPlate === true;
        if (!(foreign ? isForeignPlate(plate) : isPolishPlate(plate))) {
          context.issues.push({
            code: 'custom',
            path: ['registrationNumber'],
            message: messages.registrationNumber,
            input: plate,
          });
        }
      },
      { when: () => true },
    ),
  );
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleData = z.output<typeof vehicleInput>;
