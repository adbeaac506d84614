import * as stayPrices from '@parkshare/shared/pricing/stay-prices';
import type { PriceList } from '@parkshare/shared/pricing/types';
import { describe, expect, it } from 'vitest';
import { stayPreview, type DraftList } from './stay-preview';

const basic: PriceList = {
  id: 'basic',
  name: 'Basic',
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  startHour: '00:00',
  endHour: '00:00',
  settlementPeriod: 'one_hour',
  firstPeriodPrice: 500,
  nextPeriodPrice: 400,
  isBasic: true,
};
// Monday 23 Nov 2026, 10:00 in Warsaw.
const now = new Date('2026-11-23T09:00:00Z');
const dayList: DraftList = {
  isBasic: false,
  name: 'Doba',
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  startHour: '00:00',
  endHour: '00:00',
  settlementPeriod: 'full_day',
  firstPeriodPrice: '60',
  nextPeriodPrice: '50,00',
};

describe('stayPreview', () => {
  it('prices 30 min, 1 h, 2 h and a day with the typed list beside the others, and warns of the day list', () => {
    const preview = stayPreview(stayPrices, dayList, [basic], now);
    expect(preview).toMatchObject({ state: 'ready', from: now, isNow: true, draftId: 'draft' });
    if (preview.state !== 'ready') throw new Error(preview.state);
    expect(preview.prices.map((price) => [price.minutes, price.amount, price.priceListId])).toEqual([
      [30, 6000, 'draft'],
      [60, 6000, 'draft'],
      [120, 6000, 'draft'],
      [1440, 500 + 23 * 400, 'basic'],
    ]);
    expect(preview.warnings.map((warning) => warning.kind)).toEqual(['dearer', 'long_period']);
  });

  it('starts a list that does not apply now when it next does, and replaces the saved version being edited', () => {
    const saturday = {
      ...basic,
      id: 'sat',
      name: 'Saturday',
      isBasic: false,
      days: ['sat' as const],
      firstPeriodPrice: 9900,
    };
    const draft: DraftList = {
      ...dayList,
      id: 'sat',
      days: ['sat'],
      settlementPeriod: 'one_hour',
      firstPeriodPrice: '8',
      nextPeriodPrice: '6',
    };
    const preview = stayPreview(stayPrices, draft, [basic, saturday], now);
    expect(preview).toMatchObject({
      state: 'ready',
      from: new Date('2026-11-27T23:00:00Z'),
      isNow: false,
      warnings: [],
    });
    if (preview.state !== 'ready') throw new Error(preview.state);
    expect(preview.prices[0]).toEqual({ minutes: 30, amount: 800, priceListId: 'sat' });
  });

  it('waits for both prices and, for a list that is not the basic one, its days', () => {
    expect(stayPreview(stayPrices, { ...dayList, firstPeriodPrice: '' }, [basic], now)).toEqual({ state: 'waiting' });
    expect(stayPreview(stayPrices, { ...dayList, days: [] }, [basic], now)).toEqual({ state: 'waiting' });
  });
});
