// How a billing account reads on a card and in a select: who it is made out to, and one address line.

export interface HolderParts {
  fullName?: string | null;
  companyName?: string | null;
}

export interface AddressParts {
  street?: string | null;
  buildingNumber: string;
  localNumber?: string | null;
  postcode: string;
  city: string;
}

/** The company when there is one (invoices are made out to it), else the person. */
export function accountHolder({ fullName, companyName }: HolderParts): string {
  return companyName?.trim() || fullName?.trim() || '';
}

/**
 * The Polish way of writing an address on one line: "Marszałkowska 10/5, 00-001 Warszawa". A place without
 * street names ("Wólka 12") puts the building number after the town.
 */
export function formatAddress({ street, buildingNumber, localNumber, postcode, city }: AddressParts): string {
  const number = localNumber ? `${buildingNumber}/${localNumber}` : buildingNumber;
  const place = street ? `${street} ${number}` : `${city} ${number}`;
  return `${place}, ${postcode} ${city}`;
}
