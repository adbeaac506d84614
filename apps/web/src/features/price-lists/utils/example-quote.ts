import type { PriceList, SettlementPeriod } from '@parkshare/shared/pricing/types';
import { localToEpoch } from '@parkshare/shared/pricing/local-time';
import type { quotePrice } from '@parkshare/shared/pricing/quote-price';

// The live example on the price creator: a stay long enough to show the first and the next periods, priced
// by the shared engine from the values typed (so the screen and the bill can never disagree).

const HOUR_MS = 3_600_000;

/** How long the example stay is for each settlement period: a few periods, the last one started. */
export const EXAMPLE_DURATION_MS: Readonly<Record<SettlementPeriod, number>> = {
  half_hour: 2.5 * HOUR_MS,
  one_hour: 2.5 * HOUR_MS,
  half_day_daytime: 30 * HOUR_MS,
  half_day_nighttime: 30 * HOUR_MS,
  full_day: 54 * HOUR_MS,
  weekend: 72 * HOUR_MS,
  week: 10 * 24 * HOUR_MS,
  month: 45 * 24 * HOUR_MS,
};

export interface ExampleInput {
  settlementPeriod: SettlementPeriod;
  firstPeriodPrice: number;
  nextPeriodPrice: number;
  /** 'HH:MM' the stay starts at: the list's start hour, or 10:00 for a list around the clock. */
  startHour: string;
}

export interface Example {
  amount: number;
  /** Periods after the first one. */
  nextPeriods: number;
  startHour: string;
}

type QuotePrice = typeof quotePrice;

/**
 * Prices the example stay with the engine. It starts on a plain Monday (11 Jan 2027, no holiday, no DST
 * change) in Warsaw; the list is priced as if it applied then, since the example is about periods and prices.
 */
export function exampleQuote(quotePrice: QuotePrice, input: ExampleInput): Example | null {
  const match = /^(\d{2}):(\d{2})$/.exec(input.startHour);
  if (!match) return null;
  const from = localToEpoch(
    { year: 2027, month: 1, day: 11, hour: Number(match[1]), minute: Number(match[2]), second: 0, millisecond: 0 },
    'Europe/Warsaw',
  );
  const list: PriceList = {
    id: 'example',
    name: 'example',
    days: [],
    startHour: '00:00',
    endHour: '00:00',
    settlementPeriod: input.settlementPeriod,
    firstPeriodPrice: input.firstPeriodPrice,
    nextPeriodPrice: input.nextPeriodPrice,
    isBasic: true,
  };
  try {
    const quote = quotePrice({
      priceLists: [list],
      from: new Date(from),
      to: new Date(from + EXAMPLE_DURATION_MS[input.settlementPeriod]),
    });
    const next = quote.breakdown.find((line) => line.kind === 'next');
    return { amount: quote.amount, nextPeriods: next?.periods ?? 0, startHour: input.startHour };
  } catch {
    return null;
  }
}
