import { describe, expect, it } from 'vitest';
import { formatRegistrationNumber } from './registration-number';

describe('formatRegistrationNumber', () => {
  it.each([
    ['WA12345', 'WA 12345'],
    ['KR3T789', 'KR 3T789'],
    ['WPI1234A', 'WPI 1234A'],
    ['GD777AA', 'GD 777AA'],
    // No area code in front: shown as stored.
    ['1ABC234', '1ABC234'],
    ['ABCD123', 'ABCD123'],
    ['', ''],
  ])('%s → %s', (stored, shown) => {
    expect(formatRegistrationNumber(stored)).toBe(shown);
  });
});
