import { MONEY_TIME_ZONE, warsawDay } from '@parkshare/shared/payments/calendar';
import type { Product } from '@parkshare/shared/payments/status';
import type { BuyerSnapshot } from '../../db/schema/orders';
import type { ReservationLabel } from '../reservations/reservation-labels';

// The words an invoice is issued with: line names (bilingual, as the PDF prints them and FA(3) carries them),
// Warsaw dates, the buyer's name and address lines. Fixed into the invoice when it is issued.

export const PRODUCT_NAMES: Record<Product, string> = {
  top_up: 'Doładowanie salda / Balance top-up',
  reservation: 'Rezerwacja miejsca parkingowego / Parking spot reservation',
  reservation_extension: 'Przedłużenie rezerwacji / Reservation extension',
};

/** The unit of a service line ("usługa"). */
export const SERVICE_UNIT = 'usł.';

/** The Warsaw calendar day as YYYY-MM-DD. */
export function warsawDate(at: Date): string {
  const { month, day } = warsawDay(at);
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** "2026-11" → { from: "2026-11-01", to: "2026-11-30" }. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year = 0, mm = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const stamp = new Intl.DateTimeFormat('pl-PL', {
  timeZone: MONEY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const clock = new Intl.DateTimeFormat('pl-PL', { timeZone: MONEY_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** "Rezerwacja … — Marszałkowska 10, Warszawa, miejsce / spot 12, 28.11.2026, 10:00–12:00". */
export function lineName(product: Product, label: ReservationLabel | undefined): string {
  const name = PRODUCT_NAMES[product];
  if (!label) return name;
  const sameDay = warsawDate(label.startAt) === warsawDate(label.endAt);
  const end = sameDay ? clock.format(label.endAt) : stamp.format(label.endAt);
  return `${name} — ${label.place}, miejsce / spot ${label.spotNumber}, ${stamp.format(label.startAt)}–${end}`;
}

/** The buyer's name as an invoice names it: the company, else the person. */
export const buyerName = (buyer: BuyerSnapshot): string =>
  buyer.companyName?.trim() || buyer.fullName?.trim() || buyer.invoiceEmail;

/** The buyer's street line ("Villages without streets are addressed <place> <number>") and postcode line. */
export function buyerAddress(buyer: BuyerSnapshot): [string, string] {
  const number = `${buyer.buildingNumber}${buyer.localNumber ? `/${buyer.localNumber}` : ''}`;
  const street = buyer.street?.trim() ? `${buyer.street.trim()} ${number}` : `${buyer.city} ${number}`;
  return [street, `${buyer.postcode} ${buyer.city}`];
}
