import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import { SELLER } from '../company/seller';
import { PRODUCT_NAMES } from '../invoices/invoice-text';
import { buyerLines, formatAmount, formatDay, formatMonth, formatVatRate, METHOD_NAMES } from './format';
import type { PrintedDocument } from './printed';
import { footerLine, NOT_AN_INVOICE_NOTE, sellerLines, VOUCHER_NOTE } from './printed-parts';

// A payment confirmation ("Potwierdzenie zapłaty"): not an invoice, so it has no row of its own. It is drawn from the
// order (its buyer snapshot, its line) and the payment, numbered with the order number, with today's seller data.

export interface ReceiptData {
  order: OrderRow;
  payment: PaymentRow;
  /** A monthly-billed purchase: the month whose invoice carries it. */
  monthlyMonth?: string | null;
}

export function printedReceipt({ order, payment, monthlyMonth }: ReceiptData): PrintedDocument {
  const money = (grosze: number) => formatAmount(grosze, order.currency);
  const paidAt = payment.finishedAt ?? payment.updatedAt;
  const notes: string[] = [];
  if (order.vatRate === null) notes.push(VOUCHER_NOTE);
  if (monthlyMonth) {
    notes.push(
      `Zakup zostanie ujęty w fakturze VAT zbiorczej za ${formatMonth(monthlyMonth).split(' / ')[0]}. / ` +
        `This purchase is included in the monthly VAT invoice for ${formatMonth(monthlyMonth).split(' / ')[1]}.`,
    );
  }
  notes.push(NOT_AN_INVOICE_NOTE);
  return {
    titlePl: 'Potwierdzenie zapłaty',
    titleEn: 'Payment receipt',
    number: order.number,
    issuedAt: paidAt,
    dates: [
      ['Data wystawienia / Issue date', formatDay(paidAt)],
      ['Data zapłaty / Payment date', formatDay(paidAt)],
      ['Miejsce wystawienia / Place of issue', SELLER.placeOfIssue],
    ],
    sellerLines: sellerLines(SELLER),
    buyerLines: buyerLines(order.buyer),
    lines: [
      {
        name: PRODUCT_NAMES[order.product],
        quantity: String(order.quantity),
        unitGross: money(order.unitGross),
        net: money(order.netAmount),
        rate: formatVatRate(order.vatRate),
        vat: money(order.vatAmount),
        gross: money(order.grossAmount),
      },
    ],
    totals: {
      name: 'Razem / Total',
      quantity: '',
      unitGross: '',
      net: money(order.netAmount),
      rate: formatVatRate(order.vatRate),
      vat: money(order.vatAmount),
      gross: money(order.grossAmount),
    },
    summary: [
      `Razem do zapłaty / Total: ${money(order.grossAmount)}`,
      `Zapłacono / Paid: ${money(payment.amount)}`,
      `Pozostało do zapłaty / Amount due: ${money(Math.max(0, order.grossAmount - payment.amount))}`,
    ],
    facts: [
      ['Sposób zapłaty / Payment method', METHOD_NAMES[payment.method]],
      ['Status', 'Zapłacono / Paid'],
      ['Data zapłaty / Payment date', formatDay(paidAt)],
      ['Zamówienie / Order', order.number],
      ['Identyfikator płatności / Payment ID', payment.id],
    ],
    notes,
    footer: footerLine(SELLER),
  };
}
