import { MONEY_TIME_ZONE } from '@parkshare/shared/payments/calendar';
import type { PaymentMethod } from '@parkshare/shared/payments/status';
import type { BuyerSnapshot } from '../../db/schema/orders';
import { buyerAddress } from '../invoices/invoice-text';

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
  return [...names, ...buyerAddress(buyer), ...(buyer.vatId ? [`NIP: ${formatNip(buyer.vatId)}`] : [])];
}

const MONTHS_PL = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11" → "listopad 2026 / November 2026". */
export function formatMonth(month: string): string {
  const [year = '', mm = '1'] = month.split('-');
  const index = Number(mm) - 1;
  return `${MONTHS_PL[index] ?? mm} ${year} / ${MONTHS_EN[index] ?? mm} ${year}`;
}

/** "2026-11-30" → "30.11.2026". */
export const formatDate = (date: string): string => date.split('-').reverse().join('.');
