// The seller on every payment document: the company that runs Parkshare and takes the payments (decision 044).
// Printed as is on receipts and VAT invoices, so it is kept here, in one constant, and nowhere else. When the
// company's registered data change (a new address in the KRS, another NIP), change them here: documents are drawn
// from this constant at request time, so every document shows the data valid on the day it is downloaded — the
// buyer, by contrast, is the snapshot taken when the order was placed (orders.buyer).

export interface Seller {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  /** NIP, 10 digits with a valid checksum. */
  vatId: string;
  /** Where the document was issued ("miejsce wystawienia"). */
  placeOfIssue: string;
  email: string;
  website: string;
}

export const SELLER: Seller = {
  name: 'Parkshare sp. z o.o.',
  street: 'ul. Prosta 20',
  postcode: '00-850',
  city: 'Warszawa',
  country: 'Polska / Poland',
  vatId: '5252974307',
  placeOfIssue: 'Warszawa',
  email: 'faktury@parkshare.pl',
  website: 'parkshare.pl',
};
