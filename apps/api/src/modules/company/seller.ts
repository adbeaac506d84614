import type { SellerSnapshot } from '../../db/schema/documents';

// The company that runs Parkshare and takes the payments (decision 044): the seller on every invoice and the
// ordering party of payout transfer files. Kept here, in one constant, and nowhere else. When the company's
// registered data change (a new address in the KRS, another NIP), change them here: an invoice copies them when it
// is issued (invoices.seller, decision 083), so invoices already issued keep the data of their day, and receipts
// and the next invoices show the new ones.

export type Seller = SellerSnapshot;

export const SELLER: Seller = {
  name: 'Parkshare sp. z o.o.',
  street: 'ul. Prosta 20',
  postcode: '00-850',
  city: 'Warszawa',
  countryCode: 'PL',
  vatId: '5252974307',
  placeOfIssue: 'Warszawa',
  email: 'faktury@parkshare.pl',
  website: 'parkshare.pl',
};
