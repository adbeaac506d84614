// Refunds (issue 16, decision 085): every złoty Parkshare gives a driver back for an order is one refund, and it
// goes back the way it came. A payment through the gateway (BLIK, BLIK without code, online transfer) is refunded
// to the payer through the gateway; a payment from the balance goes back to the balance.
//
//   processing ──the gateway paid it out──▶ completed
//        └──────the gateway refused or failed it──▶ failed (the money goes to the driver's balance instead)
//
// A refund to the balance is completed at once. A failed refund is still money given back: its amount is on the
// driver's balance, so nobody loses money when a bank account no longer takes transfers.

export const REFUND_STATUSES = ['processing', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** `payer`: back through the gateway to the BLIK or bank account that paid; `balance`: the Parkshare balance. */
export const REFUND_DESTINATIONS = ['payer', 'balance'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * Why money went back: the driver cancelled a paid stay before its start (or on a ticket, as a remedy for an
 * occupied spot), support granted a refund on a ticket, or a payment reached Parkshare after its order was canceled.
 */
export const REFUND_CAUSES = ['cancellation', 'ticket', 'late_payment'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

const REFUND_MOVES: Record<RefundStatus, readonly RefundStatus[]> = {
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export const canMoveRefund = (from: RefundStatus, to: RefundStatus): boolean => REFUND_MOVES[from].includes(to);

export const isFinalRefund = (status: RefundStatus): boolean => REFUND_MOVES[status].length === 0;

/** Where a payment made by this method is refunded: the balance pays back to the balance, the rest to the payer. */
export const refundDestinationOf = (method: string): RefundDestination => (method === 'wallet' ? 'balance' : 'payer');

/** How a refund that is about to be made splits between the two destinations, grosze (shown before confirming). */
export interface RefundPlan {
  toPayer: number;
  toBalance: number;
}
