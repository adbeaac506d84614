import {
  PROBLEM_REASONS,
  REFUND_BEARERS,
  TICKET_PRIORITIES,
  TICKET_ROLES,
  TICKET_STATUSES,
  TICKET_TYPES,
  acceptsReplies,
  type RefundBearer,
} from '@parkshare/shared/tickets/status';
import { MAX_THREAD_MESSAGES } from '@parkshare/shared/validation/tickets';
import { TICKET_EVENT_KINDS, type TicketPhotoRow } from '../../db/schema/tickets';
import { builder } from '../../schema/builder';
import { requireViewer } from '../../schema/context';
import { pageOf } from '../../schema/page';
import { multilineText } from '../../schema/text-inputs';
import { Reservation } from '../reservations/reservation-objects.graphql';
import { viewReservation } from '../reservations/reservations.read';
import { User } from '../users/users.graphql';
import { signedTicketPhotoUrl } from './ticket-photo-urls';
import { reportPhotos } from './ticket-photos';
import { ticketEventsOf, ticketThread, type TicketEventView, type TicketMessageView } from './ticket-thread';
import { allowedMoves, isAwaiting, seesInternal, seesParkingName, seesReporterName } from './ticket.policy';
import type { TicketView } from './tickets.read';

// The ticket's GraphQL types (issue 15, decision 080's contract). Each field shows what the viewer's role may see:
// the owner reads no reporter name and no reservation, internal notes and the audit trail are support's. The
// refund fields, the remedies and their mutations are added to Ticket by the refunds files
// (builder.objectFields(Ticket, …)).

export const TicketTypeEnum = builder.enumType('TicketType', { values: TICKET_TYPES });
export const TicketStatusEnum = builder.enumType('TicketStatus', {
  description: 'new → open ⇄ in_progress → resolved → closed; resolved or closed → reopened (packages/shared machine)',
  values: TICKET_STATUSES,
});
export const TicketPriorityEnum = builder.enumType('TicketPriority', { values: TICKET_PRIORITIES });
export const ProblemReasonEnum = builder.enumType('ProblemReason', { values: PROBLEM_REASONS });
export const TicketRoleEnum = builder.enumType('TicketRole', {
  description: 'How someone takes part: who reported it, the owner of its parking, or support (admins)',
  values: TICKET_ROLES,
});
export const RefundBearerEnum = builder.enumType('RefundBearer', { values: REFUND_BEARERS });
export const TicketScopeEnum = builder.enumType('TicketScope', {
  description: 'reported: the tickets you opened; parkings: those about your parkings, opened by others',
  values: ['reported', 'parkings'] as const,
});
export const TicketAssigneeFilterEnum = builder.enumType('TicketAssigneeFilter', { values: ['me', 'nobody'] as const });
export const TicketEventKindEnum = builder.enumType('TicketEventKind', { values: TICKET_EVENT_KINDS });

// Reached only through a Ticket the viewer may see: the URLs are signed for them and expire (ticket-photo-urls.ts).
export const TicketPhoto = builder.objectRef<TicketPhotoRow>('TicketPhoto').implement({
  description: 'A photo attached as evidence, re-encoded without metadata',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.string({
      description: 'A private URL that works for about an hour',
      resolve: (photo, _args, context) => signedTicketPhotoUrl(context.deps.config, photo.fileKey),
    }),
    thumbnailUrl: t.string({
      description: 'A private URL that works for about an hour',
      resolve: (photo, _args, context) => signedTicketPhotoUrl(context.deps.config, photo.thumbnailKey),
    }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

export const TicketMessage = builder.objectRef<TicketMessageView>('TicketMessage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    authorRole: t.expose('authorRole', { type: TicketRoleEnum }),
    authorName: t.exposeString('authorName', {
      nullable: true,
      description:
        "Support's names are seen by all, and support sees every name; the reporter and the owner see null for " +
        "each other's messages",
    }),
    mine: t.exposeBoolean('mine'),
    body: t.exposeString('body'),
    internal: t.exposeBoolean('internal', { description: 'Only admins ever receive internal notes' }),
    photos: t.field({ type: [TicketPhoto], resolve: (message) => message.photos }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const dataOf = (event: TicketEventView, key: string) => {
  const value = event.data[key];
  return value === undefined || value === null ? null : value;
};

export const TicketEvent = builder.objectRef<TicketEventView>('TicketEvent').implement({
  description: 'A line of the audit trail (admins only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: TicketEventKindEnum }),
    actorRole: t.expose('actorRole', { type: TicketRoleEnum }),
    actorName: t.exposeString('actorName', { nullable: true }),
    from: t.string({
      nullable: true,
      description: 'A status or priority (an assignee’s name)',
      resolve: (event) => (dataOf(event, 'from') === null ? null : String(dataOf(event, 'from'))),
    }),
    to: t.string({
      nullable: true,
      resolve: (event) => (dataOf(event, 'to') === null ? null : String(dataOf(event, 'to'))),
    }),
    amount: t.int({
      nullable: true,
      description: 'A refund, grosze',
      resolve: (event) => {
        const amount = dataOf(event, 'amount');
        return typeof amount === 'number' ? amount : null;
      },
    }),
    bearer: t.field({
      type: RefundBearerEnum,
      nullable: true,
      resolve: (event) => {
        const bearer = dataOf(event, 'bearer');
        return bearer === 'platform' || bearer === 'owner' ? (bearer satisfies RefundBearer) : null;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const TicketParking = builder
  .objectRef<{ id: string; identifier: string; name: string | null }>('TicketParking')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      identifier: t.exposeString('identifier'),
      name: t.exposeString('name', { nullable: true, description: 'For the owner and support only' }),
    }),
  });

export const Ticket = builder.objectRef<TicketView>('Ticket').implement({
  description: 'A support ticket, as the viewer may see it (their viewerRole decides)',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'Read aloud on the phone: "482-913"' }),
    type: t.expose('type', { type: TicketTypeEnum }),
    subject: t.exposeString('subject'),
    description: t.exposeString('description'),
    priority: t.expose('priority', { type: TicketPriorityEnum }),
    status: t.expose('status', { type: TicketStatusEnum }),
    reason: t.expose('reason', { type: ProblemReasonEnum, nullable: true }),
    reportedAt: t.expose('createdAt', { type: 'DateTime' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime' }),
    outcome: t.exposeString('outcome', { nullable: true }),
    viewerRole: t.expose('role', { type: TicketRoleEnum }),
    awaitingViewer: t.boolean({
      description: 'The viewer is expected to answer',
      resolve: (ticket) => isAwaiting(ticket.role, ticket.awaiting),
    }),
    allowedStatuses: t.field({
      type: [TicketStatusEnum],
      description: 'The statuses the viewer may move the ticket to now',
      resolve: (ticket) => allowedMoves(ticket.role, ticket),
    }),
    canReply: t.boolean({ resolve: (ticket) => acceptsReplies(ticket.status) }),
    reporterName: t.string({
      nullable: true,
      description: 'Null for the owner',
      resolve: (ticket) => (seesReporterName(ticket.role) ? ticket.reporterName : null),
    }),
    parking: t.field({
      type: TicketParking,
      nullable: true,
      resolve: (ticket) =>
        ticket.parkingId && ticket.parkingIdentifier
          ? {
              id: ticket.parkingId,
              identifier: ticket.parkingIdentifier,
              name: seesParkingName(ticket.role) ? ticket.parkingName : null,
            }
          : null,
    }),
    reservationId: t.exposeID('reservationId', { nullable: true }),
    reservation: t.field({
      type: Reservation,
      nullable: true,
      description: "The reporter's own reservation (and admins'); null for the owner",
      resolve: async (ticket, _args, context) =>
        ticket.reservationId && ticket.role !== 'owner'
          ? viewReservation(context.deps.db, { id: ticket.reservationId, viewer: await requireViewer(context) })
          : null,
    }),
    photos: t.field({
      type: [TicketPhoto],
      description: 'Attached to the report itself',
      resolve: (ticket, _args, context) => reportPhotos(context.deps.db, ticket.id),
    }),
    messages: t.field({
      type: [TicketMessage],
      description: `Oldest first; the newest ${MAX_THREAD_MESSAGES} at most, internal notes included`,
      resolve: (ticket, _args, context) => ticketThread(context.deps.db, ticket),
    }),
    assignee: t.field({
      type: User,
      nullable: true,
      description: 'Admins only (null for others)',
      resolve: (ticket) => (seesInternal(ticket.role) ? ticket.assignee : null),
    }),
    events: t.field({
      type: [TicketEvent],
      description: 'The audit trail, oldest first: admins only ([] for others)',
      resolve: (ticket, _args, context) => ticketEventsOf(context.deps.db, ticket),
    }),
  }),
});

export const TicketPage = pageOf('Ticket', Ticket, 'in the order its field gives');

const photosField = { description: 'At most 5 JPEG, PNG or WebP photos of at most 10 MB each (multipart request)' };

export const TicketInput = builder.inputType('TicketInput', {
  fields: (t) => ({
    type: t.field({ type: TicketTypeEnum }),
    subject: t.string(),
    description: t.string({ extensions: multilineText }),
    priority: t.field({ type: TicketPriorityEnum, description: 'medium when omitted' }),
    reservationId: t.id({ description: 'Report a problem with one of your reservations' }),
    parkingIdentifier: t.string({ description: 'The parking a parking ticket is about' }),
    reason: t.field({ type: ProblemReasonEnum, description: 'Required with a reservation (compensation)' }),
    photos: t.field({ type: ['File'], ...photosField }),
  }),
});

export const TicketReplyInput = builder.inputType('TicketReplyInput', {
  fields: (t) => ({
    ticketId: t.id(),
    body: t.string({ extensions: multilineText }),
    internal: t.boolean({ description: 'An internal note only support sees (admins only)' }),
    photos: t.field({ type: ['File'], ...photosField }),
  }),
});

export const TicketMoveInput = builder.inputType('TicketMoveInput', {
  fields: (t) => ({
    ticketId: t.id(),
    status: t.field({ type: TicketStatusEnum }),
    outcome: t.string({ extensions: multilineText, description: 'How it was settled: only with status resolved' }),
  }),
});

export const TicketFilterInput = builder.inputType('TicketFilterInput', {
  fields: (t) => ({
    statuses: t.field({ type: [TicketStatusEnum] }),
    type: t.field({ type: TicketTypeEnum }),
    priority: t.field({ type: TicketPriorityEnum }),
    olderThanDays: t.int({ description: 'Only tickets reported at least this many days ago' }),
    parkingIdentifier: t.string(),
    assignee: t.field({ type: TicketAssigneeFilterEnum }),
    number: t.string({ description: 'A ticket number, typed however ("482913", "482-913")' }),
  }),
});
