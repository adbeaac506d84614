import { describe, expect, it } from 'vitest';
import { isCountryCode, parkingAddressInput, parkingAddressUpdateInput, tooManyAddressesMessage } from './addresses';
import { formatMessage, matchMessage, messages } from './messages';

type Issues = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const fieldErrors = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join('.'), issue.message]));

const address = {
  parkingId: '0b9f3c2e-6a57-4d43-9a3c-2f1c5b0e7d11',
  type: 'basic',
  city: 'Warszawa',
  street: 'Marszałkowska',
  number: '10',
  postcode: '00-950',
  latitude: 52.2297,
  longitude: 21.0122,
};

describe('parkingAddressInput', () => {
  it('accepts an address from the map and fills Poland as the country', () => {
    expect(parkingAddressInput.parse({ ...address, region: '  mazowieckie ' })).toEqual({
      ...address,
      country: 'PL',
      region: 'mazowieckie',
    });
  });

  it('stores empty optional fields as absent, and "" or null as Poland', () => {
    const parsed = parkingAddressInput.parse({
      ...address,
      country: '',
      region: '',
      street: null,
      number: ' ',
      postcode: '',
    });
    expect(parsed).toEqual({
      ...address,
      country: 'PL',
      street: undefined,
      number: undefined,
      postcode: undefined,
      region: undefined,
    });
    expect(parkingAddressInput.parse({ ...address, country: null }).country).toBe('PL');
  });

  it('takes a country code in any case and checks it against ISO 3166-1', () => {
    expect(parkingAddressInput.parse({ ...address, country: ' de ', postcode: '10115' }).country).toBe('DE');
    for (const country of ['XX', 'POL', 'P', 'Polska', '12', 'P L']) {
      expect(fieldErrors(parkingAddressInput.safeParse({ ...address, country })), country).toEqual({
        country: messages.invalidCountry,
      });
    }
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('pl')).toBe(false);
  });

  it('checks the Polish postcode as NN-NNN, and lets other countries write theirs', () => {
    expect(fieldErrors(parkingAddressInput.safeParse({ ...address, postcode: '00950' }))).toEqual({
      postcode: messages.invalidPostcode,
    });
    expect(parkingAddressInput.parse({ ...address, country: 'GB', postcode: 'SW1A 1AA' }).postcode).toBe('SW1A 1AA');
    expect(parkingAddressInput.parse({ ...address, country: 'CZ', postcode: '110 00' }).postcode).toBe('110 00');
    expect(fieldErrors(parkingAddressInput.safeParse({ ...address, country: 'DE', postcode: '<b>1</b>' }))).toEqual({
      postcode: messages.invalidValue,
    });
  });

  it('needs the type, the city and both coordinates', () => {
    const result = parkingAddressInput.safeParse({ parkingId: address.parkingId });
    expect(fieldErrors(result)).toEqual({
      type: messages.invalidValue,
      city: messages.required,
      latitude: messages.required,
      longitude: messages.required,
    });
    expect(fieldErrors(parkingAddressInput.safeParse({ ...address, parkingId: '' }))).toEqual({
      parkingId: messages.required,
    });
    expect(fieldErrors(parkingAddressInput.safeParse({ ...address, latitude: null, longitude: null }))).toEqual({
      latitude: messages.required,
      longitude: messages.required,
    });
  });

  it.each([
    [90.0001, -180.5],
    [-91, 181],
    [Number.NaN, Number.NaN],
    [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
    ['52.2', '21.0'],
    [{}, []],
    [true, false],
  ])('refuses the coordinates %j, %j', (latitude, longitude) => {
    expect(fieldErrors(parkingAddressInput.safeParse({ ...address, latitude, longitude }))).toEqual({
      latitude: messages.invalidLatitude,
      longitude: messages.invalidLongitude,
    });
  });

  it('accepts the edges of the world', () => {
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [0, 0],
    ]) {
      expect(parkingAddressInput.safeParse({ ...address, latitude, longitude }).success).toBe(true);
    }
  });

  it('refuses an unknown type', () => {
    for (const type of ['main', 'BASIC', '', 1, null]) {
      expect(fieldErrors(parkingAddressInput.safeParse({ ...address, type })), String(type)).toEqual({
        type: messages.invalidValue,
      });
    }
  });

  it('caps every text field and reports every problem at once', () => {
    const long = 'a'.repeat(10_000);
    const result = parkingAddressInput.safeParse({
      ...address,
      parkingId: long,
      region: long,
      city: long,
      street: long,
      number: long,
      postcode: long,
      latitude: 100,
    });
    expect(fieldErrors(result)).toEqual({
      parkingId: formatMessage('maxLength', { count: 64 }),
      region: formatMessage('maxLength', { count: 100 }),
      city: formatMessage('maxLength', { count: 100 }),
      street: formatMessage('maxLength', { count: 100 }),
      number: formatMessage('maxLength', { count: 20 }),
      postcode: formatMessage('maxLength', { count: 16 }),
      latitude: messages.invalidLatitude,
    });
  });

  it('keeps hostile text as plain text and refuses wrong types', () => {
    const hostile = "'; drop table parking_addresses; --<script>alert(1)</script>";
    expect(parkingAddressInput.parse({ ...address, street: hostile }).street).toBe(hostile);
    expect(fieldErrors(parkingAddressInput.safeParse({ ...address, city: 42, street: ['x'], region: {} }))).toEqual({
      city: messages.required,
      street: messages.invalidValue,
      region: messages.invalidValue,
    });
  });
});

describe('parkingAddressUpdateInput', () => {
  it('does not need the parking id', () => {
    const { parkingId: _ignored, ...rest } = address;
    expect(parkingAddressUpdateInput.parse(rest)).toMatchObject({ city: 'Warszawa', country: 'PL' });
    expect(parkingAddressUpdateInput.parse({ ...rest, parkingId: null }).parkingId).toBeNull();
  });

  it('applies the same rules', () => {
    expect(fieldErrors(parkingAddressUpdateInput.safeParse({ ...address, postcode: '0-950', latitude: 'x' }))).toEqual({
      postcode: messages.invalidPostcode,
      latitude: messages.invalidLatitude,
    });
  });
});

describe('address messages', () => {
  it('are in the catalogue with their count', () => {
    expect(matchMessage(tooManyAddressesMessage())).toEqual({ key: 'tooManyAddresses', params: { count: '20' } });
    expect(matchMessage(messages.basicAddressExists)?.key).toBe('basicAddressExists');
  });
});

describe('not an object', () => {
  it.each([null, undefined, 'address', 42, []])('refuses %j without throwing', (input) => {
    expect(parkingAddressInput.safeParse(input).success).toBe(false);
  });
});
