import { messages } from '@parkshare/shared/validation/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { parkingFixture, type ParkingFixture } from './pricing.fixtures';

const STAY_PRICES = `query($identifier: String!, $startAt: DateTime) {
  stayPrices(identifier: $identifier, startAt: $startAt) { minutes amount currency priceListName } }`;
const CREATE = 'mutation($input: PriceListInput!) { createPriceList(input: $input) { id } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const list = (f: ParkingFixture, extra: Record<string, unknown>) => ({
  parkingId: f.parkingId,
  name: 'Basic',
  days: [],
  startHour: '00:00',
  endHour: '00:00',
  settlementPeriod: 'one_hour',
  firstPeriodPrice: 500,
  nextPeriodPrice: 400,
  ...extra,
});
async function addList(f: ParkingFixture, extra: Record<string, unknown> = {}) {
  const result = await t.gql(CREATE, { input: list(f, extra) }, { token: f.owner });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
}
const stayPrices = (identifier: string, startAt?: string) =>
  t.gql<{ stayPrices: Record<string, unknown>[] }>(STAY_PRICES, { identifier, startAt });

describe('stayPrices', () => {
  it('tells a guest what 30 min, 1 h and 2 h cost, with the list that wins at that moment (the WAR-MOK12 surprise)', async () => {
    const f = await parkingFixture(t, 'active');
    await addList(f);
    // Monday 23 Nov 2026, 10:00 in Warsaw: only the basic list applies.
    expect((await stayPrices(f.identifier, '2026-11-23T09:00:00Z')).data?.stayPrices).toEqual([
      { minutes: 30, amount: 500, currency: 'PLN', priceListName: 'Basic' },
      { minutes: 60, amount: 500, currency: 'PLN', priceListName: 'Basic' },
      { minutes: 120, amount: 900, currency: 'PLN', priceListName: 'Basic' },
    ]);
    await addList(f, {
      name: 'Doba',
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      settlementPeriod: 'full_day',
      firstPeriodPrice: 6000,
      nextPeriodPrice: 5000,
    });
    const result = await stayPrices(f.identifier.toLowerCase(), '2026-11-23T09:00:00Z');
    expect(result.data?.stayPrices.map((price) => [price.minutes, price.amount, price.priceListName])).toEqual([
      [30, 6000, 'Doba'],
      [60, 6000, 'Doba'],
      [120, 6000, 'Doba'],
    ]);
    // Without a start: now.
    expect((await stayPrices(f.identifier)).data?.stayPrices).toHaveLength(3);
  });

  it('is NOT_FOUND for a parking that is not active or does not exist, and empty without price lists', async () => {
    const pending = await parkingFixture(t);
    await addList(pending);
    expect(errorCode(await stayPrices(pending.identifier))).toBe('NOT_FOUND');
    expect(errorCode(await stayPrices('WAR-NOPE99'))).toBe('NOT_FOUND');
    expect(errorCode(await stayPrices("'; drop table x"))).toBe('NOT_FOUND');
    const bare = await parkingFixture(t, 'active');
    expect((await stayPrices(bare.identifier)).data?.stayPrices).toEqual([]);
  });

  it('refuses a start more than a year away or a hostile identifier length as field errors, not a 500', async () => {
    const f = await parkingFixture(t, 'active');
    await addList(f);
    expect(fieldErrors(await stayPrices(f.identifier, '2099-01-01T00:00:00Z'))).toEqual({
      startAt: [messages.invalidDate],
    });
    expect(fieldErrors(await stayPrices('x'.repeat(1000)))).toEqual({ identifier: [messages.invalidValue] });
  });
});
