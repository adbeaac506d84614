import { describe, expect, it } from 'vitest';
import { daysInMonth, localParts, localToEpoch } from './local-time';

const Z = 'Europe/Warsaw';
const wall = (year: number, month: number, day: number, hour: number, minute = 0) =>
  localToEpoch({ year, month, day, hour, minute, second: 0, millisecond: 0 }, Z);

describe('local time in Europe/Warsaw', () => {
  it('reads winter and summer offsets', () => {
    expect(new Date(wall(2026, 1, 15, 12)).toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(new Date(wall(2026, 7, 15, 12)).toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });

  it('moves a wall time skipped in spring one hour on, and takes the earlier of a repeated autumn hour', () => {
    expect(new Date(wall(2026, 3, 29, 2, 30)).toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(new Date(wall(2026, 10, 25, 2, 30)).toISOString()).toBe('2026-10-25T00:30:00.000Z'); // first 02:30
  });

  it('gives the local date, time and Monday-based weekday of an instant', () => {
    expect(localParts(Date.parse('2026-11-20T23:30:00Z'), Z)).toMatchObject({
      year: 2026,
      month: 11,
      day: 21,
      hour: 0,
      minute: 30,
      weekday: 5,
    });
  });

  it('counts days in months, leap years included', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2028, 2), daysInMonth(2100, 2), daysInMonth(2026, 12)]).toEqual([
      28, 29, 28, 31,
    ]);
  });
});
