import { describe, expect, it } from 'vitest';
import { fromLocalInput, newEndFor, toLocalInput } from './extension';

describe('extension presets', () => {
  const end = new Date(2026, 2, 7, 14, 5);

  it('adds 30 minutes, 1 hour or 2 hours to the current end', () => {
    expect(newEndFor(end, '30m', '')).toEqual(new Date(2026, 2, 7, 14, 35));
    expect(newEndFor(end, '1h', '')).toEqual(new Date(2026, 2, 7, 15, 5));
    expect(newEndFor(end, '2h', '')).toEqual(new Date(2026, 2, 7, 16, 5));
  });

  it('takes a custom end only when it is a real moment after the current end', () => {
    expect(newEndFor(end, 'custom', '2026-03-07T18:00')).toEqual(new Date(2026, 2, 7, 18, 0));
    expect(newEndFor(end, 'custom', '2026-03-08T01:30')).toEqual(new Date(2026, 2, 8, 1, 30));
    expect(newEndFor(end, 'custom', '2026-03-07T14:05')).toBeNull();
    expect(newEndFor(end, 'custom', '2026-03-07T09:00')).toBeNull();
    expect(newEndFor(end, 'custom', '')).toBeNull();
    expect(newEndFor(end, 'custom', '2026-02-30T10:00')).toBeNull();
    expect(newEndFor(end, 'custom', 'tomorrow')).toBeNull();
    expect(newEndFor(end, 'custom', '2026-03-07T18:00<script>')).toBeNull();
  });

  it('writes and reads the datetime-local value in local time', () => {
    expect(toLocalInput(end)).toBe('2026-03-07T14:05');
    expect(fromLocalInput('2026-03-07T14:05')).toEqual(end);
    expect(fromLocalInput('2026-13-01T00:00')).toBeNull();
  });
});
