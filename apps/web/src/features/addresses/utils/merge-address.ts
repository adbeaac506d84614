import type { AddressParts } from '../../../lib/geocoder/geocoder';

export const ADDRESS_PART_NAMES = ['country', 'region', 'city', 'street', 'number', 'postcode'] as const;
export type AddressPartName = (typeof ADDRESS_PART_NAMES)[number];

/**
 * Fills the fields from the address found at the pin, except those the user typed by hand: their text wins
 * until they ask for the found address. `kept` lists the hand-typed fields the found address would change.
 */
export function mergeFoundAddress(
  current: AddressParts,
  found: AddressParts,
  typedByHand: ReadonlySet<AddressPartName>,
): { next: AddressParts; kept: AddressPartName[] } {
  const next = { ...current };
  const kept: AddressPartName[] = [];
  for (const name of ADDRESS_PART_NAMES) {
    // An empty country from the geocoder (open sea, bad data) keeps the one we have.
    const value = name === 'country' && !found.country ? current.country : found[name];
    if (typedByHand.has(name)) {
      if (value !== current[name]) kept.push(name);
    } else {
      next[name] = value;
    }
  }
  return { next, kept };
}

/** Polish postcodes as they are typed: digits only, the hyphen after the second digit added by itself. */
export function typedPostcode(value: string, country: string): string {
  if (country.trim().toUpperCase() !== 'PL') return value;
  const digits = value.replace(/\D/g, '').slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
