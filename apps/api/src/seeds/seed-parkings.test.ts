import { SHORT_STAY_FACTOR, stayPrices } from '@parkshare/shared/pricing/stay-prices';
import type { PriceList } from '@parkshare/shared/pricing/types';
import { describe, expect, it } from 'vitest';
import { DEMO_PARKINGS } from './seed-parkings';

const HOUR_MS = 3_600_000;
// Monday 23 Nov 2026 00:00 in Warsaw, and every hour of the week after it (weekdays and a weekend).
const WEEK_START = Date.parse('2026-11-22T23:00:00Z');

describe('the demo parkings', () => {
  it('are what a sensible owner sets: at no hour of a week does a 30-minute stay cost over 3 times the basic price', () => {
    for (const demo of DEMO_PARKINGS) {
      const lists: PriceList[] = demo.priceLists.map((list, index) => ({
        ...list,
        id: String(index),
        isBasic: list.isBasic ?? false,
      }));
      const basic = lists.filter((list) => list.isBasic);
      expect(basic, demo.identifier).toHaveLength(1);
      for (let hour = 0; hour < 7 * 24; hour += 1) {
        const from = new Date(WEEK_START + hour * HOUR_MS);
        const [all] = stayPrices({ priceLists: lists, from, minutes: [30] });
        const [basicOnly] = stayPrices({ priceLists: basic, from, minutes: [30] });
        expect(all?.amount, `${demo.identifier} at ${from.toISOString()}`).toBeLessThanOrEqual(
          SHORT_STAY_FACTOR * (basicOnly?.amount ?? 0),
        );
      }
    }
  });
});
