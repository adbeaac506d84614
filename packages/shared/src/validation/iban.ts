// Polish bank account numbers (IBAN, ISO 13616). Pure functions, no zod: the API reuses them on stored data.

// "PL61 1090 1014 0000 0712 1981 2874" with generous whitespace is ~40 characters; anything far longer is junk.
const MAX_INPUT_LENGTH = 64;
// Banks print numbers with spaces, and copying from a PDF or web page often brings non-breaking spaces.
const WHITESPACE = /[\s\u00a0\u2007\u202f]/g;
const COMPACT = /^PL[0-9]{26}$/;

/**
 * The compact form "PL61109010140000071219812874" of a Polish IBAN; 26 digits without "PL" are taken as
 * Polish (the domestic NRB spelling). Null when the country is not PL or the mod-97 check fails.
 */
export function normalizeIban(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_INPUT_LENGTH) return null;
  const compact = value.replace(WHITESPACE, '').toUpperCase();
  const withCountry = /^[0-9]{26}$/.test(compact) ? `PL${compact}` : compact;
  if (!COMPACT.test(withCountry)) return null;
  return hasValidCheckDigits(withCountry) ? withCountry : null;
}

export function isValidIban(value: unknown): boolean {
  return normalizeIban(value) !== null;
}

/** Groups of four for display: "PL61 1090 1014 0000 0712 1981 2874". Invalid input is returned unchanged. */
export function formatIban(value: string): string {
  const compact = normalizeIban(value);
  return compact === null ? value : compact.replace(/(.{4})(?=.)/g, '$1 ');
}

function hasValidCheckDigits(iban: string): boolean {
  // ISO 13616: move the country and check digits to the end, letters become 10..35, the number mod 97 is 1.
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  // Digit by digit keeps every step far below 2^53, so plain numbers suffice (no BigInt in old browsers).
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
