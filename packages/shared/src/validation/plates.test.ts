import { describe, expect, it } from 'vitest';
import { isForeignPlate, isPolishPlate } from './plates';

describe('isPolishPlate', () => {
  it.each([
    ['WA12345', 'a city, five digits'],
    ['KR3T789', 'a city, digit letter digits'],
    ['GD777AA', 'a city, three digits two letters'],
    ['PO1A2B3', 'a city, mixed'],
    ['WX1234A', 'a city, four digits and a letter'],
    ['WPI1234A', 'a district, eight characters'],
    ['WPIA123', 'a district, a letter first'],
    ['KRAAB12', 'a district, two letters first'],
    ['SK12345', 'Katowice'],
    ['ZS1234', 'a short resource part'],
    ['W0ABC', 'an individual plate'],
    ['K1NOWAK', 'a longer individual plate'],
    ['HPA1234', 'police'],
    ['UA12345', 'the army'],
  ])('accepts %s (%s)', (plate) => {
    expect(isPolishPlate(plate)).toBe(true);
  });

  it.each([
    ['AB12', 'A is no voivodeship'],
    ['XY12345', 'X is no voivodeship'],
    ['MA12345', 'M is no voivodeship'],
    ['WA1', 'too short'],
    ['W12', 'too short'],
    ['WPI123456', 'nine characters'],
    ['WARSZAWA', 'letters only'],
    ['WARSZAW1', 'a four-letter area code'],
    ['WAABC', 'no digit'],
    ['12345WA', 'digits first'],
    ['1WA2345', 'a digit first'],
    ['WAB', 'three letters'],
    ['', 'empty'],
    ['wa12345', 'not normalised'],
    ['WA 12345', 'not normalised'],
    ['ŁÓ12345', 'Polish letters are not used'],
  ])('refuses %j (%s)', (plate) => {
    expect(isPolishPlate(plate)).toBe(false);
  });
});

describe('isForeignPlate', () => {
  it.each(['B1234', 'MABC123', 'AB12', 'X1', '1234AB5678'])('accepts %s', (plate) => {
    expect(isForeignPlate(plate)).toBe(true);
  });

  it.each(['ABCDEF', '123456', 'A', 'A12345678901', 'ÄB123', ''])('refuses %j', (plate) => {
    expect(isForeignPlate(plate)).toBe(false);
  });
});
