import { readFileSync } from 'node:fs';
import { warsawDateKey } from '@parkshare/shared/ksef/deadline';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { payments } from '../db/schema/payments';
import { ensureInvoice } from '../modules/invoices/sale-invoices';
import { queueForKsef } from '../modules/ksef/ksef-submissions';
import { placeOrder } from '../modules/orders/orders.service';
import { createUser } from './factories';
import { createBillingAccountFixture } from './money-factories';

// KSeF tests' data: FA(3) invoices made from the ministry's sample (test/fixtures/sample-fa3-invoice.xml) with
// their own number, date and seller, and invoice rows made through the current documents module (a paid order of a
// company buyer), which the queue's rows belong to.

export const SAMPLE_FA3 = readFileSync(new URL('fixtures/sample-fa3-invoice.xml', import.meta.url), 'utf8');

let counter = 0;

/** The sample invoice with another number (P_2), issue date (P_1, default today in Warsaw), seller NIP, line (P_7). */
export function fa3Invoice(options: { number?: string; issueDate?: string; sellerNip?: string; line?: string } = {}): {
  xml: string;
  number: string;
  issueDate: string;
  sellerNip: string;
} {
  const number = options.number ?? `FV/KSEF/${process.pid}/${Date.now()}/${++counter}`;
  const issueDate = options.issueDate ?? warsawDateKey(new Date());
  const sellerNip = options.sellerNip ?? '1111111111';
  const xml = SAMPLE_FA3.replace('<P_2>FV/2026/02/0001</P_2>', `<P_2>${number}</P_2>`)
    .replace(/<P_1>[^<]*<\/P_1>/, `<P_1>${issueDate}</P_1>`)
    .replace(/<P_6>[^<]*<\/P_6>/, `<P_6>${issueDate}</P_6>`)
    .replace(/<DataZaplaty>[^<]*<\/DataZaplaty>/, `<DataZaplaty>${issueDate}</DataZaplaty>`)
    .replace('<NIP>1111111111</NIP>', `<NIP>${sellerNip}</NIP>`)
    .replace(/<P_7>[^<]*<\/P_7>/, options.line ? `<P_7>${options.line}</P_7>` : '$&');
  return { xml, number, issueDate, sellerNip };
}

/**
 * An invoice row (table `invoices`) of a paid order, as the invoices module issues it; its id. Its buyer has no NIP,
 * so the invoices module queues nothing for it itself: the KSeF tests queue the sample's XML under it.
 */
export async function createInvoiceRow(app: FastifyInstance): Promise<string> {
  const buyer = await createUser(app);
  const billing = await createBillingAccountFixture(app, buyer.id, {
    companyName: 'Nabywca Przykładowy S.A.',
    wantsVatInvoice: true,
  });
  const payment = await app.deps.db.transaction(async (tx) => {
    const order = await placeOrder(tx, {
      userId: buyer.id,
      billingAccountId: billing.id,
      product: 'reservation',
      unitGross: 12_300,
      quantity: 1,
      vatRate: 23,
    });
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        userId: buyer.id,
        amount: order.grossAmount,
        method: 'blik',
        status: 'succeeded',
        provider: 'sandbox',
        finishedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error('payment insert failed');
    return row;
  });
  const invoice = await ensureInvoice(app.deps.db, payment.id);
  if (!invoice) throw new Error('a company buyer who wants invoices gets a sale invoice');
  return invoice.id;
}

/** An invoice row and its queue row, queued in one transaction as the invoices module does it. */
export async function queueInvoice(
  app: FastifyInstance,
  options: Parameters<typeof fa3Invoice>[0] = {},
): Promise<ReturnType<typeof fa3Invoice> & { invoiceId: string; submissionId: string }> {
  const invoice = fa3Invoice(options);
  const invoiceId = await createInvoiceRow(app);
  const row = await app.deps.db.transaction((tx) =>
    queueForKsef(tx, { invoiceId, xml: invoice.xml, issueDate: invoice.issueDate, sellerNip: invoice.sellerNip }),
  );
  return { ...invoice, invoiceId, submissionId: row.id };
}

/** A real (pino) logger whose lines a test can read, for what must or must not be logged. */
export function capturedLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const { log } = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
  return { log, lines };
}
