import type { InvoiceLineRow } from '../../db/schema/documents';
import type { InvoiceWithLines } from '../invoices/invoices.read';
import { buyerLines, formatAmount, formatDate, formatDay, formatVatRate, METHOD_NAMES } from './format';
import type { PrintedDocument, PrintedKsef, PrintedLine } from './printed';
import { commissionFacts, commissionSummary, COMMISSION_NOTE } from './printed-commission';
import { footerLine, sellerLines, VOUCHER_NOTE } from './printed-parts';

// An issued invoice — sale, monthly or correction — as printed: everything comes from the invoice's fixed row and
// lines (seller and buyer snapshots included), plus the order numbers its lines were paid under (never changed).

export interface InvoicePrintData extends InvoiceWithLines {
  /** Order numbers by order id, for the lines. */
  orderNumbers: Map<string, string>;
  ksef?: PrintedKsef;
}

const TITLES = {
  sale: ['Faktura VAT', 'VAT invoice'],
  monthly: ['Faktura VAT zbiorcza', 'Monthly VAT invoice'],
  correction: ['Faktura korygująca', 'Correction invoice'],
  commission: ['Faktura VAT', 'VAT invoice'],
} as const;

const joined = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => !!v))].join(', ');

export function printedInvoice(data: InvoicePrintData): PrintedDocument {
  const { invoice, lines, correctedInvoices, orderNumbers } = data;
  const money = (grosze: number) => formatAmount(grosze, invoice.currency);
  const [titlePl, titleEn] = TITLES[invoice.kind];
  const rates = new Set(lines.map((line) => line.vatRate));
  const printLine = (line: InvoiceLineRow): PrintedLine => {
    const order = line.orderId ? orderNumbers.get(line.orderId) : undefined;
    const when = invoice.kind === 'monthly' && line.paidAt ? `${formatDay(line.paidAt)} · ${order ?? ''}\n` : '';
    return {
      name: `${when}${line.name}`,
      quantity: String(line.quantity),
      unitGross: line.unitGross === null ? '' : money(line.unitGross),
      net: money(line.net),
      rate: formatVatRate(line.vatRate),
      vat: money(line.vat),
      gross: money(line.gross),
    };
  };
  const heading = (name: string): PrintedLine => ({
    name,
    quantity: '',
    unitGross: '',
    net: '',
    rate: '',
    vat: '',
    gross: '',
    heading: true,
  });
  const isCorrection = invoice.kind === 'correction';
  const printed = isCorrection
    ? [
        heading('Przed korektą / Before correction'),
        ...lines.filter((line) => line.state === 'before').map(printLine),
        heading('Po korekcie / After correction'),
        ...lines.filter((line) => line.state === 'after').map(printLine),
      ]
    : lines.map(printLine);
  const dates: [string, string][] = [['Data wystawienia / Issue date', formatDay(invoice.issuedAt)]];
  if (invoice.saleDate) dates.push(['Data sprzedaży / Date of sale', formatDate(invoice.saleDate)]);
  if (invoice.periodFrom && invoice.periodTo) {
    dates.push(['Okres / Period', `${formatDate(invoice.periodFrom)} – ${formatDate(invoice.periodTo)}`]);
  }
  dates.push(['Miejsce wystawienia / Place of issue', invoice.seller.placeOfIssue]);
  const paid = lines.filter((line) => line.paidAt);
  const lastPaid = paid
    .map((line) => line.paidAt as Date)
    .sort((a, b) => a.getTime() - b.getTime())
    .pop();
  const ofCommission = invoice.kind === 'commission' || correctedInvoices.some((c) => c.kind === 'commission');
  const orders = joined(lines.map((line) => (line.orderId ? orderNumbers.get(line.orderId) : null)));
  const facts: [string, string][] = ofCommission
    ? commissionFacts(invoice.kind === 'commission', lines.length, lastPaid)
    : isCorrection
      ? [
          [
            correctedInvoices.length > 1
              ? 'Faktury korygowane / Corrected invoices'
              : 'Faktura korygowana / Corrected invoice',
            correctedInvoices.map((corrected) => `${corrected.number} (${formatDay(corrected.issuedAt)})`).join(', '),
          ],
          ['Przyczyna korekty / Reason', invoice.correctionReason ?? ''],
          ['Zamówienie / Order', orders],
        ]
      : [
          [
            'Sposób zapłaty / Payment method',
            joined(paid.map((line) => (line.method ? METHOD_NAMES[line.method] : null))),
          ],
          ['Status', 'Zapłacono / Paid'],
          ['Data zapłaty / Payment date', lastPaid ? formatDay(lastPaid) : ''],
          ...(invoice.kind === 'monthly'
            ? ([['Liczba zakupów / Purchases', String(lines.length)]] as [string, string][])
            : ([
                [
                  'Zamówienie / Order',
                  joined(lines.map((line) => (line.orderId ? orderNumbers.get(line.orderId) : null))),
                ],
                ['Identyfikator płatności / Payment ID', joined(lines.map((line) => line.paymentId))],
              ] as [string, string][])),
        ];
  const summary = ofCommission
    ? commissionSummary(isCorrection, money(invoice.grossTotal))
    : isCorrection
      ? [
          `Kwota korekty / Correction amount: ${money(invoice.grossTotal)}`,
          `${invoice.grossTotal <= 0 ? 'Do zwrotu / To be refunded' : 'Do zapłaty / To pay'}: ${money(Math.abs(invoice.grossTotal))}`,
        ]
      : [
          `Razem do zapłaty / Total: ${money(invoice.grossTotal)}`,
          `Zapłacono / Paid: ${money(invoice.grossTotal)}`,
          `Pozostało do zapłaty / Amount due: ${money(0)}`,
        ];
  if (isCorrection && ofCommission) {
    facts.unshift(
      [
        correctedInvoices.length > 1
          ? 'Faktury korygowane / Corrected invoices'
          : 'Faktura korygowana / Corrected invoice',
        correctedInvoices.map((corrected) => `${corrected.number} (${formatDay(corrected.issuedAt)})`).join(', '),
      ],
      ['Przyczyna korekty / Reason', invoice.correctionReason ?? ''],
    );
  }
  return {
    titlePl,
    titleEn,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    dates,
    sellerLines: sellerLines(invoice.seller),
    buyerLines: buyerLines(invoice.buyer),
    lines: printed,
    totals: {
      name: isCorrection ? 'Zmiana / Change' : 'Razem / Total',
      quantity: '',
      unitGross: '',
      net: money(invoice.netTotal),
      rate: rates.size === 1 ? formatVatRate(lines[0]?.vatRate ?? null) : '',
      vat: money(invoice.vatTotal),
      gross: money(invoice.grossTotal),
    },
    summary,
    facts,
    notes: rates.has(null) ? [VOUCHER_NOTE] : ofCommission ? [COMMISSION_NOTE] : [],
    footer: footerLine(invoice.seller),
    ...(data.ksef ? { ksef: data.ksef } : {}),
  };
}
