import type { TFunction } from 'i18next';
import { formatMoney } from '@parkshare/shared/money';

export interface PriceListLike {
  settlementPeriod: string;
  firstPeriodPrice: number;
  nextPeriodPrice: number;
  currency: string;
}

const PERIODS = new Set([
  'half_hour',
  'one_hour',
  'half_day_daytime',
  'half_day_nighttime',
  'full_day',
  'weekend',
  'week',
  'month',
]);

/** "First hour 5,00 zł, each next hour 4,00 zł", or "5,00 zł per hour" when both prices are the same. */
export function describePrice(list: PriceListLike, locale: string, t: TFunction): string {
  const period = PERIODS.has(list.settlementPeriod) ? list.settlementPeriod : 'one_hour';
  const first = formatMoney(list.firstPeriodPrice, locale, list.currency);
  if (list.firstPeriodPrice === list.nextPeriodPrice) return t(`prices.flat.${period}`, { price: first });
  return t(`prices.first_next.${period}`, { first, next: formatMoney(list.nextPeriodPrice, locale, list.currency) });
}
