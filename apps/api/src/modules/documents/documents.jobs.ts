import type { Job } from '../../jobs/scheduler';
import { ensureInvoice, paymentsAwaitingInvoice } from './documents.service';

/**
 * Issues the VAT invoices of succeeded payments nobody has looked at yet, oldest payment first, so an invoice is
 * dated close to its sale and numbered in payment order even if the buyer never opens it. Safe on several
 * instances at once: ensureInvoice locks the payment's row and gives a number only once.
 */
export const issueInvoicesJob: Job = {
  name: 'documents.issue-invoices',
  everyMs: 60_000,
  run: async (deps) => {
    for (const paymentId of await paymentsAwaitingInvoice(deps.db, 200)) {
      await ensureInvoice(deps.db, paymentId);
    }
  },
};
