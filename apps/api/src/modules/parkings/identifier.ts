import { randomInt } from 'node:crypto';

// Public parking identifiers (SPEC §2, ^[A-Z]{3}-[A-Z0-9]{4,6}$), e.g. WAR-7K2PQ: three letters of the city,
// so that a sign says roughly where it is, then five characters a person can read out and type back. The
// alphabet has no 0/O or 1/I, which look alike on a printed sign. 32^5 ≈ 33.5 million suffixes per city.

export const IDENTIFIER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const IDENTIFIER_SUFFIX_LENGTH = 5;

// Letters that Unicode does not decompose into a base letter and a mark.
const SPECIAL_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'L',
  Ø: 'O',
  ø: 'O',
  ß: 'S',
  Đ: 'D',
  đ: 'D',
  Æ: 'A',
  æ: 'A',
};

/** The first three letters of a city in ASCII capitals (Łódź → LOD, Kraków → KRA), padded with X if shorter. */
export function identifierPrefix(city: string): string {
  const ascii = [...city]
    .map((char) => SPECIAL_LETTERS[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return ascii.slice(0, 3).padEnd(3, 'X');
}

/** A random suffix from the unambiguous alphabet (crypto randomness, uniform). */
export function identifierSuffix(random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < IDENTIFIER_SUFFIX_LENGTH; i += 1) {
    suffix += IDENTIFIER_ALPHABET[random(IDENTIFIER_ALPHABET.length)];
  }
  return suffix;
}

/** A fresh identifier for a parking in `city`; the unique index decides whether it is free (callers retry). */
export function generateIdentifier(city: string, random?: (max: number) => number): string {
  return `${identifierPrefix(city)}-${identifierSuffix(random)}`;
}
