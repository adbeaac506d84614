import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { createReservationInput } from '@parkshare/shared/validation/reservations';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import enOwnerValidation from '../../../locales/en/owner-validation.json';
import enValidation from '../../../locales/en/validation.json';
import { i18n } from '../../../lib/i18n/i18n';
import '../../../lib/i18n/register-owner-messages';
import { bookingFieldOf, issueFieldErrors, placeFieldErrors } from './booking-field-errors';

// English texts: the catalogue's own words (localize-message.test.ts checks the Polish ones).
beforeAll(async () => {
  const en = { validation: enValidation, 'owner-validation': enOwnerValidation };
  await i18n.init({ lng: 'en', resources: { en }, interpolation: { escapeValue: false } });
});

const now = { rentalPeriod: '1h', startAt: null } as const;
const later = { rentalPeriod: '1h', startAt: '2026-03-02T10:00:00.000Z' } as const;
const custom = { rentalPeriod: 'custom', startAt: '2026-03-02T10:00:00.000Z' } as const;

describe('bookingFieldOf', () => {
  it('puts the place, the car, the account and the terms under their fields', () => {
    for (const field of ['spotId', 'identifier', 'spotNumber']) expect(bookingFieldOf(field, now)).toBe('spot');
    expect(bookingFieldOf('vehicleId', now)).toBe('vehicle');
    expect(bookingFieldOf('billingAccountId', now)).toBe('billing');
    expect(bookingFieldOf('terms', now)).toBe('terms');
    expect(bookingFieldOf('idempotencyKey', now)).toBeUndefined();
  });

  it('the stay: a start under the start field, or the period when the stay starts now; a custom end its own', () => {
    expect(bookingFieldOf('startAt', later)).toBe('startAt');
    expect(bookingFieldOf('startAt', now)).toBe('period');
    expect(bookingFieldOf('endAt', later)).toBe('period');
    expect(bookingFieldOf('endAt', custom)).toBe('customEndAt');
  });
});

describe('placeFieldErrors', () => {
  it('the first message of each field, in the user’s language; the rest apart', () => {
    const closed = formatMessage('parkingClosed');
    expect(
      placeFieldErrors(
        {
          vehicleId: [messages.ownVehicle, messages.vehicleInactive],
          startAt: [closed],
          endAt: [messages.endAfterStart],
          idempotencyKey: [messages.idempotencyConflict],
        },
        now,
      ),
    ).toEqual({
      placed: {
        vehicle: 'Choose one of your vehicles.',
        period: 'The parking is closed during part of the chosen time.',
      },
      unplaced: [
        // The period already has a message: the second one is told above the form.
        'End time must be later than start time.',
        'This request was already sent with different details. Start again.',
      ],
    });
  });

  it('the shared schema’s issues land where the API’s would', () => {
    const result = z.safeParse(createReservationInput, {
      identifier: 'WAR-CEN24',
      spotNumber: null,
      vehicleId: null,
      billingAccountId: 'billing-1',
      startAt: new Date('2026-03-02T10:00:00Z'),
      endAt: new Date('2026-03-02T11:00:00Z'),
      terms: false,
    });
    expect(result.success).toBe(false);
    const errors = issueFieldErrors(result.error?.issues ?? []);
    expect(errors).toEqual({ vehicleId: [messages.required], terms: [messages.checked] });
    expect(placeFieldErrors(errors, later).placed).toEqual({
      vehicle: 'This field is required.',
      terms: 'This field must be checked',
    });
  });
});
