import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages';
import {
  MAX_PRICE,
  priceListFormInput,
  priceListInput,
  quotePriceInput,
  unavailabilityFormInput,
  unavailabilityInput,
} from './price-lists';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldErrors = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

const list = {
  parkingId: 'p1',
  name: ' Saturday ',
  days: ['sat'],
  startHour: '08:00',
  endHour: '20:00',
  settlementPeriod: 'one_hour',
  firstPeriodPrice: 800,
  nextPeriodPrice: 600,
};

describe('priceListInput', () => {
  it('accepts a list, trims the name and orders the days the calendar way without duplicates', () => {
    expect(priceListInput.parse({ ...list, days: ['new_year', 'sun', 'mon', 'sun'] })).toEqual({
      ...list,
      name: 'Saturday',
      days: ['mon', 'sun', 'new_year'],
    });
  });

  it('accepts no days (the service decides: only the basic list may have none)', () => {
    expect(priceListInput.parse({ ...list, days: [] }).days).toEqual([]);
  });

  it("refuses a free period and a price above its period's limit (1.00 PLN to 200.00 PLN for an hour)", () => {
    expect(fieldErrors(priceListInput.safeParse({ ...list, firstPeriodPrice: 0, nextPeriodPrice: 99 }))).toEqual({
      firstPeriodPrice: formatMessage('priceTooLow', { min: '1.00' }),
      nextPeriodPrice: formatMessage('priceTooLow', { min: '1.00' }),
    });
    expect(
      fieldErrors(priceListInput.safeParse({ ...list, firstPeriodPrice: 9_999_900, nextPeriodPrice: 20_001 })),
    ).toEqual({
      firstPeriodPrice: formatMessage('priceTooHigh', { max: '200.00' }),
      nextPeriodPrice: formatMessage('priceTooHigh', { max: '200.00' }),
    });
    expect(priceListInput.safeParse({ ...list, firstPeriodPrice: 100, nextPeriodPrice: 20_000 }).success).toBe(true);
    // What is too much for an hour is a price for a month.
    expect(priceListInput.safeParse({ ...list, settlementPeriod: 'month', firstPeriodPrice: 99_900 }).success).toBe(
      true,
    );
    expect(
      fieldErrors(priceListInput.safeParse({ ...list, settlementPeriod: 'month', firstPeriodPrice: 2_000_001 })),
    ).toEqual({
      firstPeriodPrice: formatMessage('priceTooHigh', { max: '20000.00' }),
    });
  });

  it('rejects missing, malformed and oversized fields under their names', () => {
    expect(
      fieldErrors(
        priceListInput.safeParse({
          parkingId: '',
          name: 'x'.repeat(101),
          days: ['someday'],
          startHour: '24:00',
          endHour: '8:00',
          settlementPeriod: 'hourly',
          firstPeriodPrice: -1,
          nextPeriodPrice: MAX_PRICE + 1,
        }),
      ),
    ).toEqual({
      parkingId: messages.required,
      name: formatMessage('maxLength', { count: 100 }),
      'days.0': messages.invalidValue,
      startHour: messages.invalidTime,
      endHour: messages.invalidTime,
      settlementPeriod: messages.invalidValue,
      firstPeriodPrice: messages.nonNegativeInteger,
      nextPeriodPrice: formatMessage('priceTooHigh', { max: '20000.00' }),
    });
    expect(fieldErrors(priceListInput.safeParse({}))).toMatchObject({ name: messages.required });
    // Days and hours may be left out: only the basic list does without them, which the API decides.
    expect(fieldErrors(priceListInput.safeParse({}))).not.toHaveProperty('startHour');
    const bare = priceListInput.safeParse({ ...list, days: undefined, startHour: null, endHour: undefined });
    expect(bare.success && bare.data).toMatchObject({ days: [], startHour: undefined, endHour: undefined });
    expect(fieldErrors(priceListInput.safeParse({ ...list, firstPeriodPrice: 5.5, nextPeriodPrice: '5' }))).toEqual({
      firstPeriodPrice: messages.nonNegativeInteger,
      nextPeriodPrice: messages.nonNegativeInteger,
    });
  });

  it('bounds the days array against hostile input', () => {
    expect(priceListInput.safeParse({ ...list, days: Array(1000).fill('mon') }).success).toBe(false);
    expect(priceListInput.safeParse({ ...list, days: 'mon' }).success).toBe(false);
  });
});

describe('priceListFormInput', () => {
  const form = {
    isBasic: false,
    name: 'Weekend',
    days: ['sat', 'sun'],
    startHour: '00:00',
    endHour: '00:00',
    settlementPeriod: 'one_hour',
    firstPeriodPrice: '5,50',
    nextPeriodPrice: '4',
  };

  it('turns typed złoty into grosze', () => {
    expect(priceListFormInput.parse(form)).toMatchObject({ firstPeriodPrice: 550, nextPeriodPrice: 400 });
  });

  it('needs a day or event unless the list is the basic one', () => {
    expect(fieldErrors(priceListFormInput.safeParse({ ...form, days: [] }))).toEqual({ days: messages.daysRequired });
    expect(priceListFormInput.safeParse({ ...form, days: [], isBasic: true }).success).toBe(true);
  });

  it('explains a malformed or too high price', () => {
    expect(
      fieldErrors(priceListFormInput.safeParse({ ...form, firstPeriodPrice: '5,555', nextPeriodPrice: '99 999' })),
    ).toEqual({
      firstPeriodPrice: messages.invalidMoney,
      nextPeriodPrice: formatMessage('priceTooHigh', { max: '200.00' }),
    });
    expect(
      fieldErrors(priceListFormInput.safeParse({ ...form, firstPeriodPrice: '0', nextPeriodPrice: '0,99' })),
    ).toEqual({
      firstPeriodPrice: formatMessage('priceTooLow', { min: '1.00' }),
      nextPeriodPrice: formatMessage('priceTooLow', { min: '1.00' }),
    });
    expect(fieldErrors(priceListFormInput.safeParse({ ...form, firstPeriodPrice: ' ' }))).toEqual({
      firstPeriodPrice: messages.required,
    });
  });
});

describe('unavailabilityInput', () => {
  const closed = { parkingId: 'p1', name: 'Nights', days: ['fri', 'mon'], startTime: '22:00', endTime: '06:00' };

  it('accepts a window crossing midnight and a whole day', () => {
    expect(unavailabilityInput.parse(closed).days).toEqual(['mon', 'fri']);
    expect(unavailabilityInput.safeParse({ ...closed, startTime: '00:00', endTime: '00:00' }).success).toBe(true);
  });

  it('needs a name, at least one day and HH:MM times', () => {
    expect(
      fieldErrors(unavailabilityInput.safeParse({ ...closed, name: '', days: [], startTime: '7:00', endTime: null })),
    ).toEqual({
      name: messages.required,
      days: messages.daysRequired,
      startTime: messages.invalidTime,
      endTime: messages.required,
    });
    expect(
      fieldErrors(unavailabilityFormInput.safeParse({ name: 'x', days: [], startTime: '', endTime: '23:59' })),
    ).toEqual({
      days: messages.daysRequired,
      startTime: messages.required,
    });
  });
});

describe('quotePriceInput', () => {
  const quote = {
    parkingId: 'p1',
    spotId: 's1',
    startAt: new Date('2026-11-23T09:00:00Z'),
    endAt: new Date('2026-11-23T11:30:00Z'),
  };

  it('accepts a stay that ends after it starts', () => {
    expect(quotePriceInput.safeParse(quote).success).toBe(true);
  });

  it('rejects an empty, reversed or over-a-year stay and invalid dates', () => {
    expect(fieldErrors(quotePriceInput.safeParse({ ...quote, endAt: quote.startAt }))).toEqual({
      endAt: messages.endAfterStart,
    });
    expect(fieldErrors(quotePriceInput.safeParse({ ...quote, endAt: new Date('2027-11-24T09:00:01Z') }))).toEqual({
      endAt: messages.stayTooLong,
    });
    expect(fieldErrors(quotePriceInput.safeParse({ ...quote, startAt: new Date('x') }))).toEqual({
      startAt: messages.invalidDate,
    });
    expect(fieldErrors(quotePriceInput.safeParse({ ...quote, spotId: undefined }))).toEqual({
      spotId: messages.required,
    });
  });
});
