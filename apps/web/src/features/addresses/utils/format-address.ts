// How an address reads on a card: "Marszałkowska 10, 00-950 Warszawa" (Polish order: street and number, then
// postcode and city), the country only when it is not Poland.

export interface AddressLike {
  country: string;
  region?: string | null;
  city: string;
  street?: string | null;
  number?: string | null;
  postcode?: string | null;
}

/** The first line (street and number, or the city alone in a village without streets) and the second. */
export function addressLines(address: AddressLike, countryName?: (code: string) => string): [string, string] {
  const street = [address.street, address.number].filter(Boolean).join(' ');
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  const country =
    address.country && address.country !== 'PL' ? (countryName?.(address.country) ?? address.country) : '';
  const second = [street ? place : '', address.region ?? '', country].filter(Boolean).join(', ');
  return street ? [street, second] : [place, [address.region ?? '', country].filter(Boolean).join(', ')];
}

/** The address on one line. */
export function formatAddress(address: AddressLike, countryName?: (code: string) => string): string {
  return addressLines(address, countryName).filter(Boolean).join(', ');
}

/** A country's name in the UI language (PL → Poland / Polska); the code itself when the browser does not know it. */
export function countryNameIn(language: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** Coordinates as people read them: five decimals (about a metre). */
export const formatCoordinate = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(5) : '';
