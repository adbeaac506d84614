import { describe, expect, it } from 'vitest';
import { isPostcode } from './postcode';

describe('isPostcode', () => {
  it.each(['00-950', '31-011', '80-001', ' 02-495 '])('accepts %j', (value) => {
    expect(isPostcode(value)).toBe(true);
  });

  it.each([
    '00950',
    '0-0950',
    '000-95',
    '00-95',
    '00-9500',
    '00 950',
    '00–950',
    'AB-CDE',
    '',
    '０２-４９５',
    '٠٢-٤٩٥',
    '00-950\n11-111',
    '1'.repeat(10_000),
  ])('rejects %j', (value) => {
    expect(isPostcode(value)).toBe(false);
  });

  it.each([null, undefined, 950, {}])('rejects a non-string %j', (value) => {
    expect(isPostcode(value)).toBe(false);
  });
});
