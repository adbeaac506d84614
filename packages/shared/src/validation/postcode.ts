// Polish postcodes are always two digits, a hyphen and three digits (e.g. 00-950 Warszawa).

// ASCII digits only: unicode digits look alike on screen but no post office or courier API accepts them.
const POSTCODE = /^[0-9]{2}-[0-9]{3}$/;

export function isPostcode(value: unknown): boolean {
  return typeof value === 'string' && POSTCODE.test(value.trim());
}
