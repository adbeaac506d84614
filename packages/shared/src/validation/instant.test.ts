import { describe, expect, it } from 'vitest';
import { parseInstant } from './instant';

describe('parseInstant (decision 063)', () => {
  it('takes a date and time with Z or an offset', () => {
    expect(parseInstant('2026-11-25T09:00:00Z')?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(parseInstant('2026-11-25T10:00:00.123+01:00')?.toISOString()).toBe('2026-11-25T09:00:00.123Z');
    expect(parseInstant('2026-11-25T10:00+01:00')?.toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(parseInstant('2028-02-29T00:00:00-05:30')?.toISOString()).toBe('2028-02-29T05:30:00.000Z');
  });

  it('refuses what is not one instant', () => {
    for (const text of [
      '2026-11-25T10:00:00',
      '2026-11-25',
      '2026-02-29T10:00:00Z',
      '2026-04-31T10:00Z',
      '2026-11-25T24:00:00Z',
      '2026-11-25T10:60:00Z',
      '2026-11-25T10:00:00+24:00',
      '2026-11-25 10:00:00Z',
      'tomorrow',
      '',
      '1764061200000',
    ]) {
      expect(parseInstant(text)).toBeNull();
    }
    expect(parseInstant(1764061200000)).toBeNull();
    expect(parseInstant(null)).toBeNull();
  });
});
