import { describe, expect, it } from 'vitest';
import { filterPattern, isAllowedText, isControlKey, isEditAllowed, KEY_FILTER_PRESETS, nextValue } from './key-filter';

const cases: Record<keyof typeof KEY_FILTER_PRESETS, { allowed: string; refused: string }> = {
  pint: { allowed: '0123456789', refused: '-.,e a+' },
  int: { allowed: '0123456789-', refused: '.,e a+' },
  pnum: { allowed: '0123456789.', refused: '-,e a+' },
  money: { allowed: '0123456789., ', refused: '-ezł$' },
  num: { allowed: '0123456789-.', refused: ', e+' },
  hex: { allowed: '0123456789abcdefABCDEF', refused: 'gG-. x' },
  email: { allowed: 'abcXYZ019_.-@+', refused: ' ,;:<>()[]"ą' },
  alpha: { allowed: 'abcXYZ_', refused: '0 9-.ą' },
  alphanum: { allowed: 'abcXYZ_019', refused: ' -.@ą' },
};

describe('key filter presets', () => {
  for (const [preset, { allowed, refused }] of Object.entries(cases)) {
    const name = preset as keyof typeof KEY_FILTER_PRESETS;
    it(`${name} lets through ${JSON.stringify(allowed)}`, () => {
      for (const char of allowed) {
        expect(isAllowedText(char, name), `${name} ${char}`).toBe(true);
      }
    });
    it(`${name} blocks ${JSON.stringify(refused)}`, () => {
      for (const char of refused) {
        expect(isAllowedText(char, name), `${name} ${JSON.stringify(char)}`).toBe(false);
      }
    });
  }

  it('judges a pasted text character by character', () => {
    expect(isAllowedText('123456', 'pint')).toBe(true);
    expect(isAllowedText('123 456', 'pint')).toBe(false);
    expect(isAllowedText('1 234,50', 'money')).toBe(true);
  });

  it('takes a custom pattern, also a global one, without state between calls', () => {
    const vowels = /[aeiou]/g;
    expect(isAllowedText('aei', vowels)).toBe(true);
    expect(isAllowedText('aei', vowels)).toBe(true);
    expect(isAllowedText('b', vowels)).toBe(false);
    expect(filterPattern('hex')).toBe(KEY_FILTER_PRESETS.hex);
  });
});

describe('nextValue', () => {
  it('inserts at the caret and replaces a selection', () => {
    expect(nextValue('1234', 4, 4, '5')).toBe('12345');
    expect(nextValue('1234', 0, 0, '0')).toBe('01234');
    expect(nextValue('1234', 1, 3, '9')).toBe('194');
    expect(nextValue('12', null, null, '3')).toBe('123');
  });
});

describe('isEditAllowed', () => {
  const code = { filter: /^\d{0,6}$/, validateOnly: true };
  const edit = (value: string, inserted: string, start = value.length, end = start) => ({
    value,
    selectionStart: start,
    selectionEnd: end,
    inserted,
  });

  it('validates the whole value in validateOnly mode', () => {
    expect(isEditAllowed(code, edit('12345', '6'))).toBe(true);
    expect(isEditAllowed(code, edit('123456', '7'))).toBe(false);
    expect(isEditAllowed(code, edit('123456', '7', 0, 6))).toBe(true);
    expect(isEditAllowed(code, edit('', '12 34'))).toBe(false);
    expect(isEditAllowed(code, edit('', 'a'))).toBe(false);
  });

  it('validates each character otherwise', () => {
    expect(isEditAllowed({ filter: 'pint' }, edit('12', '3'))).toBe(true);
    expect(isEditAllowed({ filter: 'pint' }, edit('12', '-'))).toBe(false);
  });

  it('never blocks a deletion', () => {
    expect(isEditAllowed(code, edit('123', ''))).toBe(true);
  });
});

describe('isControlKey', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });
  it('lets editing and navigation keys and shortcuts through', () => {
    for (const k of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home']) {
      expect(isControlKey(key(k))).toBe(true);
    }
    expect(isControlKey(key('v', { ctrlKey: true }))).toBe(true);
    expect(isControlKey(key('a', { metaKey: true }))).toBe(true);
    expect(isControlKey(key('a'))).toBe(false);
    expect(isControlKey(key('ą'))).toBe(false);
  });
});
