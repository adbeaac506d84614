import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban';

describe('normalizeIban', () => {
  it.each([
    ['PL61109010140000071219812874', 'PL61109010140000071219812874'],
    ['PL61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874'],
    ['pl61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874'],
    ['  PL61\u00a01090\u00a01014 0000 0712 1981 2874\t', 'PL61109010140000071219812874'],
    ['61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874'],
    ['61109010140000071219812874', 'PL61109010140000071219812874'],
    ['PL27 1140 2004 0000 3002 0135 5387', 'PL27114020040000300201355387'],
    ['PL10105000997603123456789123', 'PL10105000997603123456789123'],
    ['83 1010 1023 0000 2613 9510 0000', 'PL83101010230000261395100000'],
  ])('accepts %j', (input, compact) => {
    expect(normalizeIban(input)).toBe(compact);
  });

  it.each([
    ['wrong check digits', 'PL62109010140000071219812874'],
    ['a swapped pair of digits', 'PL61109010140000071219812847'],
    ['a German IBAN (valid, but not Polish)', 'DE89370400440532013000'],
    ['a German-length number with PL', 'PL89370400440532013000'],
    ['25 digits', '6110901014000007121981287'],
    ['27 digits', '611090101400000712198128740'],
    ['PL with 27 digits', 'PL611090101400000712198128740'],
    ['hyphens', 'PL61-1090-1014-0000-0712-1981-2874'],
    ['letters inside', 'PL61109010140000O71219812874'],
    ['empty', ''],
    ['whitespace only', '    '],
    ['full-width digits', 'PL６１109010140000071219812874'],
    ['Arabic-Indic digits', '٦١١٠٩٠١٠١٤٠٠٠٠٠٧١٢١٩٨١٢٨٧٤'],
    ['all zeros', 'PL00000000000000000000000000'],
  ])('rejects %s', (_, input) => {
    expect(normalizeIban(input)).toBeNull();
  });

  it.each([null, undefined, 6.1e25, {}, []])('rejects a non-string %j', (input) => {
    expect(isValidIban(input)).toBe(false);
  });

  it('rejects a 10,000-character string', () => {
    expect(normalizeIban('1'.repeat(10_000))).toBeNull();
    expect(normalizeIban(`PL61109010140000071219812874${' '.repeat(10_000)}`)).toBeNull();
  });

  it('finds every single-digit typo in the account part', () => {
    const valid = 'PL61109010140000071219812874';
    for (let i = 2; i < valid.length; i += 1) {
      for (let d = 0; d < 10; d += 1) {
        const typo = valid.slice(0, i) + String(d) + valid.slice(i + 1);
        if (typo !== valid) expect(isValidIban(typo), typo).toBe(false);
      }
    }
  });
});

describe('formatIban', () => {
  it('groups by four for display', () => {
    expect(formatIban('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatIban('61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(formatIban(' pl61 1090 10140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });

  it('leaves an invalid number as it was typed', () => {
    expect(formatIban('PL62 123')).toBe('PL62 123');
  });
});
