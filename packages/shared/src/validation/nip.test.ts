import { describe, expect, it } from 'vitest';
import { isValidNip, normalizeNip } from './nip';

describe('normalizeNip', () => {
  it.each([
    ['1234563218', '1234563218'],
    ['123-456-32-18', '1234563218'],
    ['123-45-63-218', '1234563218'],
    ['PL1234563218', '1234563218'],
    ['pl1234563218', '1234563218'],
    ['PL 123-456-32-18', '1234563218'],
    ['123 456 32 18', '1234563218'],
    ['  7740001454 ', '7740001454'],
    ['526-025-02-74', '5260250274'],
    ['5272525995', '5272525995'],
    ['1132853869', '1132853869'],
    ['6770065406', '6770065406'],
  ])('accepts %j as %s', (input, digits) => {
    expect(normalizeNip(input)).toBe(digits);
  });

  it.each([
    ['wrong check digit', '1234563219'],
    ['another wrong check digit', '7740001455'],
    ['checksum remainder 10 (never issued)', '1234567890'],
    ['remainder 10 with any last digit', '1234567899'],
    ['all zeros', '0000000000'],
    ['all zeros with prefix', 'PL000-000-00-00'],
    ['9 digits', '123456321'],
    ['11 digits', '12345632180'],
    ['other country prefix', 'DE1234563218'],
    ['prefix after digits', '1234563218PL'],
    ['double separator', '123--456-32-18'],
    ['leading separator', '-1234563218'],
    ['trailing separator', '1234563218-'],
    ['letters inside', '12345O3218'],
    ['dots', '123.456.32.18'],
    ['empty', ''],
    ['only spaces', '   '],
    ['Arabic-Indic digits', '١٢٣٤٥٦٣٢١٨'],
    ['full-width digits', '１２３４５６３２１８'],
    ['newline inside', '12345\n63218'],
  ])('rejects %s (%j)', (_, input) => {
    expect(normalizeNip(input)).toBeNull();
  });

  it('rejects hostile input quickly', () => {
    const started = performance.now();
    expect(normalizeNip('1'.repeat(10_000))).toBeNull();
    expect(normalizeNip(`${'1-'.repeat(5_000)}1`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it.each([null, undefined, 1234563218, {}, ['1234563218']])('rejects a non-string %j', (input) => {
    expect(normalizeNip(input)).toBeNull();
    expect(isValidNip(input)).toBe(false);
  });

  it('finds every single-digit typo in a valid number', () => {
    const valid = '7740001454';
    for (let i = 0; i < 10; i += 1) {
      for (let d = 0; d < 10; d += 1) {
        const typo = valid.slice(0, i) + String(d) + valid.slice(i + 1);
        if (typo !== valid) expect(isValidNip(typo), typo).toBe(false);
      }
    }
  });
});
