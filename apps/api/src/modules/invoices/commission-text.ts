import { PLATFORM_COMMISSION_PERCENT } from '@parkshare/shared/payments/commission';
import type { BillingAccountRow } from '../../db/schema/billing';
import type { BuyerSnapshot } from '../../db/schema/orders';
import type { ParkingLabel } from './commission-entries';

// The words of Parkshare's commission invoices (decision 086), bilingual as every invoice's lines are, and their
// keys: one invoice per billing account and Warsaw month, one collective correction per billing account and month.

export const commissionKey = (billingAccountId: string, month: string): string =>
  `commission:${billingAccountId}:${month}`;

export const commissionCorrectionKey = (billingAccountId: string, month: string): string =>
  `commission-correction:${billingAccountId}:${month}`;

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

/** "2026-11" → ["listopad 2026", "November 2026"]. */
export function monthWords(month: string): [string, string] {
  const [year = '', mm = '1'] = month.split('-');
  const index = Number(mm) - 1;
  return [`${MONTHS_PL[index] ?? mm} ${year}`, `${MONTHS_EN[index] ?? mm} ${year}`];
}

/** "WAR-7K2PQ, Marszałkowska 10, Warszawa" (the identifier alone without an address). */
export function parkingPlace(label: ParkingLabel | undefined, fallback: string): string {
  if (!label) return fallback;
  const street = [label.street, label.number].filter(Boolean).join(' ');
  return [label.identifier, street, label.city].filter(Boolean).join(', ');
}

/** One parking's line: "Prowizja Parkshare 10% od opłat za postój — parking …, listopad 2026 (liczba postojów: 3) / …". */
export function commissionLineName(place: string, month: string, stays: number): string {
  const [pl, en] = monthWords(month);
  return (
    `Prowizja Parkshare ${PLATFORM_COMMISSION_PERCENT}% od opłat za postój — parking ${place}, ${pl} (liczba postojów: ${stays}) / ` +
    `Parkshare ${PLATFORM_COMMISSION_PERCENT}% commission on parking fees, ${en} (stays: ${stays})`
  );
}

/** PrzyczynaKorekty of the month's collective correction. */
export function commissionCorrectionReason(month: string): string {
  const [pl, en] = monthWords(month);
  return (
    `Zwrot prowizji od opłat za postój zwróconych kierowcom na koszt właściciela (${pl}) / ` +
    `Commission returned on parking fees refunded to drivers at the owner's cost (${en})`
  );
}

/** The buyer of a commission invoice: the parking's billing account as it is on the day of issue. */
export function commissionBuyer(account: BillingAccountRow): BuyerSnapshot {
  return {
    fullName: account.fullName,
    companyName: account.companyName,
    vatId: account.vatId,
    street: account.street,
    buildingNumber: account.buildingNumber,
    localNumber: account.localNumber,
    postcode: account.postcode,
    city: account.city,
    invoiceEmail: account.invoiceEmail,
    wantsVatInvoice: true,
    monthlyBilling: false,
  };
}
