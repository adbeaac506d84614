import type { InvoiceRow } from '../../db/schema/documents';
import type { Reader, Tx } from '../../db/transaction';
import { ksefSubmissionOf, queueForKsef } from '../ksef/ksef-submissions';
import { warsawDate } from './invoice-text';

// Every invoice with FA(3) XML (a buyer with a NIP) goes to KSeF (decision 082): it is queued in the transaction that
// issues it, so there is never one without the other. A correction (KOR) names the KSeF number of the invoice it
// corrects; while that invoice waits in the queue the correction is issued without XML, and the invoices.fill-xml
// job writes and queues it once the original has its number — or at once when sending is off (nothing will be
// accepted then: it names the original by number and date, NrKSeFN).

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
 * Whether a correction of `invoiceId` can have its XML now: the original never went to KSeF (it is named by number
 * and date, NrKSeFN), or KSeF accepted it (its KSeF number). With `wait` (sending is on) not while the original
 * waits in the queue or was refused; without it (sending is off, nothing will be accepted) at once.
 */
export async function originalInKsef(
  db: Reader,
  invoiceId: string,
  { wait }: { wait: boolean },
): Promise<OriginalInKsef> {
  const submission = await ksefSubmissionOf(db, invoiceId);
  if (submission?.ksefNumber) return { ready: true, ksefNumber: submission.ksefNumber };
  return submission && wait ? { ready: false } : { ready: true, ksefNumber: null };
}
