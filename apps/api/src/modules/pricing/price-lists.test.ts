import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkings, priceLists } from '../../db/schema/parkings';
import { createTestApp, errorCode, fieldErrors, type TestApp } from '../../test/app';
import { parkingFixture, type ParkingFixture } from './pricing.fixtures';

const FIELDS =
  'id name days startHour endHour settlementPeriod firstPeriodPrice nextPeriodPrice currency isBasic createdAt';
const CREATE = `mutation($input: PriceListInput!) { createPriceList(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PriceListInput!) { updatePriceList(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deletePriceList(id: $id) }';
const LIST = `query($id: ID!) { parking(id: $id) { priceLists { ${FIELDS} } } }`;

type List = { id: string; name: string; isBasic: boolean; days: string[] } & Record<string, unknown>;
const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const input = (f: ParkingFixture, extra: Record<string, unknown> = {}) => ({
  parkingId: f.parkingId,
  name: 'Basic',
  days: [],
  startHour: '08:00',
  endHour: '20:00',
  settlementPeriod: 'one_hour',
  firstPeriodPrice: 500,
  nextPeriodPrice: 400,
  ...extra,
});
const saturday = (f: ParkingFixture) =>
  input(f, {
    name: 'Saturday',
    days: ['sat'],
    startHour: '00:00',
    endHour: '00:00',
    firstPeriodPrice: 800,
    nextPeriodPrice: 600,
  });

async function createList(t: TestApp, token: string, variables: Record<string, unknown>): Promise<List> {
  const result = await t.gql<{ createPriceList: List }>(CREATE, { input: variables }, { token });
  if (!result.data?.createPriceList) throw new Error(JSON.stringify(result.errors));
  return result.data.createPriceList;
}
const rows = (parkingId: string) => t.app.deps.db.select().from(priceLists).where(eq(priceLists.parkingId, parkingId));
const listed = async (f: ParkingFixture, token = f.owner) =>
  (await t.gql<{ parking: { priceLists: List[] } }>(LIST, { id: f.parkingId }, { token })).data?.parking.priceLists;

describe('createPriceList', () => {
  it('makes the first list the basic one, around the clock, whatever days and hours were sent', async () => {
    const f = await parkingFixture(t);
    const basic = await createList(t, f.owner, input(f, { days: ['mon'], name: '  Basic  ' }));
    expect(basic).toMatchObject({
      name: 'Basic',
      isBasic: true,
      days: ALL_DAYS,
      startHour: '00:00',
      endHour: '00:00',
      settlementPeriod: 'one_hour',
      firstPeriodPrice: 500,
      nextPeriodPrice: 400,
      currency: 'PLN',
    });
  });

  it('adds further lists with their days and hours; the parking lists the basic one first', async () => {
    const f = await parkingFixture(t);
    const first = await createList(
      t,
      f.owner,
      input(f, {
        name: 'Nights',
        days: ['new_year', 'fri', 'fri'],
        startHour: '22:00',
        endHour: '06:00',
        settlementPeriod: 'half_day_nighttime',
      }),
    );
    expect(first.isBasic).toBe(true); // the first one, even though it was meant for nights
    const nights = await createList(
      t,
      f.owner,
      input(f, { name: 'Nights 2', days: ['new_year', 'fri', 'fri'], startHour: '22:00', endHour: '06:00' }),
    );
    expect(nights).toMatchObject({ isBasic: false, days: ['fri', 'new_year'], startHour: '22:00', endHour: '06:00' });
    expect((await listed(f))?.map((l) => [l.name, l.isBasic])).toEqual([
      ['Nights', true],
      ['Nights 2', false],
    ]);
    // Organization members see the lists (view access), strangers do not see the parking at all.
    expect((await listed(f, f.member))?.length).toBe(2);
    expect(errorCode(await t.gql(LIST, { id: f.parkingId }, { token: f.stranger }))).toBe('NOT_FOUND');
  });

  it('takes the basic list without days and hours, as the schema documents, and stores it around the clock', async () => {
    const f = await parkingFixture(t);
    const { days: _days, startHour: _start, endHour: _end, ...bare } = input(f);
    const basic = await createList(t, f.owner, bare);
    expect(basic).toMatchObject({ isBasic: true, days: ALL_DAYS, startHour: '00:00', endHour: '00:00' });
    const renamed = await t.gql<{ updatePriceList: List }>(
      UPDATE,
      { id: basic.id, input: { ...bare, name: 'Standard', days: null, startHour: null, endHour: null } },
      { token: f.owner },
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.updatePriceList).toMatchObject({
      name: 'Standard',
      isBasic: true,
      days: ALL_DAYS,
      startHour: '00:00',
    });
    // Any further list still needs its days and hours, each named.
    expect(fieldErrors(await t.gql(CREATE, { input: bare }, { token: f.owner }))).toEqual({
      days: [messages.daysRequired],
      startHour: [messages.required],
      endHour: [messages.required],
    });
    expect(await rows(f.parkingId)).toHaveLength(1);
  });

  it('needs days or events for a list that is not the basic one, and creates nothing', async () => {
    const f = await parkingFixture(t);
    await createList(t, f.owner, input(f));
    expect(fieldErrors(await t.gql(CREATE, { input: input(f, { days: [] }) }, { token: f.owner }))).toEqual({
      days: [messages.daysRequired],
    });
    expect(await rows(f.parkingId)).toHaveLength(1);
  });

  it('refuses 0 PLN and 99 999 PLN an hour with the limits of the period, on create and update, writing nothing', async () => {
    const f = await parkingFixture(t);
    const free = await t.gql(
      CREATE,
      { input: input(f, { firstPeriodPrice: 0, nextPeriodPrice: 0 }) },
      { token: f.owner },
    );
    expect(fieldErrors(free)).toEqual({
      firstPeriodPrice: [formatMessage('priceTooLow', { min: '1.00' })],
      nextPeriodPrice: [formatMessage('priceTooLow', { min: '1.00' })],
    });
    const dear = await t.gql(CREATE, { input: input(f, { firstPeriodPrice: 9_999_900 }) }, { token: f.owner });
    expect(fieldErrors(dear)).toEqual({ firstPeriodPrice: [formatMessage('priceTooHigh', { max: '200.00' })] });
    expect(await rows(f.parkingId)).toHaveLength(0);

    // The same amount is a possible price for a month.
    const basic = await createList(
      t,
      f.owner,
      input(f, { settlementPeriod: 'month', firstPeriodPrice: 99_900, nextPeriodPrice: 99_900 }),
    );
    const update = await t.gql(
      UPDATE,
      {
        id: basic.id,
        input: input(f, { settlementPeriod: 'half_hour', firstPeriodPrice: 99_900, nextPeriodPrice: 99 }),
      },
      { token: f.owner },
    );
    expect(fieldErrors(update)).toEqual({
      firstPeriodPrice: [formatMessage('priceTooHigh', { max: '100.00' })],
      nextPeriodPrice: [formatMessage('priceTooLow', { min: '1.00' })],
    });
    expect((await rows(f.parkingId))[0]).toMatchObject({ settlementPeriod: 'month', firstPeriodPrice: 99_900 });
  });

  it('rejects missing, malformed, oversized and hostile input under the field names', async () => {
    const f = await parkingFixture(t);
    const bad = await t.gql(
      CREATE,
      {
        input: {
          parkingId: f.parkingId,
          name: 'x'.repeat(101),
          days: ['mon'],
          startHour: '7:00',
          endHour: "'; drop table price_lists; --",
          firstPeriodPrice: -1,
          nextPeriodPrice: 10_000_001,
        },
      },
      { token: f.owner },
    );
    expect(fieldErrors(bad)).toEqual({
      name: [formatMessage('maxLength', { count: 100 })],
      startHour: [messages.invalidTime],
      endHour: [messages.invalidTime],
      settlementPeriod: [messages.invalidValue],
      firstPeriodPrice: [messages.nonNegativeInteger],
      // No valid period to judge by: the highest limit of all.
      nextPeriodPrice: [formatMessage('priceTooHigh', { max: '20000.00' })],
    });
    expect(fieldErrors(await t.gql(CREATE, { input: {} }, { token: f.owner }))).toMatchObject({
      parkingId: [messages.required],
      name: [messages.required],
    });
    // An unknown enum value is refused by GraphQL itself, before any resolver.
    expect((await t.gql(CREATE, { input: input(f, { days: ['funday'] }) }, { token: f.owner })).errors).toBeDefined();
    expect(await rows(f.parkingId)).toHaveLength(0);
  });

  it('authorization: signed out, stranger NOT_FOUND, organization member FORBIDDEN, organization admin allowed', async () => {
    const f = await parkingFixture(t);
    expect((await t.gql(CREATE, { input: input(f) })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(CREATE, { input: input(f) }, { token: f.stranger }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(CREATE, { input: input(f) }, { token: f.member }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { input: input(f, { parkingId: 'not-a-uuid' }) }, { token: f.owner }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(
        await t.gql(
          CREATE,
          { input: input(f, { parkingId: '00000000-0000-4000-8000-000000000000' }) },
          { token: f.owner },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(await rows(f.parkingId)).toHaveLength(0);
    expect((await createList(t, f.orgAdmin, input(f))).isBasic).toBe(true);
  });
});

describe('updatePriceList', () => {
  it('replaces the fields; the basic list stays basic and around the clock', async () => {
    const f = await parkingFixture(t);
    const basic = await createList(t, f.owner, input(f));
    const sat = await createList(t, f.owner, saturday(f));
    const updatedBasic = await t.gql<{ updatePriceList: List }>(
      UPDATE,
      {
        id: basic.id,
        input: input(f, {
          name: 'Standard',
          days: ['mon'],
          startHour: '10:00',
          settlementPeriod: 'half_hour',
          firstPeriodPrice: 300,
        }),
      },
      { token: f.owner },
    );
    expect(updatedBasic.data?.updatePriceList).toMatchObject({
      name: 'Standard',
      isBasic: true,
      days: ALL_DAYS,
      startHour: '00:00',
      endHour: '00:00',
      settlementPeriod: 'half_hour',
      firstPeriodPrice: 300,
    });
    const updatedSat = await t.gql<{ updatePriceList: List }>(
      UPDATE,
      { id: sat.id, input: input(f, { name: 'Weekend', days: ['sun', 'sat'], startHour: '20:00', endHour: '08:00' }) },
      { token: f.owner },
    );
    expect(updatedSat.data?.updatePriceList).toMatchObject({
      name: 'Weekend',
      isBasic: false,
      days: ['sat', 'sun'],
      startHour: '20:00',
      endHour: '08:00',
    });
  });

  it('rejects bad input, another parking and unknown ids', async () => {
    const f = await parkingFixture(t);
    const other = await parkingFixture(t);
    await createList(t, f.owner, input(f));
    const sat = await createList(t, f.owner, saturday(f));
    expect(fieldErrors(await t.gql(UPDATE, { id: sat.id, input: input(f, { days: [] }) }, { token: f.owner }))).toEqual(
      { days: [messages.daysRequired] },
    );
    expect(
      fieldErrors(
        await t.gql(UPDATE, { id: sat.id, input: input(f, { endHour: '24:00', days: ['sat'] }) }, { token: f.owner }),
      ),
    ).toEqual({ endHour: [messages.invalidTime] });
    // The list cannot move to another parking, not even to one the caller could manage.
    expect(fieldErrors(await t.gql(UPDATE, { id: sat.id, input: saturday(other) }, { token: f.owner }))).toEqual({
      parkingId: [messages.invalidValue],
    });
    expect(errorCode(await t.gql(UPDATE, { id: 'nope', input: saturday(f) }, { token: f.owner }))).toBe('NOT_FOUND');
    const [stored] = await t.app.deps.db.select().from(priceLists).where(eq(priceLists.id, sat.id));
    expect(stored).toMatchObject({ name: 'Saturday', days: ['sat'], firstPeriodPrice: 800 });
  });

  it('authorization matrix', async () => {
    const f = await parkingFixture(t);
    const basic = await createList(t, f.owner, input(f));
    expect((await t.gql(UPDATE, { id: basic.id, input: input(f) })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(
      errorCode(await t.gql(UPDATE, { id: basic.id, input: input(f, { name: 'Hacked' }) }, { token: f.stranger })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await t.gql(UPDATE, { id: basic.id, input: input(f, { name: 'Hacked' }) }, { token: f.member })),
    ).toBe('FORBIDDEN');
    expect(
      (
        await t.gql<{ updatePriceList: List }>(
          UPDATE,
          { id: basic.id, input: input(f, { name: 'By admin' }) },
          { token: f.orgAdmin },
        )
      ).data?.updatePriceList.name,
    ).toBe('By admin');
    expect((await rows(f.parkingId))[0]?.name).toBe('By admin');
  });
});

describe('deletePriceList', () => {
  it('deletes other lists; the basic one only when it is the last, with a clear message', async () => {
    const f = await parkingFixture(t);
    const basic = await createList(t, f.owner, input(f));
    const sat = await createList(t, f.owner, saturday(f));
    expect(fieldErrors(await t.gql(DELETE, { id: basic.id }, { token: f.owner }))).toEqual({
      id: [messages.basicPriceListInUse],
    });
    expect((await t.gql(DELETE, { id: sat.id }, { token: f.owner })).data).toEqual({ deletePriceList: sat.id });
    expect((await t.gql(DELETE, { id: basic.id }, { token: f.owner })).data).toEqual({ deletePriceList: basic.id });
    expect(await rows(f.parkingId)).toHaveLength(0);
    // The next list is the basic one again.
    expect((await createList(t, f.owner, input(f))).isBasic).toBe(true);
  });

  it('refuses to delete the only basic list of an active parking', async () => {
    const f = await parkingFixture(t, 'active');
    const basic = await createList(t, f.owner, input(f));
    expect(fieldErrors(await t.gql(DELETE, { id: basic.id }, { token: f.owner }))).toEqual({
      id: [messages.basicPriceListRequired],
    });
    await t.app.deps.db.update(parkings).set({ status: 'inactive' }).where(eq(parkings.id, f.parkingId));
    expect((await t.gql(DELETE, { id: basic.id }, { token: f.owner })).data).toEqual({ deletePriceList: basic.id });
  });

  it('authorization matrix', async () => {
    const f = await parkingFixture(t);
    const basic = await createList(t, f.owner, input(f));
    expect((await t.gql(DELETE, { id: basic.id })).errors?.[0]?.message).toBe('Unauthenticated.');
    expect(errorCode(await t.gql(DELETE, { id: basic.id }, { token: f.stranger }))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(DELETE, { id: basic.id }, { token: f.member }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(DELETE, { id: '00000000-0000-4000-8000-000000000000' }, { token: f.owner }))).toBe(
      'NOT_FOUND',
    );
    expect(await rows(f.parkingId)).toHaveLength(1);
    expect((await t.gql(DELETE, { id: basic.id }, { token: f.orgAdmin })).data).toEqual({ deletePriceList: basic.id });
  });
});
