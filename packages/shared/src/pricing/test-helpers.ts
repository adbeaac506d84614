// Builders shared by the pricing tests: lists with sensible defaults and local Warsaw times as instants.
import { localToEpoch } from './local-time';
import type { PriceList } from './types';

/** A price list with test defaults: every day, around the clock, one hour, 5.00/4.00 PLN, not basic. */
export function priceList(overrides: Partial<PriceList> & Pick<PriceList, 'id'>): PriceList {
  return {
    name: overrides.id,
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    startHour: '00:00',
    endHour: '00:00',
    settlementPeriod: 'one_hour',
    firstPeriodPrice: 500,
    nextPeriodPrice: 400,
    isBasic: false,
    ...overrides,
  };
}

/** The instant a Warsaw wall clock shows 'YYYY-MM-DD HH:MM'. */
export function warsaw(local: string): Date {
  const [date = '', time = '00:00'] = local.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(
    localToEpoch(
      {
        year: year ?? 0,
        month: month ?? 0,
        day: day ?? 0,
        hour: hour ?? 0,
        minute: minute ?? 0,
        second: 0,
        millisecond: 0,
      },
      'Europe/Warsaw',
    ),
  );
}

export const HOUR_MS = 3_600_000;
