import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages';
import { parkingInput, rejectParkingInput } from './parkings';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldErrors = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

const base = { name: 'Garaż pod blokiem', billingAccountId: '0b6f4a52-8f0a-4c1e-9a53-2b8c0f0d1e11' };

describe('parkingInput', () => {
  it('accepts the minimum and fills the defaults; empty texts become undefined', () => {
    expect(parkingInput.parse({ ...base, note: '', organizationId: null })).toEqual({
      ...base,
      hasRestrictions: false,
    });
  });

  it('trims and keeps restrictions with at least one size', () => {
    expect(
      parkingInput.parse({
        ...base,
        name: '  Hala  ',
        note: ' Wjazd od podwórza ',
        hasRestrictions: true,
        maxHeightCm: 210,
        maxWidthCm: null,
      }),
    ).toEqual({ ...base, name: 'Hala', note: 'Wjazd od podwórza', hasRestrictions: true, maxHeightCm: 210 });
  });

  it('requires a name and a billing account', () => {
    const errors = fieldErrors(parkingInput.safeParse({ name: '   ' }));
    expect(errors.name).toBe(messages.required);
    expect(errors.billingAccountId).toBe(messages.required);
    expect(fieldErrors(parkingInput.safeParse({ ...base, name: null })).name).toBe(messages.required);
  });

  it('caps the name at 100 and the note at 1000 characters', () => {
    expect(parkingInput.safeParse({ ...base, name: 'a'.repeat(100), note: 'b'.repeat(1000) }).success).toBe(true);
    const errors = fieldErrors(parkingInput.safeParse({ ...base, name: 'a'.repeat(101), note: 'b'.repeat(1001) }));
    expect(errors.name).toBe(formatMessage('maxLength', { count: 100 }));
    expect(errors.note).toBe(formatMessage('maxLength', { count: 1000 }));
  });

  it('needs at least one size when restrictions are on', () => {
    expect(fieldErrors(parkingInput.safeParse({ ...base, hasRestrictions: true })).maxHeightCm).toBe(
      messages.restrictionRequired,
    );
    expect(parkingInput.safeParse({ ...base, hasRestrictions: true, maxLengthCm: 500 }).success).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the size %s', (value) => {
    expect(fieldErrors(parkingInput.safeParse({ ...base, maxWidthCm: value })).maxWidthCm).toBe(
      messages.positiveInteger,
    );
  });

  it('caps sizes at 10000 cm', () => {
    expect(parkingInput.safeParse({ ...base, maxHeightCm: 10000 }).success).toBe(true);
    expect(fieldErrors(parkingInput.safeParse({ ...base, maxHeightCm: 10001 })).maxHeightCm).toBe(
      formatMessage('maxValue', { max: 10000 }),
    );
  });

  it('refuses wrong types instead of coercing them', () => {
    const errors = fieldErrors(
      parkingInput.safeParse({ ...base, maxHeightCm: '200', hasRestrictions: 'yes', note: 5 }),
    );
    expect(errors.maxHeightCm).toBe(messages.positiveInteger);
    expect(errors.hasRestrictions).toBe(messages.invalidValue);
    expect(errors.note).toBe(messages.invalidValue);
  });

  it('keeps hostile text as text (escaping is the renderer’s job)', () => {
    const name = '<script>alert(1)</script>';
    expect(parkingInput.parse({ ...base, name }).name).toBe(name);
  });
});

describe('rejectParkingInput', () => {
  it('requires a reason and trims it', () => {
    expect(rejectParkingInput.parse({ reason: '  Zdjęcia nie pokazują wjazdu. ' })).toEqual({
      reason: 'Zdjęcia nie pokazują wjazdu.',
    });
    expect(fieldErrors(rejectParkingInput.safeParse({ reason: ' ' })).reason).toBe(messages.required);
    expect(fieldErrors(rejectParkingInput.safeParse({})).reason).toBe(messages.required);
  });

  it('caps the reason at 1000 characters', () => {
    expect(rejectParkingInput.safeParse({ reason: 'x'.repeat(1000) }).success).toBe(true);
    expect(fieldErrors(rejectParkingInput.safeParse({ reason: 'x'.repeat(1001) })).reason).toBe(
      formatMessage('maxLength', { count: 1000 }),
    );
  });
});
