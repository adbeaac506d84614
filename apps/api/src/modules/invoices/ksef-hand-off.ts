import type { InvoiceRow } from '../../db/schema/documents';
import type { Reader, Tx } from '../../db/transaction';
import { isBeforeKsef, ksefSubmissionOf, queueForKsef, type KsefView } from '../ksef/ksef-submissions';
import { warsawDate } from './invoice-text';

// Every invoice with FA(3) XML (a buyer with a NIP) goes to KSeF (decision 082), unless issued before KSEF_FROM: it is
// queued in the transaction that issues it, so there is never one without the other. A correction (KOR) names the
// KSeF number of the invoice it corrects; while that invoice waits in the queue (sending on or off) the correction is
// issued without XML, and the invoices.fill-xml job writes and queues it once the original has its number.

/** Queues an issued invoice that has its XML; one without XML (no NIP, or a correction waiting) is left alone. */
export async function queueIssued(tx: Tx, invoice: InvoiceRow): Promise<void> {
  if (!invoice.xml) return;
  await queueForKsef(tx, {
    invoiceId: invoice.id,
    xml: invoice.xml,
    issueDate: warsawDate(invoice.issuedAt),
    sellerNip: invoice.seller.vatId,
  });
}

export type OriginalInKsef = { ready: true; ksefNumber: string | null } | { ready: false };

/**
 * Whether a correction of `invoiceId` can have its XML now, and what it names (decision 082, addendum):
 * - the original is not for KSeF (never queued: no NIP; or issued before KSEF_FROM and never sent), or KSeF refused
 *   it: at once, by number and date (NrKSeFN);
 * - KSeF accepted it in the environment invoices go to now (or sending is off, or it was accepted before the
 *   environment was kept): its KSeF number; accepted in another environment (test or demo, say): NrKSeFN, never
 *   a number that does not exist where the correction goes;
 * - it waits in the queue (queued or sending), sending on or off: not yet — it will reach KSeF, and the correction
 *   must name its number.
 * `view` is the configuration; without it (a correction issued in a transaction that cannot see it) whatever
 * depends on it is left to invoices.fill-xml, which has it: only a number accepted before migration 0018 is named.
 */
export async function originalInKsef(db: Reader, invoiceId: string, view?: KsefView): Promise<OriginalInKsef> {
  const submission = await ksefSubmissionOf(db, invoiceId);
  if (!submission) return { ready: true, ksefNumber: null };
  if (submission.ksefNumber) {
    if (!submission.ksefUrl) return { ready: true, ksefNumber: submission.ksefNumber };
    if (!view) return { ready: false };
    const current = view.ksef?.url ?? null;
    return { ready: true, ksefNumber: current && current !== submission.ksefUrl ? null : submission.ksefNumber };
  }
  if (!view) return { ready: false };
  if (isBeforeKsef(submission, view.ksefFrom) || submission.status === 'rejected') {
    return { ready: true, ksefNumber: null };
  }
  return { ready: false };
}
