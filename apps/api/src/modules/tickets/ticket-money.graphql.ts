import { ticketRefundInput } from '@parkshare/shared/validation/tickets';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import type { TicketRefundRecord } from '../refunds/refunds.read';
import { loadTicketRefund } from '../refunds/refunds.loader';
import { Refund, RefundPlan } from '../refunds/refunds.graphql';
import type { StayRemedies } from '../reservations/stay-remedies';
import { RefundBearerEnum, Ticket } from './ticket-objects.graphql';
import { grantTicketRefund, refundableFor, refundablePlanFor } from './ticket-refunds';
import { cancelStayWithRefund, remediesFor, takeOtherSpot } from './ticket-remedies';

// The money of tickets (issue 15, decision 080): the refund support grants on a compensation ticket and what is
// still refundable, the "report a problem" remedies the reporter is offered, and the three mutations.

const TicketRefund = builder.objectRef<TicketRefundRecord>('TicketRefund').implement({
  description: 'The refund granted on the ticket',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Grosze, all its parts together' }),
    bearer: t.expose('bearer', { type: RefundBearerEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    refunds: t.field({
      type: [Refund],
      description:
        "Its parts, one per order of the stay it was split over: each back the way that order was paid (at most the stay's orders)",
      resolve: (refund) => refund.refunds,
    }),
  }),
});

const TicketRemedies = builder.objectRef<StayRemedies>('TicketRemedies').implement({
  description: 'What the reporter of an occupied spot may do while the stay is under way (one tap each, once)',
  fields: (t) => ({
    otherSpotNumber: t.exposeString('otherSpotNumber', {
      nullable: true,
      description: 'A free spot of the same parking for the rest of the stay, at no extra cost; null when none is',
    }),
    refundAmount: t.exposeInt('refundAmount', { description: 'What cancelling gives back, grosze' }),
    refundPlan: t.expose('refundPlan', {
      type: RefundPlan,
      description: 'Where it goes back: to the BLIK / bank account that paid, or to the balance',
    }),
  }),
});

builder.objectFields(Ticket, (t) => ({
  refund: t.field({
    type: TicketRefund,
    nullable: true,
    description: 'The refund granted on it, if any',
    resolve: (ticket, _args, context) => loadTicketRefund(context, ticket.id),
  }),
  refundable: t.int({
    nullable: true,
    description: 'Admins, compensation tickets with a reservation: grosze still refundable (null for others)',
    resolve: (ticket, _args, context) => refundableFor(context.deps.db, ticket),
  }),
  refundablePlan: t.field({
    type: RefundPlan,
    nullable: true,
    description:
      'Admins, compensation tickets with a reservation: where what is still refundable would go back (each ' +
      'order the way it was paid; a partial refund takes from the newest order first); null for others',
    resolve: (ticket, _args, context) => refundablePlanFor(context.deps.db, ticket),
  }),
  remedies: t.field({
    type: TicketRemedies,
    nullable: true,
    description:
      'For the reporter of an occupied spot while the stay is under way and nothing was refunded: another free ' +
      'spot or cancelling with a full refund; null otherwise',
    resolve: (ticket, _args, context) => remediesFor(context.deps.db, ticket),
  }),
}));

const TicketRefundInput = builder.inputType('TicketRefundInput', {
  fields: (t) => ({
    ticketId: t.id(),
    amount: t.int({ description: 'Grosze, at most Ticket.refundable' }),
    bearer: t.field({
      type: RefundBearerEnum,
      description: "platform, or owner: the parking owner's earning for the stay pays it",
    }),
    idempotencyKey: t.string({ description: 'Client-generated; a repeat with the same key answers the ticket' }),
  }),
});

builder.mutationFields((t) => ({
  grantTicketRefund: t.field({
    type: Ticket,
    description:
      "Refunds the driver of a compensation ticket's stay the way they paid (BLIK / bank account or balance), once " +
      'per ticket, at most what is refundable; borne by the platform or by the owner. Admins.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: TicketRefundInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      grantTicketRefund({
        deps: context.deps,
        viewer: await requireViewer(context),
        input: parseInput(ticketRefundInput, input),
      }),
  }),
  takeOtherSpot: t.field({
    type: Ticket,
    description: "Moves the reported stay to Ticket.remedies' free spot for the rest of its time. The reporter.",
    authScopes: { authenticated: true },
    args: { ticketId: t.arg.id({ required: true }) },
    resolve: async (_root, { ticketId }, context) =>
      takeOtherSpot({ deps: context.deps, viewer: await requireViewer(context), ticketId: String(ticketId) }),
  }),
  cancelStayWithRefund: t.field({
    type: Ticket,
    description:
      'Cancels the reported stay with a full refund (the way it was paid) and resolves the ticket. The reporter.',
    authScopes: { authenticated: true },
    args: { ticketId: t.arg.id({ required: true }) },
    resolve: async (_root, { ticketId }, context) =>
      cancelStayWithRefund({ deps: context.deps, viewer: await requireViewer(context), ticketId: String(ticketId) }),
  }),
}));
