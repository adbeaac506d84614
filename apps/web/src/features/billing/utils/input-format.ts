// Tidies what people type into the billing forms, so the field shows the number the way banks and the post
// office print it. The shared schemas still decide what is valid; these only change spacing.

const WHITESPACE = /[\s\u00a0\u2007\u202f]/g;
const groupsOfFour = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * An account number in the groups people read: "PL61 1090 1014 …" with the country code, "61 1090 1014 …"
 * without it (the domestic NRB spelling: two check digits, then groups of four).
 */
export function groupIban(value: string): string {
  const compact = value.replace(WHITESPACE, '').toUpperCase();
  if (compact === '') {
    return '';
  }
  if (/^[A-Z]/.test(compact)) {
    return groupsOfFour(compact);
  }
  return compact.length <= 2 ? compact : `${compact.slice(0, 2)} ${groupsOfFour(compact.slice(2))}`;
}

/** Five digits typed without the hyphen become NN-NNN; anything else is left for the schema to judge. */
export function formatPostcode(value: string): string {
  const trimmed = value.trim();
  return /^[0-9]{5}$/.test(trimmed) ? `${trimmed.slice(0, 2)}-${trimmed.slice(2)}` : trimmed;
}
