import type { PaymentMethod } from '@parkshare/shared/payments/status';
import { amount, dateTime, el, nipOf, token, wrap } from './fa3-text';

// FA(3) e-invoice XML (the Ministry of Finance's schema, version 1-0E, for KSeF) from an invoice's fixed data.
// Pure: the same input always gives the same text, so the XML stored at issue is exactly what KSeF receives.
// Field meanings are the schema's (shared/reference/ksef/schemat_FA(3)_v1-0E.xsd); decision 083 says why each
// flag has the value it has. Only the parts Parkshare's invoices need are written.

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

export interface Fa3Party {
  /** NIP; the buyer's may be written with dashes or "PL" (nipOf). */
  vatId: string;
  name: string;
  addressLine1: string;
  addressLine2: string;
  countryCode: string;
  email?: string | null;
}

export interface Fa3Line {
  name: string;
  quantity: number;
  unit: string;
  /** Gross per unit (P_9B), grosze; null leaves it out. */
  unitGross: number | null;
  net: number;
  vat: number;
  gross: number;
  /** Percent; a line outside VAT cannot be written (there is no voucher code in FA(3)). */
  vatRate: number | null;
  /** A correction's line as it stood before (StanPrzed). */
  before?: boolean;
  /**
   * P_6A, the line's own date (YYYY-MM-DD) when the invoice's lines have different dates: a monthly invoice's
   * purchases, and the correction of one of them. Invoices of one date leave it out and have P_6.
   */
  serviceDate?: string | null;
}

export interface Fa3Payment {
  /** Gross grosze and the Warsaw day it was paid (YYYY-MM-DD). */
  amount: number;
  paidOn: string;
  method: PaymentMethod;
}

export interface Fa3CorrectedInvoice {
  number: string;
  issueDate: string;
  /** The corrected invoice's KSeF number, or null when it was never in KSeF (NrKSeFN). */
  ksefNumber: string | null;
}

export interface Fa3Invoice {
  /** DataWytworzeniaFa: when this XML was made. */
  createdAt: Date;
  number: string;
  issueDate: string;
  placeOfIssue: string;
  currency: string;
  /** P_6 (one sale date) or OkresFa (a period); corrections may have neither. */
  saleDate?: string | null;
  period?: { from: string; to: string } | null;
  seller: Fa3Party;
  buyer: Fa3Party;
  lines: readonly Fa3Line[];
  /** Payments received for a basic invoice; corrections leave them out. */
  payments?: readonly Fa3Payment[];
  /**
   * Paid otherwise than by a payment of the buyer's (a commission deducted from what Parkshare pays the owner,
   * decision 086): written as Zaplacono with PlatnoscInna and its description when there are no payments.
   */
  settlement?: { paidOn: string; description: string } | null;
  correction?: { reason: string; corrected: readonly Fa3CorrectedInvoice[] } | null;
}

// FormaPlatnosci: BLIK is a mobile payment (7, the reference README's note); an online transfer a transfer (6);
// the Parkshare balance is a multi-purpose voucher (decision 083), so paying from it is paying with a voucher (3).
type PaymentForm = 3 | 6 | 7;
const PAYMENT_FORMS: Record<PaymentMethod, PaymentForm> = { blik: 7, blik_alias: 7, online: 6, wallet: 3 };
const FORM_WORDS: Record<PaymentForm, string> = { 7: 'BLIK', 6: 'przelew online', 3: 'saldo Parkshare (bon)' };

/** ZaplataCzesciowa's maxOccurs. A month has at most 31 days × 3 forms = 93 parts. */
const MAX_PARTS = 100;

// P_13_x / P_14_x: 1 the standard rate (23 or 22), 2 the first reduced (8 or 7), 3 the second reduced (5).
const RATE_GROUPS: Record<number, 1 | 2 | 3> = { 23: 1, 22: 1, 8: 2, 7: 2, 5: 3 };

function groupOf(rate: number | null): 1 | 2 | 3 {
  const group = rate === null ? undefined : RATE_GROUPS[rate];
  if (!group) throw new RangeError(`FA(3) lines of rate ${String(rate)} are not supported`);
  return group;
}

const header = (createdAt: Date) =>
  wrap(
    'Naglowek',
    '<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>',
    el('WariantFormularza', 3),
    el('DataWytworzeniaFa', dateTime(createdAt)),
    el('SystemInfo', 'Parkshare'),
  );

function party(name: 'Podmiot1' | 'Podmiot2', party: Fa3Party): string {
  const nip = nipOf(party.vatId);
  if (!nip) throw new RangeError(`${name} has no valid NIP`);
  const address = wrap(
    'Adres',
    el('KodKraju', party.countryCode),
    el('AdresL1', token(party.addressLine1, 512)),
    el('AdresL2', token(party.addressLine2, 512)),
  );
  const email = party.email?.trim() ? wrap('DaneKontaktowe', el('Email', token(party.email, 255))) : '';
  // Podmiot2: not a unit of a local government (JST 2), not a VAT group member (GV 2).
  const flags = name === 'Podmiot2' ? el('JST', 2) + el('GV', 2) : '';
  return wrap(
    name,
    wrap('DaneIdentyfikacyjne', el('NIP', nip), el('Nazwa', token(party.name, 512))),
    address,
    email,
    flags,
  );
}

/** Σ after − before per rate group: a correction's change, or an invoice's totals. */
function totals(lines: readonly Fa3Line[]): { groups: Map<number, { net: number; vat: number }>; gross: number } {
  const groups = new Map<number, { net: number; vat: number }>();
  let gross = 0;
  for (const line of lines) {
    const sign = line.before ? -1 : 1;
    const group = groupOf(line.vatRate);
    const sum = groups.get(group) ?? { net: 0, vat: 0 };
    groups.set(group, { net: sum.net + sign * line.net, vat: sum.vat + sign * line.vat });
    gross += sign * line.gross;
  }
  return { groups, gross };
}

const ANNOTATIONS = wrap(
  'Adnotacje',
  el('P_16', 2), // no cash accounting
  el('P_17', 2), // not self-billed
  el('P_18', 2), // no reverse charge
  el('P_18A', 2), // no mandatory split payment (parking is not in annex 15)
  wrap('Zwolnienie', el('P_19N', 1)), // nothing exempt
  wrap('NoweSrodkiTransportu', el('P_22N', 1)),
  el('P_23', 2), // no simplified triangular procedure
  wrap('PMarzy', el('P_PMarzyN', 1)), // no margin scheme
);

function correctionPart(correction: NonNullable<Fa3Invoice['correction']>): string {
  const corrected = correction.corrected.map((invoice) =>
    wrap(
      'DaneFaKorygowanej',
      el('DataWystFaKorygowanej', invoice.issueDate),
      el('NrFaKorygowanej', token(invoice.number)),
      invoice.ksefNumber ? el('NrKSeF', 1) + el('NrKSeFFaKorygowanej', invoice.ksefNumber) : el('NrKSeFN', 1),
    ),
  );
  // TypKorekty 2: a price reduction (a refund) counts in the period of the correction invoice (art. 29a ust. 13).
  return el('PrzyczynaKorekty', token(correction.reason)) + el('TypKorekty', 2) + corrected.join('');
}

function linePart(line: Fa3Line, index: number): string {
  return wrap(
    'FaWiersz',
    el('NrWierszaFa', index + 1),
    el('P_6A', line.serviceDate ?? null),
    el('P_7', token(line.name, 512)),
    el('P_8A', token(line.unit)),
    el('P_8B', line.quantity),
    line.unitGross === null ? '' : el('P_9B', amount(line.unitGross)),
    el('P_11', amount(line.net)),
    el('P_11A', amount(line.gross)),
    el('P_12', String(line.vatRate)),
    line.before ? el('StanPrzed', 1) : '',
  );
}

interface PaymentPart {
  paidOn: string;
  form: PaymentForm;
  amount: number;
}

/** Payments of the same day and FormaPlatnosci summed into one part, by day and form. */
function partsOf(payments: readonly Fa3Payment[]): PaymentPart[] {
  const parts = new Map<string, PaymentPart>();
  for (const payment of payments) {
    const form = PAYMENT_FORMS[payment.method];
    const key = `${payment.paidOn}:${form}`;
    const part = parts.get(key) ?? { paidOn: payment.paidOn, form, amount: 0 };
    part.amount += payment.amount;
    parts.set(key, part);
  }
  return [...parts.values()].sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.form - b.form);
}

function paymentPart(payments: readonly Fa3Payment[], settlement: Fa3Invoice['settlement'], gross: number): string {
  if (payments.length === 0 && settlement) {
    return wrap(
      'Platnosc',
      el('Zaplacono', 1),
      el('DataZaplaty', settlement.paidOn),
      el('PlatnoscInna', 1) + el('OpisPlatnosci', token(settlement.description)),
    );
  }
  if (payments.length === 0) return '';
  // A purchase refunded in full before its monthly invoice stays a line of 0 zł; it is no part of the payment.
  const parts = partsOf(payments).filter((part) => part.amount !== 0);
  if (parts.length >= 2 && parts.length <= MAX_PARTS) {
    const paid = parts.reduce((sum, part) => sum + part.amount, 0);
    return wrap(
      'Platnosc',
      // 2: paid in full in two or more parts, the last one final; 1 (paid in part) only if they fall short of P_15.
      el('ZnacznikZaplatyCzesciowej', paid === gross ? 2 : 1),
      ...parts.map((part) =>
        wrap(
          'ZaplataCzesciowa',
          el('KwotaZaplatyCzesciowej', amount(part.amount)),
          el('DataZaplatyCzesciowej', part.paidOn),
          el('FormaPlatnosci', part.form),
        ),
      ),
    );
  }
  // Paid at once (one day and form); or, past 100 parts (an invoice longer than a month), on the last day.
  const paid = parts.length > 0 ? parts : partsOf(payments);
  const lastDay = paid.map((part) => part.paidOn).sort()[paid.length - 1] ?? '';
  const forms = [...new Set(paid.map((part) => part.form))];
  const form =
    forms.length === 1
      ? el('FormaPlatnosci', forms[0])
      : el('PlatnoscInna', 1) + el('OpisPlatnosci', token(forms.map((f) => FORM_WORDS[f]).join(', ')));
  return wrap('Platnosc', el('Zaplacono', 1), el('DataZaplaty', lastDay), form);
}

/** The invoice as FA(3) XML text (UTF-8, no BOM). Throws RangeError for data FA(3) cannot carry. */
export function fa3Xml(invoice: Fa3Invoice): string {
  if (invoice.lines.length === 0) throw new RangeError('an invoice needs at least one line');
  const { groups, gross } = totals(invoice.lines);
  const sums = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, sum]) => el(`P_13_${group}`, amount(sum.net)) + el(`P_14_${group}`, amount(sum.vat)))
    .join('');
  const dates = invoice.period
    ? wrap('OkresFa', el('P_6_Od', invoice.period.from), el('P_6_Do', invoice.period.to))
    : el('P_6', invoice.saleDate ?? null);
  const fa = wrap(
    'Fa',
    el('KodWaluty', invoice.currency),
    el('P_1', invoice.issueDate),
    el('P_1M', token(invoice.placeOfIssue)),
    el('P_2', token(invoice.number)),
    dates,
    sums,
    el('P_15', amount(gross)),
    ANNOTATIONS,
    el('RodzajFaktury', invoice.correction ? 'KOR' : 'VAT'),
    invoice.correction ? correctionPart(invoice.correction) : '',
    invoice.lines.map(linePart).join(''),
    invoice.correction ? '' : paymentPart(invoice.payments ?? [], invoice.settlement, gross),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Faktura xmlns="${FA3_NAMESPACE}">` +
    header(invoice.createdAt) +
    party('Podmiot1', invoice.seller) +
    party('Podmiot2', invoice.buyer) +
    fa +
    '</Faktura>\n'
  );
}
