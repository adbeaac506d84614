// What typical stays cost at a parking, so nobody is surprised by the "highest list wins" rule (README): the
// public page, the map card and the price-list editor show these figures, all priced by the same engine.
import { appliesAt, startContext } from './applies';
import { localParts, localToEpoch } from './local-time';
import { DEFAULT_TIME_ZONE, quotePrice } from './quote-price';
import { PRESET_STAY_MINUTES } from './presets';
import type { PriceList, SettlementPeriod } from './types';
import { PricingError } from './types';

export { PRESET_STAY_MINUTES } from './presets';
/** The presets and a full day: what the price-list editor previews. */
export const PREVIEW_STAY_MINUTES = [...PRESET_STAY_MINUTES, 1440] as const;
/** A 30-minute stay dearer than this many times the basic list's price for it is worth a warning. */
export const SHORT_STAY_FACTOR = 3;
/** Settlement periods of 12 hours or more: any stay that starts under such a list pays at least one of them. */
export const LONG_PERIODS: ReadonlySet<SettlementPeriod> = new Set([
  'half_day_daytime',
  'half_day_nighttime',
  'full_day',
  'weekend',
  'week',
  'month',
]);

const MINUTE_MS = 60_000;
const SEARCH_DAYS = 400;

export interface StayPrice {
  minutes: number;
  /** Integer grosze. */
  amount: number;
  /** The list that set the price (the highest of those that apply at the start). */
  priceListId: string;
}

interface StayPricesInput {
  priceLists: readonly PriceList[];
  from: Date;
  minutes?: readonly number[];
  timeZone?: string;
}

/** The price of a stay of each length starting at `from`; a length no list can price is left out. */
export function stayPrices({
  priceLists,
  from,
  minutes = PRESET_STAY_MINUTES,
  timeZone,
}: StayPricesInput): StayPrice[] {
  const prices: StayPrice[] = [];
  for (const length of minutes) {
    try {
      const quote = quotePrice({ priceLists, from, to: new Date(from.getTime() + length * MINUTE_MS), timeZone });
      prices.push({ minutes: length, amount: quote.amount, priceListId: quote.priceListId });
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
    }
  }
  return prices;
}

/**
 * The first moment from `from` on when `list` applies: `from` itself when it does already, else the list's start
 * hour on the nearest day (or event) it names, looking a little over a year ahead; null when it never applies then
 * (or its hours are malformed).
 */
export function nextStartWhenApplies(list: PriceList, from: Date, timeZone = DEFAULT_TIME_ZONE): Date | null {
  try {
    if (appliesAt(list, startContext(localParts(from.getTime(), timeZone)))) return from;
    const today = localParts(from.getTime(), timeZone);
    const [hour = 0, minute = 0] = list.startHour.split(':').map(Number);
    for (let day = 0; day <= SEARCH_DAYS; day += 1) {
      const epoch = localToEpoch(
        { year: today.year, month: today.month, day: today.day + day, hour, minute, second: 0, millisecond: 0 },
        timeZone,
      );
      if (epoch <= from.getTime()) continue;
      if (appliesAt(list, startContext(localParts(epoch, timeZone)))) return new Date(epoch);
    }
    return null;
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

export type ShortStayWarning =
  /** With the list a 30-minute stay costs `amount`, over SHORT_STAY_FACTOR times the basic list's `basic`. */
  | { kind: 'dearer'; amount: number; basic: number }
  /** The list bills in periods of 12 hours or more: a stay under it pays at least `amount`, however short. */
  | { kind: 'long_period'; amount: number; settlementPeriod: SettlementPeriod };

/**
 * Why a list may surprise drivers, judged from the prices of a 30-minute stay starting at `from` (a moment the
 * list applies): under all the parking's lists, and under the basic list alone.
 */
export function shortStayWarnings({
  list,
  priceLists,
  from,
  timeZone,
}: {
  list: PriceList;
  priceLists: readonly PriceList[];
  from: Date;
  timeZone?: string;
}): ShortStayWarning[] {
  const [withList] = stayPrices({ priceLists, from, minutes: [30], timeZone });
  if (!withList) return [];
  const warnings: ShortStayWarning[] = [];
  const basic = priceLists.find((item) => item.isBasic);
  const [basicOnly] = basic && basic !== list ? stayPrices({ priceLists: [basic], from, minutes: [30], timeZone }) : [];
  if (basicOnly && withList.amount > SHORT_STAY_FACTOR * basicOnly.amount) {
    warnings.push({ kind: 'dearer', amount: withList.amount, basic: basicOnly.amount });
  }
  if (LONG_PERIODS.has(list.settlementPeriod) && withList.priceListId === list.id && list.firstPeriodPrice > 0) {
    warnings.push({ kind: 'long_period', amount: withList.amount, settlementPeriod: list.settlementPeriod });
  }
  return warnings;
}
