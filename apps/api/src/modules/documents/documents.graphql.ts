import { builder } from '../../schema/builder';
import { Payment } from '../payments/payments.graphql';
import { Refund } from '../refunds/refunds.graphql';
import { loadPaymentPapers, loadRefundCorrection } from './documents.loader';
import type { MonthlyInvoiceInfo, PaymentDocumentInfo } from './documents.service';
import { ksefNumberOf } from './ksef-numbers.loader';

// Payment.document: the receipt or VAT invoice of a succeeded payment; Payment.monthlyInvoice: for a monthly-billed
// purchase, the month's invoice that carries it (documents.service.ts); Refund.correction: the correction invoice
// (KOR) a refund of an invoiced purchase gave rise to. Downloaded from their url with the owner's Bearer token
// (documents.routes.ts). An invoice's KSeF number comes from the KSeF queue (decision 082).

const PaymentDocument = builder.objectRef<PaymentDocumentInfo>('PaymentDocument').implement({
  description: 'A PDF: a receipt, or a VAT invoice (per payment, monthly, or a correction).',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'receipt | vat_invoice | monthly_invoice | correction' }),
    number: t.exposeString('number', {
      description: 'Invoices: FV/YYYY/MM/NNNNNN (KOR/… corrections); receipts: the order number',
    }),
    url: t.exposeString('url', {
      description: "GET with the owner's Bearer token; answers application/pdf as an attachment",
    }),
    fileName: t.exposeString('fileName'),
    ksefNumber: t.string({
      nullable: true,
      description:
        "The invoice's number in KSeF, the national e-invoice system, once KSeF accepted it; null before, for a receipt, and for an invoice not for KSeF",
      resolve: (document, _args, context) => ksefNumberOf(context, document.invoiceId),
    }),
  }),
});

const PaymentMonthlyInvoice = builder.objectRef<MonthlyInvoiceInfo>('PaymentMonthlyInvoice').implement({
  description: 'The monthly VAT invoice that carries a monthly-billed purchase (decision 083).',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The Warsaw month of the purchase, YYYY-MM' }),
    issueDate: t.exposeString('issueDate', { description: 'YYYY-MM-DD: the 1st of the next month, when it is issued' }),
    document: t.field({
      type: PaymentDocument,
      nullable: true,
      description: 'The invoice once issued; null before',
      resolve: (parent) => parent.document,
    }),
  }),
});

builder.objectField(Payment, 'document', (t) =>
  t.field({
    type: PaymentDocument,
    nullable: true,
    description: 'Null until the payment succeeded',
    resolve: async (payment, _args, context) => (await loadPaymentPapers(context, payment))?.document ?? null,
  }),
);

builder.objectField(Payment, 'monthlyInvoice', (t) =>
  t.field({
    type: PaymentMonthlyInvoice,
    nullable: true,
    description: "A monthly-billed purchase's monthly invoice (issued or due); null for any other payment",
    resolve: async (payment, _args, context) => (await loadPaymentPapers(context, payment))?.monthlyInvoice ?? null,
  }),
);

builder.objectField(Refund, 'correction', (t) =>
  t.field({
    type: PaymentDocument,
    nullable: true,
    description:
      'The correction invoice (KOR) this refund gave rise to: kind correction, its number, its PDF. Null when the ' +
      'purchase had no VAT invoice, when its monthly invoice was not issued yet (that invoice carries the lower ' +
      'amount instead), and for anyone but the buyer',
    resolve: async (refund, _args, context) => {
      // The buyer's document: support, who see a ticket's refunds, and admins do not get it.
      const viewer = await context.loadViewer();
      return viewer?.user.id === refund.userId ? loadRefundCorrection(context, refund) : null;
    },
  }),
);
