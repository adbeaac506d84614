import { PARKING_IDENTIFIER_PATTERN } from '@parkshare/shared/parkings/status';
import { describe, expect, it } from 'vitest';
import { generateIdentifier, IDENTIFIER_ALPHABET, identifierPrefix, identifierSuffix } from './identifier';

describe('identifierPrefix', () => {
  it.each([
    ['Warszawa', 'WAR'],
    ['Kraków', 'KRA'],
    ['Łódź', 'LOD'],
    ['Żyrardów', 'ZYR'],
    ['Śrem', 'SRE'],
    ['Ełk', 'ELK'],
    ['Iłża', 'ILZ'],
    ['Bielsko-Biała', 'BIE'],
    ['  nowy targ ', 'NOW'],
    ['Oś', 'OSX'],
    ['Ł', 'LXX'],
    ['', 'XXX'],
    ['123 <script>', 'SCR'],
    ['Göteborg', 'GOT'],
  ])('%s → %s', (city, prefix) => {
    expect(identifierPrefix(city)).toBe(prefix);
  });
});

describe('identifierSuffix', () => {
  it('has five characters from the alphabet without 0, O, 1 and I', () => {
    expect(IDENTIFIER_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(IDENTIFIER_ALPHABET).size).toBe(IDENTIFIER_ALPHABET.length);
    for (let i = 0; i < 200; i += 1) expect(identifierSuffix()).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  });

  it('uses every character of the alphabet (the random source decides)', () => {
    let next = 0;
    const cycle = (max: number) => next++ % max;
    const seen = new Set<string>();
    for (let i = 0; i < 7; i += 1) for (const char of identifierSuffix(cycle)) seen.add(char);
    expect(seen.size).toBe(IDENTIFIER_ALPHABET.length);
  });

  it('rarely repeats', () => {
    const suffixes = new Set(Array.from({ length: 2000 }, () => identifierSuffix()));
    expect(suffixes.size).toBeGreaterThan(1990);
  });
});

describe('generateIdentifier', () => {
  it('matches the public identifier format', () => {
    for (const city of ['Łódź', 'Kraków', '', 'X']) {
      expect(generateIdentifier(city)).toMatch(PARKING_IDENTIFIER_PATTERN);
    }
    expect(generateIdentifier('Kraków', () => 0)).toBe('KRA-AAAAA');
  });
});
