import { describe, expect, it } from 'vitest';
import { applyShortcut, isShortcutActive, sortDays } from './days';

describe('day shortcuts', () => {
  it('replace the weekdays and keep the events', () => {
    expect(applyShortcut(['sun', 'holiday', 'mon'], 'weekdays')).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
      'holiday',
    ]);
    expect(applyShortcut(['new_year'], 'weekend')).toEqual(['sat', 'sun', 'new_year']);
    expect(applyShortcut([], 'every_day')).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });

  it('show as active only for exactly their weekdays', () => {
    expect(isShortcutActive(['sat', 'sun', 'holiday'], 'weekend')).toBe(true);
    expect(isShortcutActive(['sat'], 'weekend')).toBe(false);
    expect(isShortcutActive(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], 'weekdays')).toBe(false);
  });

  it('sort days the calendar way', () => {
    expect(sortDays(['new_year', 'sun', 'mon', 'holiday'])).toEqual(['mon', 'sun', 'holiday', 'new_year']);
  });
});
