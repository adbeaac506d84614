import type { InvoiceLineRow, InvoiceRow } from '../../db/schema/documents';
import type { Fa3CorrectedInvoice, Fa3Invoice } from './fa3-xml';
import { nipOf } from './fa3-text';
import { buyerAddress, buyerName, warsawDate } from './invoice-text';

// An issued invoice's fixed data as the FA(3) writer takes it. Nothing here is read from anywhere else: the XML of
// an invoice depends on its row, its lines and (for a correction) the corrected invoice's number, date and KSeF
// number and the dates of the monthly lines it restates, so it can be made at issue or later by the fill-xml job and
// come out the same.

type InvoiceFacts = Pick<
  InvoiceRow,
  | 'kind'
  | 'number'
  | 'issuedAt'
  | 'currency'
  | 'saleDate'
  | 'periodFrom'
  | 'periodTo'
  | 'seller'
  | 'buyer'
  | 'correctionReason'
>;
type LineFacts = Pick<
  InvoiceLineRow,
  | 'name'
  | 'quantity'
  | 'unit'
  | 'unitGross'
  | 'net'
  | 'vat'
  | 'gross'
  | 'vatRate'
  | 'state'
  | 'paidAt'
  | 'method'
  | 'correctsLineId'
>;

/** Whether an invoice goes to KSeF as FA(3): its buyer has a NIP and every line has a VAT rate. */
export const needsFa3 = (invoice: Pick<InvoiceRow, 'buyer'>, lines: readonly Pick<LineFacts, 'vatRate'>[]): boolean =>
  nipOf(invoice.buyer.vatId) !== null && lines.every((line) => line.vatRate !== null);

/**
 * How a commission invoice is settled (decision 086): Parkshare kept its commission out of the stays' prices it
 * collected for the owner, so the invoice is paid by that deduction (a set-off, "kompensata"), on the day the last
 * commission of the invoice was kept.
 */
export const COMMISSION_SETTLEMENT = 'Potrącenie z opłat za postój pobranych na rzecz nabywcy (kompensata)';

function settlementOf(invoice: InvoiceFacts, lines: readonly LineFacts[]): Fa3Invoice['settlement'] {
  if (invoice.kind !== 'commission') return null;
  const last = lines
    .map((line) => line.paidAt)
    .filter((paidAt): paidAt is Date => paidAt !== null)
    .sort((a, b) => a.getTime() - b.getTime())
    .pop();
  return last ? { paidOn: warsawDate(last), description: COMMISSION_SETTLEMENT } : null;
}

export function fa3Input(
  invoice: InvoiceFacts,
  lines: readonly LineFacts[],
  options: {
    createdAt: Date;
    corrected?: readonly Fa3CorrectedInvoice[];
    /** A correction's P_6A: the Warsaw dates of the monthly invoice lines it restates, by line id. */
    restatedDates?: ReadonlyMap<string, string>;
  },
): Fa3Invoice {
  const { seller, buyer } = invoice;
  const [buyerLine1, buyerLine2] = buyerAddress(buyer);
  const isCorrection = invoice.kind === 'correction';
  // P_6A: a monthly invoice's purchases were paid on different days, each line dated by its payment (the day the
  // purchase was made, which is also the month it is invoiced in); its correction's lines by the line they restate.
  const serviceDate = (line: LineFacts): string | null =>
    invoice.kind === 'monthly' && line.paidAt
      ? warsawDate(line.paidAt)
      : (options.restatedDates?.get(line.correctsLineId ?? '') ?? null);
  return {
    createdAt: options.createdAt,
    number: invoice.number,
    issueDate: warsawDate(invoice.issuedAt),
    placeOfIssue: seller.placeOfIssue,
    currency: invoice.currency,
    saleDate: invoice.saleDate,
    period: invoice.periodFrom && invoice.periodTo ? { from: invoice.periodFrom, to: invoice.periodTo } : null,
    seller: {
      vatId: seller.vatId,
      name: seller.name,
      addressLine1: seller.street,
      addressLine2: `${seller.postcode} ${seller.city}`,
      countryCode: seller.countryCode,
      email: seller.email,
    },
    buyer: {
      vatId: buyer.vatId ?? '',
      name: buyerName(buyer),
      addressLine1: buyerLine1,
      addressLine2: buyerLine2,
      countryCode: 'PL',
      email: buyer.invoiceEmail,
    },
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      unitGross: line.unitGross,
      net: line.net,
      vat: line.vat,
      gross: line.gross,
      vatRate: line.vatRate,
      before: line.state === 'before',
      serviceDate: serviceDate(line),
    })),
    payments: isCorrection
      ? []
      : lines.flatMap((line) =>
          line.paidAt && line.method
            ? [{ amount: line.gross, paidOn: warsawDate(line.paidAt), method: line.method }]
            : [],
        ),
    settlement: settlementOf(invoice, lines),
    correction: isCorrection
      ? { reason: invoice.correctionReason ?? 'Korekta', corrected: options.corrected ?? [] }
      : null,
  };
}
