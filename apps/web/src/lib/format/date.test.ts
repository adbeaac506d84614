import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDate, formatDateOnly, formatMoney } from './date';

describe('date formatting (SPEC §9)', () => {
  const date = new Date('2026-03-07T12:00:00Z');

  it('writes English dates mm/dd/yy and Polish dd.mm.yy', () => {
    expect(formatDate(date, 'en', 'UTC')).toBe('03/07/26');
    expect(formatDate(date, 'pl', 'UTC')).toBe('07.03.26');
  });

  it('reads a date-only value as that calendar day in any time zone', () => {
    expect(formatDateOnly('1990-12-31', 'pl')).toBe('31.12.90');
    expect(formatDateOnly('2000-01-01', 'en')).toBe('01/01/00');
  });

  it('follows the time zone for instants', () => {
    const lateEvening = new Date('2026-03-07T23:30:00Z');
    expect(formatDate(lateEvening, 'pl', 'Europe/Warsaw')).toBe('08.03.26');
  });

  it('starts English weeks on Sunday and Polish weeks on Monday', () => {
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('pl')).toBe(1);
  });

  it('formats grosze as złoty', () => {
    expect(formatMoney(123456, 'pl').replace(/\s/g, ' ')).toBe('1234,56 zł');
    expect(formatMoney(500, 'en').replace(/\s/g, ' ')).toBe('PLN 5.00');
  });
});
