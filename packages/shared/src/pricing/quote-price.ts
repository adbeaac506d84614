// The pricing engine's entry point (issue 3, "Pricing engine"). Pure: no clock, no database, no app imports.
import { appliesAt, startContext } from './applies';
import { localParts } from './local-time';
import { countPeriods } from './periods';
import type { BreakdownLine, PriceList, Quote, QuoteInput } from './types';
import { PricingError } from './types';

export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';

function assertPrices(list: PriceList): void {
  for (const price of [list.firstPeriodPrice, list.nextPeriodPrice]) {
    if (!Number.isSafeInteger(price) || price < 0) {
      throw new PricingError('INVALID_PRICE_LIST', `Price list ${list.id}: prices must be whole grosze, not ${price}`);
    }
  }
}

interface Candidate {
  list: PriceList;
  amount: number;
  periods: number;
  firstEnd: number;
  lastEnd: number;
}

// Highest amount first; on a tie a specific list beats the basic one (the owner set it for this moment),
// then the smaller id wins, so the same input always names the same list.
function better(a: Candidate, b: Candidate): boolean {
  if (a.amount !== b.amount) return a.amount > b.amount;
  if (a.list.isBasic !== b.list.isBasic) return !a.list.isBasic;
  return a.list.id < b.list.id;
}

function breakdownOf(best: Candidate, from: number): BreakdownLine[] {
  const { list, periods, firstEnd, lastEnd } = best;
  const lines: BreakdownLine[] = [
    {
      kind: 'first',
      start: new Date(from),
      end: new Date(firstEnd),
      periods: 1,
      unitPrice: list.firstPeriodPrice,
      price: list.firstPeriodPrice,
    },
  ];
  if (periods > 1) {
    lines.push({
      kind: 'next',
      start: new Date(firstEnd),
      end: new Date(lastEnd),
      periods: periods - 1,
      unitPrice: list.nextPeriodPrice,
      price: (periods - 1) * list.nextPeriodPrice,
    });
  }
  return lines;
}

/**
 * Prices the stay [from, to) at a parking.
 * 1. Rejects a stay that is empty or reversed (INVALID_STAY).
 * 2. Keeps the lists that apply at `from` (days, events and hours in `timeZone`, Europe/Warsaw by default).
 * 3. Prices each over the whole stay: first period at the first-period price, every further started period at
 *    the next-period price, periods measured in elapsed time (months by the local calendar).
 * 4. Charges the highest total — the most profitable for the owner; NO_APPLICABLE_PRICE_LIST if none applies.
 */
export function quotePrice({ priceLists, from, to, timeZone = DEFAULT_TIME_ZONE }: QuoteInput): Quote {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (Number.isNaN(fromMs) || Number.isNaN(toMs)) throw new PricingError('INVALID_STAY', 'The stay needs valid dates');
  if (toMs <= fromMs) throw new PricingError('INVALID_STAY', 'The stay must end after it starts');

  const start = localParts(fromMs, timeZone);
  const context = startContext(start);
  let best: Candidate | undefined;
  for (const list of priceLists) {
    assertPrices(list);
    if (!appliesAt(list, context)) continue;
    const count = countPeriods(list.settlementPeriod, fromMs, toMs, start, timeZone);
    const amount = list.firstPeriodPrice + (count.periods - 1) * list.nextPeriodPrice;
    const candidate: Candidate = { list, amount, ...count };
    if (!best || better(candidate, best)) best = candidate;
  }
  if (!best) throw new PricingError('NO_APPLICABLE_PRICE_LIST', 'No price list applies at the start of the stay');
  if (!Number.isSafeInteger(best.amount)) throw new PricingError('AMOUNT_TOO_LARGE', 'The amount is too large');
  return { amount: best.amount, currency: 'PLN', priceListId: best.list.id, breakdown: breakdownOf(best, fromMs) };
}
