// Where refunded money goes (decision 085): back the way it came — to the BLIK / bank account that paid, or to the
// Parkshare balance — and, for a stay paid partly each way, both. The screens pick their texts by it.

export interface RefundPlanLike {
  toPayer: number;
  toBalance: number;
}

export type RefundRoute = 'payer' | 'balance' | 'both';

/** Which way money about to be refunded (or refunded) goes; null when there is nothing. */
export function refundRoute(plan: RefundPlanLike | null | undefined): RefundRoute | null {
  if (!plan || plan.toPayer + plan.toBalance <= 0) {
    return null;
  }
  if (plan.toBalance === 0) {
    return 'payer';
  }
  return plan.toPayer === 0 ? 'balance' : 'both';
}

/** How refunds already made went: their amounts by destination. */
export function planOfRefunds(refunds: readonly { amount: number; destination: string }[]): RefundPlanLike {
  const plan = { toPayer: 0, toBalance: 0 };
  for (const refund of refunds) {
    if (refund.destination === 'payer') {
      plan.toPayer += refund.amount;
    } else {
      plan.toBalance += refund.amount;
    }
  }
  return plan;
}

/** The interpolation values of a refund text: the whole amount and each destination's, formatted. */
export function refundAmounts(plan: RefundPlanLike, format: (grosze: number) => string) {
  return {
    amount: format(plan.toPayer + plan.toBalance),
    payer: format(plan.toPayer),
    balance: format(plan.toBalance),
  };
}
