import { describe, expect, it } from 'vitest';
import { newEndFor } from './extension';

describe('extension presets', () => {
  const end = new Date(2026, 2, 7, 14, 5);

  it('adds 30 minutes, 1 hour or 2 hours to the current end', () => {
    expect(newEndFor(end, '30m', null)).toEqual(new Date(2026, 2, 7, 14, 35));
    expect(newEndFor(end, '1h', null)).toEqual(new Date(2026, 2, 7, 15, 5));
    expect(newEndFor(end, '2h', new Date(2026, 2, 9))).toEqual(new Date(2026, 2, 7, 16, 5));
  });

  it('takes a custom end only when it is after the current end', () => {
    expect(newEndFor(end, 'custom', new Date(2026, 2, 7, 18, 0))).toEqual(new Date(2026, 2, 7, 18, 0));
    expect(newEndFor(end, 'custom', new Date(2026, 2, 8, 1, 30))).toEqual(new Date(2026, 2, 8, 1, 30));
    expect(newEndFor(end, 'custom', new Date(2026, 2, 7, 14, 5))).toBeNull();
    expect(newEndFor(end, 'custom', new Date(2026, 2, 7, 9, 0))).toBeNull();
    expect(newEndFor(end, 'custom', null)).toBeNull();
  });
});
