import { describe, expect, it } from 'vitest';
import { customEndProblem, laterStart, startProblem, stayWindow } from './rental-period';

const now = Date.parse('2026-05-01T10:15:42.123Z');
const start = '2026-05-01T10:15:00.000Z';

describe('stayWindow', () => {
  it('starts now, to the minute, and lasts the preset', () => {
    expect(stayWindow('30m', null, now)).toEqual({
      startAt: new Date(start),
      endAt: new Date('2026-05-01T10:45:00.000Z'),
    });
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

describe('customEndProblem', () => {
  it('a custom end before now is in the past, not moved to now', () => {
    expect(customEndProblem('2026-05-01T09:00:00.000Z', now, now)).toBe('notInPast');
    expect(customEndProblem('2026-05-01T10:15:30.000Z', now, now)).toBe('notInPast');
  });

  it('an end later than now: fine; none yet or unreadable: nothing to say', () => {
    expect(customEndProblem('2026-05-01T10:16:00.000Z', now, now)).toBeNull();
    expect(customEndProblem(null, now, now)).toBeNull();
    expect(customEndProblem('soon', now, now)).toBeNull();
  });

  it('an end not later than a later start is not after the start', () => {
    const later = Date.parse('2026-05-02T08:00:00.000Z');
    expect(customEndProblem('2026-05-02T08:00:00.000Z', later, now)).toBe('endAfterStart');
    expect(customEndProblem('2026-05-01T12:00:00.000Z', later, now)).toBe('endAfterStart');
    expect(customEndProblem('2026-05-02T08:30:00.000Z', later, now)).toBeNull();
  });
});

describe('booking ahead: a chosen start', () => {
  const tomorrow = '2026-05-02T08:00:00.000Z';

  it('presets count from the chosen start; a custom end must be later than it', () => {
    expect(stayWindow('1h', null, now, tomorrow)).toEqual({
      startAt: new Date(tomorrow),
      endAt: new Date('2026-05-02T09:00:00.000Z'),
    });
    expect(stayWindow('30m', null, now, tomorrow)?.endAt.toISOString()).toBe('2026-05-02T08:30:00.000Z');
    expect(stayWindow('custom', '2026-05-02T11:00:00.000Z', now, tomorrow)?.startAt.toISOString()).toBe(tomorrow);
    expect(stayWindow('custom', '2026-05-01T12:00:00.000Z', now, tomorrow)).toBeNull();
  });

  it('a start within the grace counts as now; one gone by gives no window (it is not moved to now)', () => {
    expect(stayWindow('1h', null, now, '2026-05-01T10:14:30.000Z')?.startAt.toISOString()).toBe(start);
    expect(stayWindow('1h', null, now, '2026-05-01T09:00:00.000Z')).toBeNull();
    expect(startProblem('2026-05-01T09:00:00.000Z', now, 31)).toBe('notInPast');
  });

  it('up to maxDays ahead', () => {
    expect(startProblem(tomorrow, now, 31)).toBeNull();
    expect(startProblem('2026-06-01T10:16:00.000Z', now, 31)).toBe('reservationTooFarAhead');
    expect(startProblem(null, now, 31)).toBeNull();
  });

  it('a later start is first offered at the next full hour after an hour from now', () => {
    expect(laterStart(now).toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });
});
