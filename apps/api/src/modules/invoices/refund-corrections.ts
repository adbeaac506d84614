import type { RefundCause } from '@parkshare/shared/payments/refunds';
import type { Tx } from '../../db/transaction';
import type { RecordedRefund } from '../refunds/refund-corrections';
import { issueCorrection, type CorrectionResult } from './corrections';

// Refunds → correction invoices (decisions 083 and 085): the corrector the app registers with the refunds module
// (app.ts), called for every refund row in the transaction that records it. The refund is the correction's cause,
// so a refund corrects once; its reason (PrzyczynaKorekty) is written for the buyer, in Polish, as the invoice is.

/** The reason printed on the correction, per cause of the refund: the only place these texts live. */
export const CORRECTION_REASONS: Record<RefundCause, (ticketNumber: string | null) => string> = {
  cancellation: () => 'Zwrot za anulowaną rezerwację',
  ticket: (ticketNumber) =>
    ticketNumber ? `Zwrot przyznany w zgłoszeniu ${ticketNumber}` : 'Zwrot przyznany w zgłoszeniu',
  // A late payment bought nothing and is on no invoice (refunds.read.ts): its correction is not_invoiced; the
  // reason is kept with the adjustment all the same.
  late_payment: () => 'Zwrot płatności za anulowane zamówienie',
};

/**
 * Issues the correction of a refunded purchase's invoice: a KOR of its sale or monthly invoice (a due sale invoice
 * is issued first), the adjustment a monthly invoice not issued yet will carry (`deferred`), or nothing for a
 * purchase without a VAT invoice (`not_invoiced`: a receipt, a top-up, a late payment).
 */
export function correctRefund(tx: Tx, { refund, ticketNumber }: RecordedRefund): Promise<CorrectionResult> {
  return issueCorrection(tx, {
    orderId: refund.orderId,
    amount: refund.amount,
    cause: { kind: 'refund', id: refund.id },
    reason: CORRECTION_REASONS[refund.cause](ticketNumber),
    at: refund.createdAt,
  });
}
