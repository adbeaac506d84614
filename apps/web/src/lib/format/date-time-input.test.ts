import { describe, expect, it } from 'vitest';
import { dateTimeInputFormat, formatDateTimeInput, parsePickerValue } from './date-time-input';

describe('the date-time field (SPEC §9)', () => {
  it('shows English dates mm/dd/yy and Polish dd.mm.yy, then the 24-hour time', () => {
    expect(dateTimeInputFormat('en')).toBe('MM/DD/YY HH:mm');
    expect(dateTimeInputFormat('pl')).toBe('DD.MM.YY HH:mm');
    const afternoon = new Date(2026, 4, 7, 14, 5, 59);
    expect(formatDateTimeInput(afternoon, 'en')).toBe('05/07/26 14:05');
    expect(formatDateTimeInput(afternoon, 'pl')).toBe('07.05.26 14:05');
    expect(formatDateTimeInput(new Date(2026, 11, 31, 0, 0), 'pl')).toBe('31.12.26 00:00');
  });

  it('reads the picker value as local wall-clock time', () => {
    expect(parsePickerValue('2026-05-07 14:05:00')).toEqual(new Date(2026, 4, 7, 14, 5));
    expect(parsePickerValue('2026-05-07 14:05:30')).toEqual(new Date(2026, 4, 7, 14, 5, 30));
    expect(parsePickerValue('2026-05-07 14:05')).toEqual(new Date(2026, 4, 7, 14, 5));
    expect(parsePickerValue('2026-05-07T23:59')).toEqual(new Date(2026, 4, 7, 23, 59));
  });

  it('gives null for an empty value or one that is not a real date and time', () => {
    for (const value of [
      null,
      '',
      '2026-05-07',
      '2026-02-30 10:00:00',
      '2026-13-01 10:00:00',
      '2026-05-07 24:00:00',
      '2026-05-07 10:60:00',
      '2026-05-07 10:00:00Z',
      'tomorrow',
    ]) {
      expect(parsePickerValue(value)).toBeNull();
    }
  });
});
