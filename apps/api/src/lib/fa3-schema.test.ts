import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateFa3 } from './fa3-schema';

// The ministry's sample invoice (shared/reference/ksef/sample-fa3-invoice.xml, kept as a fixture) validates; the
// same invoice broken in the ways a generator could break it does not, with libxml2's message naming the element.

const sample = readFileSync(new URL('../test/fixtures/sample-fa3-invoice.xml', import.meta.url), 'utf8');

describe('validateFa3', () => {
  it('accepts the sample FA(3) invoice', () => {
    expect(validateFa3(sample)).toEqual({ valid: true, errors: [] });
  });

  it.each([
    ['an amount that is not a number', sample.replace('<P_15>', '<P_15>x'), /P_15/],
    ['a NIP of nine digits', sample.replace(/<NIP>(\d{10})<\/NIP>/, '<NIP>123456789</NIP>'), /NIP/],
    ['a missing buyer', sample.replace(/<Podmiot2>[\s\S]*<\/Podmiot2>/, ''), /Podmiot2|Fa/],
    ['another namespace', sample.replaceAll('http://crd.gov.pl/wzor/2025/06/25/13775/', 'urn:other'), /Faktura/],
    ['malformed XML', sample.slice(0, 200), /./],
    ['no XML at all', '', /./],
  ])('refuses %s', (_name, xml, message) => {
    const result = validateFa3(xml);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(message);
  });
});
