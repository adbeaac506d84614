import { MONEY_TIME_ZONE } from '@parkshare/shared/payments/calendar';
import type { PaymentMethod, Product } from '@parkshare/shared/payments/status';
import type { BuyerSnapshot } from '../../db/schema/orders';

// Texts printed on payment documents. A document is bilingual (Polish / English on one page, as Polish invoices
// often are), so each label carries both languages and amounts are written the Polish way.

const NBSP = '\u00a0';

/**
 * Grosze as Polish accounting writes them: 123450 → "1 234,50 zł" (thousands grouped from 1 000 on, with a
 * no-break space so an amount never wraps; Intl's pl-PL leaves four-digit numbers ungrouped).
 */
export function formatAmount(grosze: number, currency = 'PLN'): string {
  const sign = grosze < 0 ? '-' : '';
  const absolute = Math.abs(grosze);
  const whole = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole},${fraction}${NBSP}${currency === 'PLN' ? 'zł' : currency}`;
}

const dayFormatter = new Intl.DateTimeFormat('pl-PL', {
  timeZone: MONEY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The calendar day in Warsaw, DD.MM.YYYY. */
export const formatDay = (at: Date): string => dayFormatter.format(at);

export const PRODUCT_NAMES: Record<Product, string> = {
  top_up: 'Doładowanie salda / Balance top-up',
  reservation: 'Rezerwacja miejsca parkingowego / Parking spot reservation',
  reservation_extension: 'Przedłużenie rezerwacji / Reservation extension',
};

export const METHOD_NAMES: Record<PaymentMethod, string> = {
  blik: 'BLIK',
  blik_alias: 'BLIK bez kodu / BLIK without code',
  online: 'Przelew online / Online bank transfer',
  wallet: 'Saldo Parkshare / Parkshare balance',
};

/** "23%", or "np." (nie podlega — outside the scope of VAT) for a line without a rate. */
export const formatVatRate = (rate: number | null): string => (rate === null ? 'np.' : `${rate}%`);

/** A NIP as the tax office writes it: 525-297-43-07. */
export const formatNip = (nip: string): string =>
  /^\d{10}$/.test(nip) ? `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}` : nip;

/** The buyer's lines: name (company first, the person under it), address, NIP. */
export function buyerLines(buyer: BuyerSnapshot): string[] {
  const names = [buyer.companyName, buyer.fullName]
    .map((name) => name?.trim())
    .filter((name): name is string => !!name);
  const number = `${buyer.buildingNumber}${buyer.localNumber ? `/${buyer.localNumber}` : ''}`;
  // Villages without streets are addressed "<place> <number>".
  const street = buyer.street?.trim() ? `${buyer.street.trim()} ${number}` : `${buyer.city} ${number}`;
  return [
    ...names,
    street,
    `${buyer.postcode} ${buyer.city}`,
    ...(buyer.vatId ? [`NIP: ${formatNip(buyer.vatId)}`] : []),
  ];
}
