import { normalizeTicketNumber } from '@parkshare/shared/tickets/status';
import { messages } from '@parkshare/shared/validation/messages';
import {
  ticketFilterInput,
  ticketInput,
  ticketMoveInput,
  ticketReplyInput,
} from '@parkshare/shared/validation/tickets';
import { z } from 'zod';
import { fieldError, tooManyRequests } from '../../lib/errors';
import { parsePageArgs } from '../../lib/page';
import type { RateLimitRule } from '../../lib/rate-limiter';
import { isAdmin, type Viewer } from '../../lib/viewer';
import { parseInput } from '../../lib/parse-input';
import { builder } from '../../schema/builder';
import { requireViewer, type GraphQLContext } from '../../schema/context';
import { pageArgs } from '../../schema/page';
import { isFile } from '../images/images.graphql';
import { Reservation } from '../reservations/reservation-objects.graphql';
import { createTicket } from './create-ticket';
import { assignTicket, moveTicket, setTicketPriority } from './move-ticket';
import { replyToTicket } from './reply-to-ticket';
import {
  Ticket,
  TicketFilterInput,
  TicketInput,
  TicketMoveInput,
  TicketPage,
  TicketPriorityEnum,
  TicketReplyInput,
  TicketScopeEnum,
} from './ticket-objects.graphql';
import { readTicketFiles, type TicketFile } from './ticket-photos';
import { ticketsOfReservationLoader } from './tickets.loader';
import { countTicketsAwaiting, listAdminTickets, listMyTickets, viewTicket } from './tickets.read';

// Support tickets (issue 15, decision 080): reading them (the viewer's, the support queue, the menu's count) and
// writing them (open, reply, move, assign, prioritise). Types are in ticket-objects.graphql.ts.

const photosInput = z
  .array(z.custom<File>(isFile, { error: messages.invalidValue }), { error: messages.invalidValue })
  .nullish();

/** Photos cost a decode and a re-encode each: a user gets a generous but finite number of requests with them. */
export const TICKET_PHOTO_LIMIT = { limit: 30, windowSeconds: 600 };

/**
 * What one person may do in a while: each ticket mails the parking's owner and each reply or move mails the other
 * side, so a script must not loop on them. Support answers and moves as often as its queue needs.
 */
export const TICKET_LIMITS = {
  tickets: { limit: 10, windowSeconds: 3600 },
  'ticket-replies': { limit: 60, windowSeconds: 600 },
  'ticket-moves': { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

export const ticketLimitKey = (action: keyof typeof TICKET_LIMITS, userId: string) => `${action}:${userId}`;

async function withinLimit(context: GraphQLContext, viewer: Viewer, action: keyof typeof TICKET_LIMITS) {
  if (action !== 'tickets' && isAdmin(viewer.user)) return;
  const limit = await context.deps.limiter.hit(ticketLimitKey(action, viewer.user.id), TICKET_LIMITS[action]);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
}

async function photosOf(context: GraphQLContext, files: unknown): Promise<TicketFile[]> {
  const parsed = parseInput(z.object({ photos: photosInput }), { photos: files }).photos;
  if (!parsed || parsed.length === 0) return [];
  const viewer = await requireViewer(context);
  const limit = await context.deps.limiter.hit(`ticket-photos:${viewer.user.id}`, TICKET_PHOTO_LIMIT);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  return readTicketFiles(parsed);
}

function parseFilter(filter: unknown) {
  const parsed = parseInput(ticketFilterInput, filter);
  const number = parsed.number ? normalizeTicketNumber(parsed.number) : null;
  if (parsed.number && !number) throw fieldError('number', messages.invalidValue);
  return {
    statuses: parsed.statuses ?? null,
    type: parsed.type ?? null,
    priority: parsed.priority ?? null,
    olderThanDays: parsed.olderThanDays ?? null,
    parkingIdentifier: parsed.parkingIdentifier,
    assignee: parsed.assignee ?? null,
    number,
  };
}

builder.queryFields((t) => ({
  myTickets: t.field({
    type: TicketPage,
    description: 'Your tickets (reported) or those about your parkings (parkings), newest first, a page at a time.',
    authScopes: { authenticated: true },
    args: { scope: t.arg({ type: TicketScopeEnum, defaultValue: 'reported' }), ...pageArgs(t.arg) },
    resolve: async (_root, { scope, ...args }, context) =>
      listMyTickets(context.deps.db, {
        viewer: await requireViewer(context),
        scope: scope ?? 'reported',
        page: parsePageArgs(args),
      }),
  }),
  ticket: t.field({
    type: Ticket,
    description: 'A ticket you take part in (reporter, owner of its parking, support); NOT_FOUND otherwise.',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => viewTicket(context.deps.db, await requireViewer(context), String(id)),
  }),
  ticketsAwaitingMe: t.int({
    description:
      'The menu’s count: your tickets waiting for your answer and tickets about your parkings waiting for yours',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, context) =>
      countTicketsAwaiting(context.deps.db, (await requireViewer(context)).user.id),
  }),
  adminTickets: t.field({
    type: TicketPage,
    description: 'The support queue (admins), oldest first, filtered, a page at a time.',
    authScopes: { admin: true },
    args: { filter: t.arg({ type: TicketFilterInput }), ...pageArgs(t.arg) },
    resolve: async (_root, { filter, ...args }, context) =>
      listAdminTickets(context.deps.db, {
        viewer: await requireViewer(context),
        filter: parseFilter(filter),
        page: parsePageArgs(args),
      }),
  }),
}));

builder.mutationFields((t) => ({
  createTicket: t.field({
    type: Ticket,
    description:
      'Opens a ticket (GraphQL multipart request for photos). A parking ticket names its parking by identifier or ' +
      'through a reservation; "report a problem" links one of your reservations with a reason.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: TicketInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(ticketInput, input);
      const viewer = await requireViewer(context);
      await withinLimit(context, viewer, 'tickets');
      const files = await photosOf(context, input.photos);
      return createTicket({ deps: context.deps, viewer, input: parsed, files });
    },
  }),
  replyToTicket: t.field({
    type: Ticket,
    description:
      'Writes to a ticket’s thread (photos by multipart request); internal notes are for admins. Settled tickets ' +
      'take no replies until reopened.',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: TicketReplyInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const parsed = parseInput(ticketReplyInput, input);
      const viewer = await requireViewer(context);
      await withinLimit(context, viewer, 'ticket-replies');
      const files = await photosOf(context, input.photos);
      return replyToTicket({ deps: context.deps, viewer, input: parsed, files });
    },
  }),
  moveTicket: t.field({
    type: Ticket,
    description: 'Moves a ticket to a status its allowedStatuses lists: close, reopen, resolve (with an outcome)…',
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: TicketMoveInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context);
      const parsed = parseInput(ticketMoveInput, input);
      await withinLimit(context, viewer, 'ticket-moves');
      return moveTicket({ deps: context.deps, viewer, input: parsed });
    },
  }),
  assignTicket: t.field({
    type: Ticket,
    description: 'Assigns the ticket to you (toMe) or to nobody. Admins.',
    authScopes: { authenticated: true },
    args: { ticketId: t.arg.id({ required: true }), toMe: t.arg.boolean({ required: true }) },
    resolve: async (_root, { ticketId, toMe }, context) =>
      assignTicket({ deps: context.deps, viewer: await requireViewer(context), ticketId: String(ticketId), toMe }),
  }),
  setTicketPriority: t.field({
    type: Ticket,
    description: 'Changes the priority. Admins.',
    authScopes: { authenticated: true },
    args: {
      ticketId: t.arg.id({ required: true }),
      priority: t.arg({ type: TicketPriorityEnum, required: true }),
    },
    resolve: async (_root, { ticketId, priority }, context) =>
      setTicketPriority({
        deps: context.deps,
        viewer: await requireViewer(context),
        ticketId: String(ticketId),
        priority,
      }),
  }),
}));

// The reservation lists say "problem reported": the viewer's tickets about each reservation, one query per list.
builder.objectField(Reservation, 'tickets', (t) =>
  t.field({
    type: [Ticket],
    description: 'Your tickets about this reservation (as reporter, owner of its parking or support), newest first',
    resolve: async (reservation, _args, context) =>
      ticketsOfReservationLoader(context, await requireViewer(context), reservation.id),
  }),
);
