import { formatMoney } from '@parkshare/shared/money';
import { describe, expect, it } from 'vitest';
import {
  dateInputFormat,
  firstDayOfWeek,
  formatDate,
  formatDateTime,
  formatRange,
  localeOf,
  formatDateOnly,
  parseTypedDate,
  todayDateOnly,
} from './date';

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

  it('gives the date input the same pattern as a dayjs format', () => {
    expect(dateInputFormat('en')).toBe('MM/DD/YY');
    expect(dateInputFormat('pl')).toBe('DD.MM.YY');
  });

  describe('typed dates', () => {
    const now = new Date(2026, 2, 7);

    it("reads the locale's order with a two- or four-digit year", () => {
      expect(parseTypedDate('05/17/90', 'en', now)).toBe('1990-05-17');
      expect(parseTypedDate('5/7/1990', 'en', now)).toBe('1990-05-07');
      expect(parseTypedDate('17.05.90', 'pl', now)).toBe('1990-05-17');
      expect(parseTypedDate('17-5-1990', 'pl', now)).toBe('1990-05-17');
    });

    it('takes a two-digit year as the latest one not in the future', () => {
      expect(parseTypedDate('01/01/26', 'en', now)).toBe('2026-01-01');
      expect(parseTypedDate('01/01/27', 'en', now)).toBe('1927-01-01');
      expect(parseTypedDate('01.01.05', 'pl', now)).toBe('2005-01-01');
    });

    it('refuses incomplete input and days that do not exist', () => {
      expect(parseTypedDate('05/17/9', 'en', now)).toBeNull();
      expect(parseTypedDate('05/17', 'en', now)).toBeNull();
      expect(parseTypedDate('17/05/90', 'en', now)).toBeNull();
      expect(parseTypedDate('30.02.90', 'pl', now)).toBeNull();
      expect(parseTypedDate('May 17, 1990', 'en', now)).toBeNull();
    });
  });

  it('gives today as the local calendar day', () => {
    expect(todayDateOnly(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('formatDateTime (SPEC §9: one date format per language, 24-hour times)', () => {
  const moment = '2026-03-07T13:05:00Z';
  it('writes mm/dd/yy in English and dd.mm.yy in Polish, with the time on the 24-hour clock', () => {
    expect(formatDateTime(moment, 'en', 'Europe/Warsaw')).toBe('03/07/26, 14:05');
    expect(formatDateTime(moment, 'pl', 'Europe/Warsaw')).toBe('07.03.26, 14:05');
    expect(formatDateTime('2026-11-25T22:30:00Z', 'en', 'Europe/Warsaw')).toBe('11/25/26, 23:30');
    expect(formatDateTime('2026-11-25T23:30:00Z', 'pl', 'Europe/Warsaw')).toBe('26.11.26, 00:30');
  });
});

describe('local times without an Intl formatter', () => {
  it("writes the browser's own zone exactly as Intl does, across daylight saving changes", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Europe/Warsaw', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
        process.env.TZ = tz;
        if (tz === 'Asia/Kolkata') expect(formatDateTime(new Date(0), 'pl')).toBe('01.01.70, 05:30');
        const day = new Intl.DateTimeFormat('en-US', { year: '2-digit', month: '2-digit', day: '2-digit' });
        const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
        for (let i = 0; i < 500; i += 1) {
          const moment = new Date(Date.UTC(1995, 0, 1) + Math.floor(Math.random() * 40 * 365 * 86_400_000));
          const parts = Object.fromEntries(day.formatToParts(moment).map((part) => [part.type, part.value]));
          const at = `${tz} ${moment.toISOString()}`;
          expect(formatDate(moment, 'pl'), at).toBe(`${parts.day}.${parts.month}.${parts.year}`);
          expect(formatDateTime(moment, 'en'), at).toBe(
            `${parts.month}/${parts.day}/${parts.year}, ${time.format(moment)}`,
          );
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('formatRange', () => {
  const start = new Date(2026, 2, 7, 14, 5).toISOString();
  it('writes the date once when the stay ends on the day it starts', () => {
    expect(formatRange(start, new Date(2026, 2, 7, 16, 5).toISOString(), 'en')).toBe('03/07/26, 14:05 \u2013 16:05');
  });
  it('writes both dates when it ends on another day', () => {
    expect(formatRange(start, new Date(2026, 2, 8, 9, 0).toISOString(), 'pl')).toBe(
      '07.03.26, 14:05 \u2013 08.03.26, 09:00',
    );
  });
});

describe('localeOf', () => {
  it('reads the UI language, with or without its region, and falls back to English', () => {
    expect(localeOf('pl-PL')).toBe('pl');
    expect(localeOf('pl')).toBe('pl');
    expect(localeOf('de')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
  });
});
