import type { SellerSnapshot } from '../../db/schema/documents';
import { formatNip } from './format';

// Pieces every printed document shares: the seller's block and footer line, the notes that explain VAT.

export const sellerLines = (seller: SellerSnapshot): string[] => [
  seller.name,
  seller.street,
  `${seller.postcode} ${seller.city}`,
  seller.countryCode === 'PL' ? 'Polska / Poland' : seller.countryCode,
  `NIP: ${formatNip(seller.vatId)}`,
  seller.email,
];

export const footerLine = (seller: SellerSnapshot): string =>
  `${seller.name} · ${seller.street}, ${seller.postcode} ${seller.city} · NIP ${formatNip(seller.vatId)} · ${seller.website}`;

export const VOUCHER_NOTE =
  'np. — nie podlega VAT: doładowanie salda jest bonem różnego przeznaczenia (art. 8a i 8b ustawy o VAT); VAT nalicza się, a fakturę wystawia się przy zakupie usługi opłaconej z salda. / ' +
  'Outside the scope of VAT: a balance top-up is a multi-purpose voucher; VAT is charged, and the invoice issued, when the balance pays for a service.';

export const NOT_AN_INVOICE_NOTE =
  'Ten dokument potwierdza zapłatę i nie jest fakturą VAT. / This document confirms a payment; it is not a VAT invoice.';
