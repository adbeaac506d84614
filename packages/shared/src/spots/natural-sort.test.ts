import { describe, expect, it } from 'vitest';
import { compareSpotNumbers, sortSpotNumbers } from './natural-sort';

const sorted = (values: string[]) => [...values].sort(compareSpotNumbers);

describe('compareSpotNumbers', () => {
  it('puts A-2 before A-10 and numbers by value', () => {
    expect(sorted(['A-10', 'A-2', 'A-1', 'B-1', 'A-100', 'A-20'])).toEqual([
      'A-1',
      'A-2',
      'A-10',
      'A-20',
      'A-100',
      'B-1',
    ]);
    expect(sorted(['10', '9', '1', '100'])).toEqual(['1', '9', '10', '100']);
  });

  it('ignores case', () => {
    expect(sorted(['b-1', 'A-2', 'a-10'])).toEqual(['A-2', 'a-10', 'b-1']);
    expect(compareSpotNumbers('a-1', 'A-1')).toBe(0);
  });

  it('keeps the input order of equal keys (case and leading zeros)', () => {
    expect(sorted(['A-01', 'a-1', 'A-1', 'A-001'])).toEqual(['A-01', 'a-1', 'A-1', 'A-001']);
    expect(sorted(['A-1', 'A-001', 'a-01'])).toEqual(['A-1', 'A-001', 'a-01']);
  });

  it('puts a shorter prefix first', () => {
    expect(sorted(['A-1-2', 'A-1', 'A'])).toEqual(['A', 'A-1', 'A-1-2']);
  });

  it('compares digit runs longer than 2^53 exactly', () => {
    expect(compareSpotNumbers('99999999999999999999', '99999999999999999998')).toBeGreaterThan(0);
    expect(compareSpotNumbers('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
  });

  it('does not depend on the locale and puts Polish letters after z', () => {
    expect(sorted(['Ł-1', 'Z-1', 'L-1'])).toEqual(['L-1', 'Z-1', 'Ł-1']);
  });

  it('treats unicode digits as text, not numbers', () => {
    expect(compareSpotNumbers('A-١٠', 'A-2')).toBeGreaterThan(0);
  });

  it('is a consistent order (antisymmetric, transitive on a sample)', () => {
    const values = ['A-1', 'a-01', 'A-2', 'A-10', 'B', 'b-1', '1', '01', '', ' ', 'A 2', 'A-', 'Ł'];
    for (const a of values) {
      for (const b of values) {
        expect(Math.sign(compareSpotNumbers(a, b))).toBe(-Math.sign(compareSpotNumbers(b, a)) || 0);
      }
    }
    const once = sorted(values);
    expect(sorted(once)).toEqual(once);
  });

  it('handles empty and 10,000-character numbers', () => {
    expect(compareSpotNumbers('', 'A')).toBeLessThan(0);
    expect(compareSpotNumbers('1'.repeat(10_000), '1'.repeat(9_999))).toBeGreaterThan(0);
  });
});

describe('sortSpotNumbers', () => {
  it('sorts objects by their number without changing the input', () => {
    const spots = [{ number: 'A-10' }, { number: 'A-2' }];
    expect(sortSpotNumbers(spots, (spot) => spot.number)).toEqual([{ number: 'A-2' }, { number: 'A-10' }]);
    expect(spots[0]?.number).toBe('A-10');
  });
});
