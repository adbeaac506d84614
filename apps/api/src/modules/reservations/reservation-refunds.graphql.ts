import { builder } from '../../schema/builder';
import { planOf, stayPayments } from '../refunds/refund-plan';
import { loadReservationRefunds } from '../refunds/refunds.loader';
import { Refund, RefundPlan } from '../refunds/refunds.graphql';
import { Reservation } from './reservation-objects.graphql';
import { canCancel, seesMoney } from './reservations.policy';

// A reservation's refunds (decision 085): what went back and where, and — before the driver cancels — where the
// money would go. The driver only: the parking's managers see no money.

builder.objectFields(Reservation, (t) => ({
  refunds: t.field({
    type: [Refund],
    description:
      'What was refunded for it, oldest first, each the way its order was paid (the driver only; [] otherwise; at most a few per order)',
    resolve: (r, _args, context) => (seesMoney(r) ? loadReservationRefunds(context, r.id) : []),
  }),
  cancelRefund: t.field({
    type: RefundPlan,
    nullable: true,
    description:
      'While it can be cancelled after payment: what cancelling gives back and where (the BLIK / bank account that ' +
      'paid, or the balance); null otherwise',
    resolve: async (r, _args, context) => {
      if (!seesMoney(r) || r.status !== 'confirmed' || !canCancel(r, new Date())) return null;
      return planOf(await stayPayments(context.deps.db, r.id));
    },
  }),
}));
