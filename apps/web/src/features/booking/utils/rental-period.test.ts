import { describe, expect, it } from 'vitest';
import { fromLocalInput, stayWindow, toLocalInput } from './rental-period';

const now = Date.parse('2026-05-01T10:15:42.123Z');
const start = '2026-05-01T10:15:00.000Z';

describe('stayWindow', () => {
  it('starts now, to the minute, and lasts the preset', () => {
    expect(stayWindow('30m', null, now)).toEqual({ startAt: new Date(start), endAt: new Date('2026-05-01T10:45:00.000Z') });
    expect(stayWindow('1h', null, now)?.endAt.toISOString()).toBe('2026-05-01T11:15:00.000Z');
    expect(stayWindow('2h', null, now)?.endAt.toISOString()).toBe('2026-05-01T12:15:00.000Z');
  });

  it('ends at the custom end when it is later than now', () => {
    expect(stayWindow('custom', '2026-05-02T08:00:00.000Z', now)).toEqual({
      startAt: new Date(start),
      endAt: new Date('2026-05-02T08:00:00.000Z'),
    });
  });

  it('gives no window without a choice, without a custom end, or with one not after now', () => {
    expect(stayWindow(null, null, now)).toBeNull();
    expect(stayWindow('custom', null, now)).toBeNull();
    expect(stayWindow('custom', 'soon', now)).toBeNull();
    expect(stayWindow('custom', start, now)).toBeNull();
    expect(stayWindow('custom', '2026-05-01T09:00:00.000Z', now)).toBeNull();
  });
});

describe('datetime-local values', () => {
  it('round-trips a local time to the minute', () => {
    const date = new Date(2026, 4, 1, 9, 5);
    expect(toLocalInput(date)).toBe('2026-05-01T09:05');
    expect(fromLocalInput('2026-05-01T09:05')).toBe(date.toISOString());
  });

  it('refuses what is not a datetime-local value', () => {
    for (const value of ['', 'tomorrow', '2026-05-01', '2026-13-45T99:99', '<script>', '2026-05-01T09:05Z']) {
      expect(fromLocalInput(value)).toBeNull();
    }
  });
});
