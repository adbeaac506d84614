import { describe, expect, it } from 'vitest';
import { countryNameIn, formatAddress, formatCoordinate, addressLines } from './format-address';
import { addressParts, parseReverse, parseSearch, regionName, GeocoderError } from '../../../lib/geocoder/geocoder';
import { tilesAround, tileUrl, worldPixel, plainAttribution } from './map-tiles';
import { mergeFoundAddress, typedPostcode } from './merge-address';

// A real Nominatim jsonv2 answer (trimmed of fields we do not read is not needed: extra fields are ignored).
const marszalkowska = {
  place_id: 123,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 4567,
  lat: '52.2296756',
  lon: '21.0122287',
  category: 'building',
  type: 'yes',
  place_rank: 30,
  importance: 0.1,
  addresstype: 'building',
  name: '',
  display_name: '10, Marszałkowska, Śródmieście Południowe, Warszawa, województwo mazowieckie, 00-590, Polska',
  address: {
    house_number: '10',
    road: 'Marszałkowska',
    suburb: 'Śródmieście Południowe',
    city: 'Warszawa',
    state: 'województwo mazowieckie',
    'ISO3166-2-lvl4': 'PL-14',
    postcode: '00-590',
    country: 'Polska',
    country_code: 'pl',
  },
  boundingbox: ['52.2296', '52.2297', '21.0122', '21.0123'],
};

describe('geocoder answers', () => {
  it('reads a search answer into places with the form fields', () => {
    expect(parseSearch([marszalkowska])).toEqual([
      {
        id: '123',
        label: marszalkowska.display_name,
        latitude: 52.2296756,
        longitude: 21.0122287,
        address: {
          country: 'PL',
          region: 'mazowieckie',
          city: 'Warszawa',
          street: 'Marszałkowska',
          number: '10',
          postcode: '00-590',
        },
      },
    ]);
  });

  it('skips results without usable coordinates and refuses an answer that is not a list', () => {
    expect(parseSearch([{ lat: 'x', lon: '1' }, { lat: '95', lon: '0' }, null, 'junk'])).toEqual([]);
    expect(() => parseSearch({ error: 'nope' })).toThrow(GeocoderError);
  });

  it('reads a reverse answer, and "Unable to geocode" as no address', () => {
    expect(parseReverse(marszalkowska)?.address.street).toBe('Marszałkowska');
    expect(parseReverse({ error: 'Unable to geocode' })).toBeNull();
    expect(() => parseReverse([])).toThrow(GeocoderError);
  });

  it('takes a town or a village for the city, and a square for the street', () => {
    expect(addressParts({ village: 'Wólka', state: 'województwo lubelskie', country_code: 'pl' })).toEqual({
      country: 'PL',
      region: 'lubelskie',
      city: 'Wólka',
      street: '',
      number: '',
      postcode: '',
    });
    expect(addressParts({ town: 'Zakopane', square: 'Plac Niepodległości' })).toMatchObject({
      city: 'Zakopane',
      street: 'Plac Niepodległości',
    });
    expect(addressParts(undefined).city).toBe('');
    expect(regionName('Masovian Voivodeship')).toBe('Masovian Voivodeship');
  });
});

describe('merging the found address', () => {
  const current = { country: 'PL', region: '', city: 'Warszawa', street: 'Moja ulica', number: '1A', postcode: '' };
  const found = {
    country: 'PL',
    region: 'mazowieckie',
    city: 'Warszawa',
    street: 'Marszałkowska',
    number: '10',
    postcode: '00-590',
  };

  it('fills every field that was not typed by hand', () => {
    expect(mergeFoundAddress(current, found, new Set())).toEqual({ next: found, kept: [] });
  });

  it('keeps what was typed by hand and says which of those differ', () => {
    const { next, kept } = mergeFoundAddress(current, found, new Set(['street', 'number', 'city'] as const));
    expect(next).toEqual({ ...found, street: 'Moja ulica', number: '1A' });
    expect(kept).toEqual(['street', 'number']);
  });

  it('keeps the country when the geocoder has none', () => {
    expect(mergeFoundAddress(current, { ...found, country: '' }, new Set()).next.country).toBe('PL');
  });
});

describe('typedPostcode', () => {
  it.each([
    ['0', '0'],
    ['00', '00'],
    ['009', '00-9'],
    ['00950', '00-950'],
    ['00-950', '00-950'],
    ['00-9501', '00-950'],
    ['ab12c3', '12-3'],
  ])('in Poland %j becomes %j', (typed, shown) => {
    expect(typedPostcode(typed, 'PL')).toBe(shown);
  });

  it('leaves other countries alone', () => {
    expect(typedPostcode('SW1A 1AA', 'GB')).toBe('SW1A 1AA');
  });
});

describe('formatAddress', () => {
  const names = countryNameIn('en');
  it('writes the Polish way, the country only abroad', () => {
    expect(
      formatAddress({
        country: 'PL',
        city: 'Warszawa',
        street: 'Marszałkowska',
        number: '10',
        postcode: '00-950',
        region: 'mazowieckie',
      }),
    ).toBe('Marszałkowska 10, 00-950 Warszawa, mazowieckie');
    expect(
      formatAddress(
        { country: 'DE', city: 'Berlin', street: 'Unter den Linden', number: '1', postcode: '10117' },
        names,
      ),
    ).toBe('Unter den Linden 1, 10117 Berlin, Germany');
  });

  it('puts the city first in a village without streets', () => {
    expect(
      addressLines({ country: 'PL', city: 'Wólka', street: null, number: null, postcode: '21-010', region: null }),
    ).toEqual(['21-010 Wólka', '']);
  });

  it('formats coordinates with five decimals', () => {
    expect(formatCoordinate(52.229675)).toBe('52.22968');
    expect(formatCoordinate(null)).toBe('');
  });
});

describe('map tiles', () => {
  // Checked against the slippy-map formula of the OpenStreetMap wiki.
  it('puts Warsaw on the right tile', () => {
    const { x, y } = worldPixel(52.2297, 21.0122, 16);
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([36593, 21579]);
  });

  it('fills a tile template and lays out the tiles around the point', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', { x: 1, y: 2, z: 3 })).toBe(
      'https://a.tile.example/3/1/2.png',
    );
    const tiles = tilesAround('/t/{z}/{x}/{y}.png', { latitude: 52.2297, longitude: 21.0122 }, 16);
    expect(tiles).toHaveLength(15);
    const centre = tiles.find((tile) => tile.key === '0:0');
    expect(centre?.url).toBe('/t/16/36593/21579.png');
    expect(centre!.left).toBeLessThanOrEqual(0);
    expect(centre!.left).toBeGreaterThan(-256);
  });

  it('shows the attribution without markup', () => {
    expect(plainAttribution('&copy; <a href="https://osm.org/copyright">OpenStreetMap</a> contributors')).toBe(
      '© OpenStreetMap contributors',
    );
  });
});
