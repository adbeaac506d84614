import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { messages } from './messages';
import { createReservationInput, reservationQuoteInput } from './reservations';

// The booking's input as the form and the API both read it: where to book (a spot by id, or a parking by identifier
// with a spot number or none), then the driver's choices and the stay.

const stay = {
  vehicleId: 'vehicle-1',
  billingAccountId: 'billing-1',
  startAt: new Date('2026-03-02T10:00:00Z'),
  endAt: new Date('2026-03-02T11:00:00Z'),
  terms: true,
};

const problems = (input: unknown) => {
  const result = z.safeParse(createReservationInput, input);
  if (result.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of result.error.issues) (found[issue.path.join('.')] ??= []).push(issue.message);
  return found;
};

describe('createReservationInput', () => {
  it('a spot by id, or a parking by identifier with or without a spot number', () => {
    expect(problems({ ...stay, spotId: 'spot-1' })).toEqual({});
    expect(problems({ ...stay, identifier: 'WAR-CEN24' })).toEqual({});
    expect(problems({ ...stay, identifier: 'WAR-CEN24', spotNumber: 'A-12' })).toEqual({});
    expect(problems({ ...stay, identifier: 'WAR-CEN24', spotNumber: null, spotId: null })).toEqual({});
    const parsed = z.parse(createReservationInput, { ...stay, identifier: ' WAR-CEN24 ', spotNumber: ' A-12 ' });
    expect(parsed).toMatchObject({ identifier: 'WAR-CEN24', spotNumber: 'A-12' });
  });

  it('names the missing place on spotId, with every other missing field', () => {
    expect(problems({})).toEqual({
      spotId: [messages.required],
      vehicleId: [messages.required],
      billingAccountId: [messages.required],
      startAt: [messages.invalidDate],
      endAt: [messages.invalidDate],
      terms: [messages.checked],
    });
    expect(problems({ ...stay, identifier: '  ' })).toEqual({ identifier: [messages.required] });
  });

  it('refuses both a spot and a parking, a spot number without its parking, and oversized texts', () => {
    expect(problems({ ...stay, spotId: 'spot-1', identifier: 'WAR-CEN24' })).toEqual({
      spotId: [messages.invalidValue],
    });
    expect(problems({ ...stay, spotId: 'spot-1', spotNumber: 'A-12' })).toEqual({
      spotNumber: [messages.invalidValue],
    });
    expect(problems({ ...stay, identifier: 'W'.repeat(21) })).toEqual({ identifier: [messages.invalidValue] });
    expect(problems({ ...stay, identifier: 'WAR-CEN24', spotNumber: 'A'.repeat(41) })).toEqual({
      spotNumber: [messages.invalidValue],
    });
  });

  it('the stay ends after it starts and the terms are accepted', () => {
    expect(problems({ ...stay, identifier: 'WAR-CEN24', terms: false })).toEqual({ terms: [messages.checked] });
    expect(problems({ ...stay, identifier: 'WAR-CEN24', endAt: stay.startAt })).toEqual({
      endAt: [messages.endAfterStart],
    });
  });
});

describe('reservationQuoteInput', () => {
  it('a parking, a spot number or none, and a window', () => {
    const window = { startAt: stay.startAt, endAt: stay.endAt };
    expect(z.safeParse(reservationQuoteInput, { identifier: 'WAR-CEN24', ...window }).success).toBe(true);
    expect(z.safeParse(reservationQuoteInput, { identifier: 'WAR-CEN24', spotNumber: 'p1', ...window }).success).toBe(
      true,
    );
    expect(z.safeParse(reservationQuoteInput, { ...window }).success).toBe(false);
  });
});
