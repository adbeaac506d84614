import type { Product } from '@parkshare/shared/payments/status';
import type { BuyerSnapshot } from '../../db/schema/orders';
import type { Reader } from '../../db/transaction';
import { latePaymentsAmong } from '../refunds/refunds.read';

// Which document a purchase gets (decision 083):
// - a top-up never gets a VAT invoice: the balance is a multi-purpose voucher (VAT act art. 8a/8b), so selling it is
//   not a supply; VAT is due when the balance pays for parking, and that purchase is invoiced. Its document is a
//   payment confirmation, even for a buyer who wants invoices, and it is never sent to KSeF;
// - a buyer who wants VAT invoices and had monthly billing when the order was placed: one invoice a month;
// - a buyer who wants VAT invoices otherwise: an invoice per payment;
// - everyone else: a payment confirmation (receipt).
// A payment that reached Parkshare after its order was canceled bought nothing: it is given back whole in the
// transaction that settles it (a late payment, decision 085), is on no invoice and has a payment confirmation.

export type InvoiceMode = 'receipt' | 'sale' | 'monthly';

type ModeOrder = { buyer: BuyerSnapshot; product: Product };

export function invoiceModeOf(order: ModeOrder): InvoiceMode {
  if (order.product === 'top_up' || !order.buyer.wantsVatInvoice) return 'receipt';
  return order.buyer.monthlyBilling === true ? 'monthly' : 'sale';
}

/** The document of each of some succeeded payments, by payment id: as its order says, a late payment a receipt. */
export async function paymentInvoiceModes(
  db: Reader,
  purchases: readonly { paymentId: string; order: ModeOrder }[],
): Promise<Map<string, InvoiceMode>> {
  const late = await latePaymentsAmong(
    db,
    purchases.map((purchase) => purchase.paymentId),
  );
  return new Map(
    purchases.map(({ paymentId, order }) => [paymentId, late.has(paymentId) ? 'receipt' : invoiceModeOf(order)]),
  );
}
