import type { SettlementPeriod } from '../pricing/types';

// What a price of one settlement period may be (decision 068). Hard limits refuse a price no owner means (0 zł, or
// 99 999 zł for an hour); prices inside them but outside the usual range are allowed after a confirmation, since
// a garage in the centre or a free-ish courtyard can be unusual on purpose. All amounts are integer grosze.

export interface PriceLimit {
  /** Refused above this. */
  max: number;
  /** Usual range: a price outside it asks the owner to confirm. */
  usualMin: number;
  usualMax: number;
}

/** The smallest price of any period: 1 PLN, the smallest amount Polish payment gateways take. */
export const MIN_PRICE = 100;

export const PRICE_LIMITS: Readonly<Record<SettlementPeriod, PriceLimit>> = {
  half_hour: { max: 10_000, usualMin: 100, usualMax: 2_500 },
  one_hour: { max: 20_000, usualMin: 200, usualMax: 5_000 },
  half_day_daytime: { max: 100_000, usualMin: 500, usualMax: 20_000 },
  half_day_nighttime: { max: 100_000, usualMin: 500, usualMax: 20_000 },
  full_day: { max: 200_000, usualMin: 1_000, usualMax: 30_000 },
  weekend: { max: 400_000, usualMin: 2_000, usualMax: 60_000 },
  week: { max: 1_000_000, usualMin: 5_000, usualMax: 150_000 },
  month: { max: 2_000_000, usualMin: 10_000, usualMax: 300_000 },
};

/** Grosze as the amount a validation message carries: 10000 → "100.00" (the web shows it the Polish way). */
export const messageAmount = (grosze: number): string => (grosze / 100).toFixed(2);

export type PriceField = 'firstPeriodPrice' | 'nextPeriodPrice';
export const PRICE_FIELDS: readonly PriceField[] = ['firstPeriodPrice', 'nextPeriodPrice'];

export interface UnusualPrice {
  field: PriceField;
  amount: number;
  /** 'low': under the usual range; 'high': over it. */
  side: 'low' | 'high';
  /** The edge of the usual range it passed, grosze. */
  usual: number;
}

/**
 * The prices of a list that are allowed but unusual for its period, for the form's confirmation. Prices outside
 * the hard limits are not listed: validation refuses them.
 */
export function unusualPrices(
  list: { settlementPeriod: SettlementPeriod } & Record<PriceField, number>,
): UnusualPrice[] {
  const limit = PRICE_LIMITS[list.settlementPeriod];
  const found: UnusualPrice[] = [];
  for (const field of PRICE_FIELDS) {
    const amount = list[field];
    if (amount < MIN_PRICE || amount > limit.max) continue;
    if (amount < limit.usualMin) found.push({ field, amount, side: 'low', usual: limit.usualMin });
    else if (amount > limit.usualMax) found.push({ field, amount, side: 'high', usual: limit.usualMax });
  }
  return found;
}
