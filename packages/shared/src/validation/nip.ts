// Polish VAT identification number (NIP). Pure functions, no zod: the API also checks stored data with them.

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
// Longer than any honest spelling ("PL 123-456-32-18" is 16): refuse megabyte inputs before any regex work.
const MAX_INPUT_LENGTH = 32;
// An optional "PL" (the EU VAT prefix), then ASCII digits with spaces or hyphens between them. Only ASCII
// digits: "١٢٣…" (Arabic-Indic) or full-width digits would pass \d-like checks but are not a NIP anyone issued.
const SPELLING = /^(?:PL ?)?[0-9](?:[ -]?[0-9])*$/;

/** The 10 digits of a NIP written as "123-456-32-18", "1234563218" or "PL1234563218"; null when it is not one. */
export function normalizeNip(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_INPUT_LENGTH) return null;
  const trimmed = value.trim().toUpperCase();
  if (!SPELLING.test(trimmed)) return null;
  const digits = trimmed.replace(/^PL/, '').replace(/[ -]/g, '');
  return digits.length === 10 && hasValidChecksum(digits) ? digits : null;
}

export function isValidNip(value: unknown): boolean {
  return normalizeNip(value) !== null;
}

function hasValidChecksum(digits: string): boolean {
  // All zeros satisfies the arithmetic (0 mod 11 = 0) but is a placeholder, never an issued number.
  if (/^0+$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = sum % 11;
  // A remainder of 10 cannot be written as one digit, so the tax office never issues such numbers.
  return check !== 10 && check === Number(digits[9]);
}
