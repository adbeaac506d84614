import type { Product } from '@parkshare/shared/payments/status';
import type { BuyerSnapshot } from '../../db/schema/orders';

// Which document a purchase gets (decision 083):
// - a top-up never gets a VAT invoice: the balance is a multi-purpose voucher (VAT act art. 8a/8b), so selling it is
//   not a supply; VAT is due when the balance pays for parking, and that purchase is invoiced. Its document is a
//   payment confirmation, even for a buyer who wants invoices, and it is never sent to KSeF;
// - a buyer who wants VAT invoices and had monthly billing when the order was placed: one invoice a month;
// - a buyer who wants VAT invoices otherwise: an invoice per payment;
// - everyone else: a payment confirmation (receipt).

export type InvoiceMode = 'receipt' | 'sale' | 'monthly';

export function invoiceModeOf(order: { buyer: BuyerSnapshot; product: Product }): InvoiceMode {
  if (order.product === 'top_up' || !order.buyer.wantsVatInvoice) return 'receipt';
  return order.buyer.monthlyBilling === true ? 'monthly' : 'sale';
}
