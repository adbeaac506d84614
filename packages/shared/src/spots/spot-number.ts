// What a spot number may look like, shared by the single-spot form and the numbering template, so that
// every number a template generates is one the single-spot form would accept too.

export const SPOT_NUMBER_MAX_LENGTH = 20;
// Letters (Polish ones included) and ASCII digits, with single hyphens or spaces between them: "A-12",
// "P1 12", "Ł-3". Only ASCII digits, so the natural order and the template see the same numbers. The number
// appears in a public URL (/{identifier}/{spotNumber}) and on a printed sign, hence nothing more exotic.
export const SPOT_NUMBER_PATTERN = /^[\p{L}0-9]+(?:[ -][\p{L}0-9]+)*$/u;

export function isSpotNumber(value: string): boolean {
  return value.length <= SPOT_NUMBER_MAX_LENGTH && SPOT_NUMBER_PATTERN.test(value);
}

/**
 * The form in which two spot numbers are the same spot: "a-01" and "A-01" are one sign and one URL, so a
 * parking cannot hold both. Lower case without a locale, like the natural order.
 */
export function spotNumberKey(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}
