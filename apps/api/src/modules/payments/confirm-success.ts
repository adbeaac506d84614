import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { PaymentRow } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { Tx } from '../../db/transaction';
import { providerNamed } from './gateway';
import { PaymentNotConfirmed, PaymentReportRefused, type PaymentStatusReport } from './provider';

// A gateway's "paid" is taken only once the gateway has confirmed it (decision 081): Przelewy24 moves the money
// only after the merchant's transaction/verify, so a success applied without it would be money Parkshare never
// gets. This runs inside the transaction that applies the success, with the payment locked, so the confirmation
// and the ledger entry go together and a poll and a notification never both settle one payment.

/**
 * Checks a reported success against the payment (the same amount and currency, else PaymentReportRefused) and asks
 * the payment's gateway to confirm it (PaymentNotConfirmed when it did not). Answers the report to apply, with the
 * BLIK alias the gateway knows of when the person asked to save the shop.
 */
export async function confirmSuccess(
  tx: Tx,
  deps: AppDeps,
  payment: PaymentRow,
  report: PaymentStatusReport,
): Promise<PaymentStatusReport> {
  if (report.amount !== undefined && report.amount !== payment.amount) {
    throw new PaymentReportRefused(`${report.amount} grosze reported paid for a payment of ${payment.amount}`);
  }
  if (report.currency !== undefined && report.currency !== payment.currency) {
    throw new PaymentReportRefused(`paid in ${report.currency}, the payment is in ${payment.currency}`);
  }
  const provider = providerNamed(deps, payment.provider);
  if (!provider) throw new PaymentNotConfirmed(`${payment.provider} is not this server's gateway`);
  let aliasOwnerEmail: string | undefined;
  if (payment.saveBlikAlias && !report.alias) {
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
    aliasOwnerEmail = owner?.email;
  }
  const confirmed = await provider.confirmPayment({
    paymentId: payment.id,
    providerPaymentId: report.providerPaymentId ?? payment.providerPaymentId,
    amount: payment.amount,
    currency: payment.currency,
    aliasOwnerEmail,
  });
  return { ...report, alias: report.alias ?? confirmed.alias };
}
