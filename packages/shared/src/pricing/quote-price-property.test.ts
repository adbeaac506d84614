// Random stays over random lists (seeded, so a failure reproduces) checked against invariants and against a
// naive reference that walks the periods one by one with Dates — the slow way the engine avoids.
import { describe, expect, it } from 'vitest';
import { appliesAt, startContext } from './applies';
import { localParts } from './local-time';
import { quotePrice } from './quote-price';
import { PERIOD_MS } from './periods';
import { priceList } from './test-helpers';
import type { DayOrEvent, PriceList } from './types';
import { CALENDAR_EVENTS, PricingError, SETTLEMENT_PERIODS, WEEKDAYS } from './types';

// mulberry32: tiny deterministic PRNG.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS: readonly DayOrEvent[] = [...WEEKDAYS, ...CALENDAR_EVENTS];
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function randomList(next: () => number, id: number): PriceList {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return priceList({
    id: `list-${id}`,
    days: DAYS.filter(() => next() < 0.4),
    startHour: clock(Math.floor(next() * 48) * 30),
    endHour: clock(Math.floor(next() * 48) * 30),
    settlementPeriod: pick(SETTLEMENT_PERIODS),
    firstPeriodPrice: Math.floor(next() * 100_000),
    nextPeriodPrice: Math.floor(next() * 100_000),
    isBasic: next() < 0.15,
  });
}

function referenceAmount(list: PriceList, from: number, to: number): number | undefined {
  if (list.settlementPeriod === 'month') return undefined;
  let amount = list.firstPeriodPrice;
  for (let end = new Date(from + PERIOD_MS[list.settlementPeriod]); end.getTime() < to;) {
    amount += list.nextPeriodPrice;
    end = new Date(end.getTime() + PERIOD_MS[list.settlementPeriod]);
  }
  return amount;
}

describe('random stays over random lists', () => {
  it('holds the engine invariants for 1500 cases', () => {
    const next = random(20261122);
    const span = Date.parse('2029-01-01T00:00:00Z') - Date.parse('2026-01-01T00:00:00Z');
    let priced = 0;
    for (let i = 0; i < 1500; i += 1) {
      const lists = Array.from({ length: 1 + Math.floor(next() * 10) }, (_, id) => randomList(next, id));
      const from = Date.parse('2026-01-01T00:00:00Z') + Math.floor((next() * span) / 60_000) * 60_000;
      const to = from + 1 + Math.floor(next() * 60 * 86_400_000);
      const context = startContext(localParts(from, 'Europe/Warsaw'));
      const applicable = lists.filter((list) => appliesAt(list, context));
      const single = (list: PriceList) => quotePrice({ priceLists: [list], from: new Date(from), to: new Date(to) });

      if (applicable.length === 0) {
        expect(() => quotePrice({ priceLists: lists, from: new Date(from), to: new Date(to) })).toThrow(PricingError);
        continue;
      }
      priced += 1;
      const result = quotePrice({ priceLists: lists, from: new Date(from), to: new Date(to) });
      expect(Number.isSafeInteger(result.amount)).toBe(true);
      expect(result.amount).toBe(result.breakdown.reduce((sum, line) => sum + line.price, 0));
      for (const line of result.breakdown) expect(line.price).toBe(line.periods * line.unitPrice);
      expect(result.breakdown[0]?.start.getTime()).toBe(from);
      expect(result.breakdown.at(-1)?.end.getTime()).toBeGreaterThanOrEqual(to);
      expect(applicable.map((list) => list.id)).toContain(result.priceListId);
      // The last started period really started before the end of the stay.
      const last = result.breakdown.at(-1);
      if (last && last.periods > 0) expect(last.start.getTime()).toBeLessThan(to);
      for (const list of applicable) {
        const own = single(list).amount;
        expect(result.amount).toBeGreaterThanOrEqual(own);
        const reference = referenceAmount(list, from, to);
        if (reference !== undefined) expect(own).toBe(reference);
      }
      // The order of the lists never changes the answer.
      expect(quotePrice({ priceLists: lists.toReversed(), from: new Date(from), to: new Date(to) })).toEqual(result);
    }
    expect(priced).toBeGreaterThan(500);
  });
});
