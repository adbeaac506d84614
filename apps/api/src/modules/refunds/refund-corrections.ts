import type { RefundRow } from '../../db/schema/refunds';
import type { Tx } from '../../db/transaction';

// Every refund of an invoiced purchase is a correction invoice (KOR) of the invoice that carries it, issued in the
// refund's own transaction (decisions 083 and 085): no refund without its correction, no correction without its
// refund. The invoices module issues it, but it sits above this one — it reads reservations (the invoice lines
// name the stay), and reservations record refunds — so importing it from here would close a cycle. The invoices
// module reads refunds instead and provides the corrector, which the app registers when it is built (app.ts), as
// it registers the payments module's refund sender (refund-dispatch.ts). The corrector is the same function for
// every app (it needs nothing but the transaction), so one registration serves the process; a refund recorded with
// none registered fails instead of leaving an invoice uncorrected.

export interface RecordedRefund {
  refund: RefundRow;
  /** The ticket's number for a refund granted on a ticket: the correction's reason names it. */
  ticketNumber: string | null;
}

/** Corrects the invoice of a refunded purchase inside the refund's transaction (or notes it has none). */
export type RefundCorrector = (tx: Tx, recorded: RecordedRefund) => Promise<unknown>;

let corrector: RefundCorrector | null = null;

/** Registers how refunds correct invoices (the invoices module's corrector; app.ts). */
export function useRefundCorrector(next: RefundCorrector): void {
  corrector = next;
}

/** Called by recordRefund for every refund row it writes, in the same transaction. */
export async function correctRefundedPurchase(tx: Tx, recorded: RecordedRefund): Promise<void> {
  if (!corrector) throw new Error('refunds: no invoice corrector registered (app.ts useRefundCorrector)');
  await corrector(tx, recorded);
}
