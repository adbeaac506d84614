import { builder } from '../../schema/builder';
import { Payment } from '../payments/payments.graphql';
import { loadPaymentDocument } from './documents.loader';
import type { PaymentDocumentInfo } from './documents.service';

// Payment.document: the receipt or VAT invoice of a succeeded payment (documents.service.ts), downloaded from
// its url with the owner's Bearer token (documents.routes.ts).

const PaymentDocument = builder.objectRef<PaymentDocumentInfo>('PaymentDocument').implement({
  description: 'The PDF of a succeeded payment: a receipt, or a VAT invoice when the buyer asked for invoices.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'receipt | vat_invoice' }),
    number: t.exposeString('number', { description: 'Invoices: FV/YYYY/MM/NNNNNN; receipts: the order number' }),
    url: t.exposeString('url', {
      description: "GET with the owner's Bearer token; answers application/pdf as an attachment",
    }),
    fileName: t.exposeString('fileName'),
  }),
});

builder.objectField(Payment, 'document', (t) =>
  t.field({
    type: PaymentDocument,
    nullable: true,
    description: 'Null until the payment succeeded',
    resolve: (payment, _args, context) => loadPaymentDocument(context, payment),
  }),
);
