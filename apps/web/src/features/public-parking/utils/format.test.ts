import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@parkshare/shared/money';
import { formatMetres } from './format';
import { describePrice } from './price-words';
import { describeDays, describeHours } from './schedule';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;
const nbsp = (value: string) => value.replace(/\s/g, ' ');

describe('public parking formatting', () => {
  it('formats grosze as PLN in both languages', () => {
    expect(nbsp(formatMoney(500, 'pl'))).toBe('5,00 zł');
    expect(nbsp(formatMoney(123456, 'pl'))).toBe('1234,56 zł');
    expect(formatMoney(500, 'en')).toMatch(/^PLN\s?5\.00$/);
  });

  it('formats centimetres as metres with two decimals', () => {
    expect(nbsp(formatMetres(210, 'pl'))).toBe('2,10 m');
    expect(formatMetres(500, 'en')).toBe('5.00 m');
  });

  it('writes metres by hand exactly as Intl writes them, in both languages', () => {
    for (const [locale, tag] of [
      ['en', 'en-GB'],
      ['pl', 'pl-PL'],
    ] as const) {
      const intl = new Intl.NumberFormat(tag, {
        style: 'unit',
        unit: 'meter',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const cm of [0, 1, 9, 10, 99, 100, 210, 999, 1_000, 99_999, 100_000, 123_456, 1_000_000, 12_345_678]) {
        expect(formatMetres(cm, locale), `${cm} cm`).toBe(intl.format(cm / 100));
      }
    }
  });

  it('words a price list: first and next period, or one flat price', () => {
    const list = { settlementPeriod: 'one_hour', firstPeriodPrice: 500, nextPeriodPrice: 400, currency: 'PLN' };
    expect(nbsp(describePrice(list, 'pl', t))).toBe('prices.first_next.one_hour {"first":"5,00 zł","next":"4,00 zł"}');
    expect(nbsp(describePrice({ ...list, nextPeriodPrice: 500 }, 'pl', t))).toBe(
      'prices.flat.one_hour {"price":"5,00 zł"}',
    );
  });

  it('words days and hours', () => {
    expect(describeDays(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], t)).toBe('days.every_day');
    expect(describeDays(['fri', 'mon', 'tue', 'wed', 'thu'], t)).toBe('days.workdays');
    expect(describeDays(['sat', 'sun', 'holiday'], t)).toBe('days.weekend, days.holiday');
    expect(describeDays(['mon', 'sat', 'new_year'], t)).toBe('days.mon, days.sat, days.new_year');
    expect(describeHours('00:00', '00:00', t)).toBe('hours.all_day');
    expect(describeHours('08:00', '20:00', t)).toBe('hours.range {"start":"08:00","end":"20:00"}');
    expect(describeHours('22:00', '06:00', t)).toBe('hours.overnight {"start":"22:00","end":"06:00"}');
  });
});
