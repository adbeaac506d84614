import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputValue, parseMoney } from './money';

// Intl separates currency and groups with no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('parseMoney', () => {
  it.each([
    ['5,50', 550],
    ['5.50', 550],
    ['5', 500],
    ['5,5', 550],
    ['5.', 500],
    ['0,05', 5],
    ['0', 0],
    [' 12,30 ', 1230],
    ['1 234,50', 123450],
    ['1\u00a0234,50', 123450],
    ['100000', 10_000_000],
  ])('%j → %i grosze', (text, grosze) => {
    expect(parseMoney(text)).toBe(grosze);
  });

  it.each([
    '',
    ' ',
    '5,555',
    '5.505',
    '-5',
    '+5',
    '5,50 zł',
    'abc',
    '5,5,5',
    '1.234,50',
    ',50',
    '1e3',
    'NaN',
    '9'.repeat(30),
  ])('rejects %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('moneyInputValue', () => {
  it('writes grosze the way each language types them', () => {
    expect(moneyInputValue(550, 'pl')).toBe('5,50');
    expect(moneyInputValue(550, 'en')).toBe('5.50');
    expect(moneyInputValue(5, 'en')).toBe('0.05');
    expect(moneyInputValue(0, 'pl')).toBe('0,00');
    expect(parseMoney(moneyInputValue(123_456, 'pl'))).toBe(123_456);
  });
});

describe('formatMoney', () => {
  it('formats PLN per language', () => {
    expect(plain(formatMoney(550, 'pl'))).toBe('5,50 zł');
    expect(plain(formatMoney(550, 'pl-PL'))).toBe('5,50 zł');
    expect(plain(formatMoney(1300, 'en'))).toBe('PLN 13.00');
    expect(plain(formatMoney(123_456, 'pl'))).toBe('1234,56 zł');
    expect(plain(formatMoney(1_234_567, 'pl'))).toBe('12 345,67 zł');
    expect(plain(formatMoney(123_456, 'en'))).toBe('PLN 1,234.56');
    expect(plain(formatMoney(0, 'en'))).toBe('PLN 0.00');
  });

  it('writes PLN by hand exactly as Intl writes it, to the character, in both languages', () => {
    const amounts = [0, 1, 5, 99, 100, 101, 99_999, 100_000, 999_999, 1_000_000, 123_456_789, -1, -550, -1_234_567];
    for (let i = 0; i < 2_000; i += 1) {
      amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 11))) * (i % 5 ? 1 : -1));
    }
    for (const [locale, tag] of [
      ['en', 'en-GB'],
      ['pl', 'pl-PL'],
      ['pl-PL', 'pl-PL'],
    ] as const) {
      const intl = new Intl.NumberFormat(tag, { style: 'currency', currency: 'PLN', minimumFractionDigits: 2 });
      for (const grosze of amounts) {
        if (Object.is(grosze, -0)) continue;
        expect(formatMoney(grosze, locale), `${grosze} ${locale}`).toBe(intl.format(grosze / 100));
      }
    }
  });

  it('leaves another currency to Intl', () => {
    expect(plain(formatMoney(550, 'en', 'EUR'))).toBe('€5.50');
  });
});
