import { describe, expect, it } from 'vitest';
import { matchMessage } from '../validation/messages';
import {
  checkSpotNumbersFree,
  expandSpotTemplate,
  findExistingSpotNumbers,
  MAX_SPOTS_PER_BATCH,
} from './numbering-template';

const errorOf = (template: string, from: number, to: number) => {
  const result = expandSpotTemplate({ template, from, to });
  return result.ok ? null : { field: result.error.field, key: result.error.key, message: result.error.message };
};

describe('expandSpotTemplate', () => {
  it('expands A-XX from 1 to 20 into A-01 … A-20 (SPEC §5)', () => {
    const result = expandSpotTemplate({ template: 'A-XX', from: 1, to: 20 });
    expect(result.ok && result.numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `A-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it.each([
    ['XX', 0, 2, ['00', '01', '02']],
    ['P1 X', 7, 9, ['P1 7', 'P1 8', 'P1 9']],
    ['XXX-B', 98, 100, ['098-B', '099-B', '100-B']],
    ['Ł-X', 5, 5, ['Ł-5']],
    ['  A-XX  ', 1, 1, ['A-01']],
    ['Box-XX', 1, 1, ['Box-01']],
    ['A-XX', 99, 99, ['A-99']],
  ])('expands %j from %i to %i', (template, from, to, numbers) => {
    const result = expandSpotTemplate({ template, from, to });
    expect(result).toEqual({ ok: true, numbers });
  });

  it.each([
    ['', 1, 2, 'template', 'required'],
    ['   ', 1, 2, 'template', 'required'],
    ['A-12', 1, 2, 'template', 'templateWithoutX'],
    ['a-xx', 1, 2, 'template', 'templateWithoutX'],
    ['X-XX', 1, 2, 'template', 'templateSeparateX'],
    ['XX-A-XX', 1, 2, 'template', 'templateSeparateX'],
    ['A_XX', 1, 2, 'template', 'invalidTemplate'],
    ['A--XX', 1, 2, 'template', 'invalidTemplate'],
    ['-XX', 1, 2, 'template', 'invalidTemplate'],
    ['A-XX/', 1, 2, 'template', 'invalidTemplate'],
    ['A-\nXX', 1, 2, 'template', 'invalidTemplate'],
    ['A-١X', 1, 2, 'template', 'invalidTemplate'],
    ['<script>XX', 1, 2, 'template', 'invalidTemplate'],
    ['ABCDEFGHIJKLMNOPQRS-XX', 1, 2, 'template', 'maxLength'],
    ['A-XX', -1, 2, 'from', 'nonNegativeInteger'],
    ['A-XX', 1.5, 2, 'from', 'nonNegativeInteger'],
    ['A-XX', Number.NaN, 2, 'from', 'nonNegativeInteger'],
    ['A-XX', 1, Number.POSITIVE_INFINITY, 'to', 'nonNegativeInteger'],
    ['A-XX', 1, 2 ** 53, 'to', 'nonNegativeInteger'],
    ['A-XX', 1, -2, 'to', 'nonNegativeInteger'],
    ['A-XX', 5, 4, 'to', 'fromAfterTo'],
    ['A-XX', 1, 100, 'to', 'templateRange'],
    ['X', 0, 10, 'to', 'templateRange'],
    ['XXXX', 1, 501, 'to', 'tooManySpots'],
  ])('refuses %j from %s to %s on %s with %s', (template, from, to, field, key) => {
    expect(errorOf(template, from, to)).toMatchObject({ field, key });
  });

  it('says the digit count and the largest number', () => {
    expect(errorOf('A-XX', 1, 100)?.message).toBe(
      'The template has room for 2 digits, so the last number can be at most 99.',
    );
    expect(errorOf('XXXX', 0, 9999)?.message).toBe(`You can add at most ${MAX_SPOTS_PER_BATCH} spots at once.`);
  });

  it('allows exactly 500 spots and a 20-character template', () => {
    const result = expandSpotTemplate({ template: 'XXX', from: 1, to: 500 });
    expect(result.ok && result.numbers.length).toBe(500);
    expect(expandSpotTemplate({ template: 'ABCDEFGHIJKLMNOPQ-XX', from: 1, to: 1 }).ok).toBe(true);
  });

  it('handles wrongly typed input without throwing', () => {
    const hostile = { template: null, from: '1', to: undefined } as unknown as {
      template: string;
      from: number;
      to: number;
    };
    expect(expandSpotTemplate(hostile)).toMatchObject({ ok: false, error: { field: 'template', key: 'required' } });
    const numbers = { template: 'A-X', from: '1', to: '2' } as unknown as {
      template: string;
      from: number;
      to: number;
    };
    expect(expandSpotTemplate(numbers)).toMatchObject({ ok: false, error: { field: 'from' } });
  });

  it('refuses a 10,000-character template and huge ranges at once', () => {
    const started = performance.now();
    expect(errorOf(`A-${'X'.repeat(10_000)}`, 1, 2)).toMatchObject({ key: 'maxLength' });
    expect(errorOf('X'.repeat(15), 0, 10 ** 15 - 1)).toMatchObject({ key: 'tooManySpots' });
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('gives messages the web app can translate', () => {
    expect(matchMessage(errorOf('A-XX', 1, 100)?.message ?? '')).toEqual({
      key: 'templateRange',
      params: { count: '2', max: '99' },
    });
  });
});

describe('findExistingSpotNumbers and checkSpotNumbersFree', () => {
  it('finds clashes ignoring case and surrounding spaces', () => {
    expect(findExistingSpotNumbers(['A-01', 'A-02', 'A-03'], ['a-02', ' A-03 ', 'B-01'])).toEqual(['A-02', 'A-03']);
    expect(findExistingSpotNumbers(['A-01'], [])).toEqual([]);
  });

  it('accepts a batch without clashes and refuses the whole batch otherwise', () => {
    expect(checkSpotNumbersFree(['A-01', 'A-02'], ['A-1'])).toEqual({ ok: true, numbers: ['A-01', 'A-02'] });
    const refused = checkSpotNumbersFree(['A-01', 'A-02'], new Set(['A-02']));
    expect(refused).toMatchObject({
      ok: false,
      error: { key: 'spotsExist', message: 'These spot numbers already exist: A-02.' },
    });
  });

  it('lists at most ten clashing numbers', () => {
    const expanded = expandSpotTemplate({ template: 'A-XX', from: 1, to: 30 });
    const numbers = expanded.ok ? expanded.numbers : [];
    const refused = checkSpotNumbersFree(numbers, numbers);
    expect(refused.ok ? '' : refused.error.message).toBe(
      `These spot numbers already exist: ${numbers.slice(0, 10).join(', ')}, ….`,
    );
  });
});
