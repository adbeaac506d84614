import {
  REFUND_CAUSES,
  REFUND_DESTINATIONS,
  REFUND_STATUSES,
  type RefundPlan as RefundPlanData,
} from '@parkshare/shared/payments/refunds';
import type { RefundRow } from '../../db/schema/refunds';
import { builder } from '../../schema/builder';

// The refunds people see (decision 085): on a payment (Payment.refunds, payments module), on a reservation and a
// ticket (their modules), and where a refund about to be made would go (RefundPlan).

export const RefundStatusEnum = builder.enumType('RefundStatus', {
  description:
    'processing (on its way back through the gateway) → completed, or failed (the account that paid did not take ' +
    'it: the money went to the Parkshare balance instead). A refund to the balance is completed at once.',
  values: REFUND_STATUSES,
});

export const RefundDestinationEnum = builder.enumType('RefundDestination', {
  description: 'payer: back to the BLIK / bank account that paid; balance: to the Parkshare balance',
  values: REFUND_DESTINATIONS,
});

export const RefundCauseEnum = builder.enumType('RefundCause', {
  description:
    'cancellation (of a paid stay, by the driver or as a remedy on a ticket), ticket (granted by support), ' +
    'late_payment (a payment that arrived after its order was canceled)',
  values: REFUND_CAUSES,
});

export const Refund = builder.objectRef<RefundRow>('Refund').implement({
  description: 'Money Parkshare gave back for an order, against the payment that paid it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount', { description: 'Grosze' }),
    currency: t.exposeString('currency'),
    destination: t.expose('destination', { type: RefundDestinationEnum }),
    status: t.expose('status', { type: RefundStatusEnum }),
    cause: t.expose('cause', { type: RefundCauseEnum }),
    failureCode: t.exposeString('failureCode', {
      nullable: true,
      description: 'Why it did not reach the payer: refund_rejected, gateway_refused, ...',
    }),
    orderId: t.exposeID('orderId'),
    paymentId: t.exposeID('paymentId'),
    reservationId: t.exposeID('reservationId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the gateway confirmed or failed it; a refund to the balance: when it was made',
    }),
  }),
});

export const RefundPlan = builder.objectRef<RefundPlanData>('RefundPlan').implement({
  description: 'Where money about to be refunded goes back: each order the way it was paid',
  fields: (t) => ({
    toPayer: t.exposeInt('toPayer', { description: 'Grosze back to the BLIK / bank account that paid' }),
    toBalance: t.exposeInt('toBalance', { description: 'Grosze to the Parkshare balance' }),
  }),
});
