import { describe, expect, it } from 'vitest';
import { csvAmount, csvText } from './statement-csv';

// The CSV's cells (decision 086): amounts as Polish Excel reads numbers, text that a spreadsheet never runs as a
// formula and never splits.

describe('statement CSV cells', () => {
  it('writes amounts with a decimal comma and no grouping', () => {
    expect([123_450, 5, -5, 0, -1_234_567, null].map(csvAmount)).toEqual([
      '1234,50',
      '0,05',
      '-0,05',
      '0,00',
      '-12345,67',
      '',
    ]);
  });

  it('defuses formulas and quotes separators, quotes and line breaks', () => {
    expect(csvText('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csvText('+48 123')).toBe("'+48 123");
    expect(csvText('-A1')).toBe("'-A1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('Postój / Stay · miejsce / spot A-01')).toBe('Postój / Stay · miejsce / spot A-01');
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('two\r\nlines')).toBe('"two\r\nlines"');
  });
});
