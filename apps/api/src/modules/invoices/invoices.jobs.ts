import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { invoiceLines, invoices } from '../../db/schema/documents';
import type { Job } from '../../jobs/scheduler';
import { needsFa3 } from './fa3-input';
import { warsawDate } from './invoice-text';
import { issueCommissionInvoices } from './commission-invoices';
import { mailIssuedInvoices } from './invoice-mail';
import { checkedXml, restatedDates } from './invoice-write';
import { originalInKsef, queueIssued } from './ksef-hand-off';
import { withLines } from './invoices.read';
import { issueMonthlyInvoices } from './monthly-invoices';
import { ensureInvoice, paymentsAwaitingInvoice } from './sale-invoices';

// The invoices' background work. Every job is safe on several instances at once, and one invoice that fails (its
// XML does not validate, say) is logged and left for the next run without stopping the others.

/**
 * Issues the sale invoices of succeeded payments nobody has looked at yet, oldest payment first, so an invoice is
 * dated close to its sale even if the buyer never opens it. ensureInvoice locks the payment and gives one number.
 */
export const issueSaleInvoicesJob: Job = {
  name: 'invoices.issue-sale',
  everyMs: 60_000,
  run: async (deps, now) => {
    for (const paymentId of await paymentsAwaitingInvoice(deps.db, 200)) {
      try {
        await ensureInvoice(deps.db, paymentId, now);
      } catch (error) {
        deps.log.error({ err: error, paymentId }, 'sale invoice not issued; will retry');
      }
    }
  },
};

/** On the 1st (and after any missed run), the monthly invoices of the month just closed, each announced by e-mail. */
export const issueMonthlyInvoicesJob: Job = {
  name: 'invoices.issue-monthly',
  everyMs: 5 * 60_000,
  run: async (deps, now) => {
    try {
      const issued = await issueMonthlyInvoices(deps.db, now, {
        onError: (error, key) => deps.log.error({ err: error, key }, 'monthly invoice not issued; will retry'),
      });
      await mailIssuedInvoices(deps, issued, 'monthly');
    } catch (error) {
      deps.log.error({ err: error }, 'monthly invoices not issued; will retry');
    }
  },
};

/**
 * On the 1st (from five minutes past midnight), Parkshare's commission invoices of the month just closed to owners
 * with a NIP, and the month's collective corrections (decision 086), each announced by e-mail.
 */
export const issueCommissionInvoicesJob: Job = {
  name: 'invoices.issue-commission',
  everyMs: 5 * 60_000,
  run: async (deps, now) => {
    try {
      const issued = await issueCommissionInvoices(deps.db, now, {
        onError: (error, billingAccountId) =>
          deps.log.error({ err: error, billingAccountId }, 'commission invoice not issued; will retry'),
      });
      await mailIssuedInvoices(deps, issued, 'commission');
    } catch (error) {
      deps.log.error({ err: error }, 'commission invoices not issued; will retry');
    }
  },
};

/**
 * Makes the FA(3) XML of invoices issued without it — before XML existed, or corrections whose original was waiting
 * for its KSeF number — and queues it for KSeF; never touches a stored XML.
 */
export async function fillMissingXml(
  deps: Pick<AppDeps, 'db' | 'log' | 'config'>,
  now: Date,
  limit = 100,
): Promise<number> {
  const waiting = await deps.db
    .select()
    .from(invoices)
    .where(
      and(
        isNull(invoices.xml),
        isNotNull(sql`${invoices.buyer} ->> 'vatId'`),
        // Lines outside VAT (top-ups invoiced before decision 083) have no FA(3) form: those invoices stay PDF only.
        sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id} and ${invoiceLines.vatRate} is null)`,
      ),
    )
    .orderBy(invoices.issuedAt)
    .limit(limit);
  let filled = 0;
  for (const row of waiting) {
    try {
      const { invoice, lines, correctedInvoices } = await withLines(deps.db, row);
      if (!needsFa3(invoice, lines)) continue;
      // A correction names its originals' KSeF numbers: it waits while one of them waits in the KSeF queue.
      const correctedFacts = [];
      let waits = false;
      for (const corrected of correctedInvoices) {
        const original = await originalInKsef(deps.db, corrected.id, deps.config);
        waits ||= !original.ready;
        correctedFacts.push({
          number: corrected.number,
          issueDate: warsawDate(corrected.issuedAt),
          ksefNumber: original.ready ? original.ksefNumber : null,
        });
      }
      if (waits) continue;
      const xml = checkedXml(invoice, lines, {
        createdAt: now,
        corrected: correctedFacts,
        restatedDates: await restatedDates(deps.db, lines),
      });
      filled += await deps.db.transaction(async (tx) => {
        const [done] = await tx
          .update(invoices)
          .set(xml)
          .where(and(eq(invoices.id, invoice.id), isNull(invoices.xml)))
          .returning();
        if (done) await queueIssued(tx, done);
        return done ? 1 : 0;
      });
    } catch (error) {
      deps.log.error({ err: error, invoiceId: row.id }, 'invoice XML not made; will retry');
    }
  }
  return filled;
}

export const fillInvoiceXmlJob: Job = {
  name: 'invoices.fill-xml',
  // A correction waits here for its original's KSeF number: soon after KSeF gives it (the law's deadline is a day).
  everyMs: 60_000,
  run: async (deps, now) => {
    await fillMissingXml(deps, now);
  },
};
