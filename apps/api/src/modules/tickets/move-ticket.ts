import {
  ticketMovesFor,
  type TicketPriority,
  type TicketRole,
  type TicketStatus,
} from '@parkshare/shared/tickets/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import {
  MAX_OPEN_TICKETS_PER_USER,
  MAX_TICKET_REOPENS,
  type TicketMoveData,
} from '@parkshare/shared/validation/tickets';
import type { AppDeps } from '../../app-deps';
import type { TicketRow } from '../../db/schema/tickets';
import { lockOwner, type Tx } from '../../db/transaction';
import { fieldError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { noticesFor, sendTicketMails } from './ticket-mail';
import { requireSupport } from './ticket.policy';
import { countReopens, lockTicket, recordEvent, updateTicket } from './ticket-write';
import { countOpenTickets, loadTicketFor, type TicketView } from './tickets.read';

// Status, priority and assignment: every change asks the machine (packages/shared/src/tickets/status.ts) under
// the ticket's lock and writes one audit event (actor, from, to); a move the viewer may not make changes nothing.

/** The columns a move sets besides the status: when it was settled, with what outcome, and whose turn it is. */
function columnsOfMove(ticket: TicketRow, to: TicketStatus, outcome: string | null, now: Date): Partial<TicketRow> {
  if (to === 'resolved') return { resolvedAt: now, closedAt: null, outcome: outcome ?? ticket.outcome, awaiting: null };
  // Closing keeps the outcome of whoever resolved it (the input takes an outcome only with resolving).
  if (to === 'closed') return { closedAt: now, awaiting: null };
  // Reopened: no longer resolved nor closed (the audit trail keeps when it was); the responders act next.
  if (to === 'reopened') return { resolvedAt: null, closedAt: null, outcome: null, awaiting: 'responder' };
  return { awaiting: ticket.awaiting ?? 'responder' };
}

/**
 * The reporter and the owner reopen a ticket at most MAX_TICKET_REOPENS times each (support as often as it takes);
 * the reporter's reopened ticket counts again among their unsettled ones (MAX_OPEN_TICKETS_PER_USER), checked
 * under the reporter's lock as createTicket does. Both on `status`.
 */
async function checkReopen(tx: Tx, ticket: TicketRow, role: TicketRole): Promise<void> {
  if (role === 'support') return;
  if ((await countReopens(tx, ticket.id, role)) >= MAX_TICKET_REOPENS) {
    throw fieldError('status', formatMessage('tooManyTicketReopens', { count: MAX_TICKET_REOPENS }));
  }
  if (role !== 'reporter') return;
  await lockOwner(tx, ticket.reporterId);
  if ((await countOpenTickets(tx, ticket.reporterId)) >= MAX_OPEN_TICKETS_PER_USER) {
    throw fieldError('status', formatMessage('tooManyOpenTickets', { count: MAX_OPEN_TICKETS_PER_USER }));
  }
}

/**
 * moveTicket: the viewer (any participant) moves the ticket to a status ticketMovesFor(role, ticket) allows, else
 * `ticketStatusForbids` on `status` and nothing changes; reopening is limited (checkReopen). Resolving records
 * resolvedAt and the outcome (the only move that takes one: ticketMoveInput), closing closedAt; a settled ticket
 * awaits nobody, a reopened one the responders. The reporter is mailed unless they moved it themselves.
 */
export async function moveTicket({
  deps,
  viewer,
  input,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: TicketMoveData;
}): Promise<TicketView> {
  const { ticket: seen, role } = await loadTicketFor(deps.db, viewer, input.ticketId);
  const actorId = viewer.user.id;
  const moved = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, seen.id);
    if (!ticketMovesFor(role, ticket).includes(input.status)) {
      throw fieldError('status', messages.ticketStatusForbids);
    }
    if (input.status === 'reopened') await checkReopen(tx, ticket, role);
    const now = new Date();
    // The event first: a ticket that has had too many changes refuses this one before anything is written.
    await recordEvent(tx, {
      ticketId: ticket.id,
      actorId,
      actorRole: role,
      kind: 'status',
      data: { from: ticket.status, to: input.status, ...(input.outcome ? { outcome: input.outcome } : {}) },
      field: 'status',
    });
    await updateTicket(tx, ticket.id, {
      status: input.status,
      ...columnsOfMove(ticket, input.status, input.outcome, now),
      updatedAt: now,
    });
    return ticket;
  });
  await sendTicketMails(deps, noticesFor({ ...seen, ...moved }, actorId, { kind: 'status', status: input.status }));
  return (await loadTicketFor(deps.db, viewer, seen.id)).ticket;
}

/** assignTicket (support): to the viewer, or to nobody; an actual change writes an 'assigned' event. */
export async function assignTicket({
  deps,
  viewer,
  ticketId,
  toMe,
}: {
  deps: AppDeps;
  viewer: Viewer;
  ticketId: string;
  toMe: boolean;
}): Promise<TicketView> {
  const { ticket: seen, role } = await loadTicketFor(deps.db, viewer, ticketId);
  requireSupport(role);
  const assigneeId = toMe ? viewer.user.id : null;
  // The trail names people as they were called then (the assignee as loadTicketFor read them).
  const previous = seen.assignee;
  await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, seen.id);
    if (ticket.assigneeId === assigneeId) return;
    // Support's own bookkeeping: updatedAt stays, the reporter and the owner see no change.
    await updateTicket(tx, ticket.id, { assigneeId });
    await recordEvent(tx, {
      ticketId: ticket.id,
      actorId: viewer.user.id,
      actorRole: role,
      kind: 'assigned',
      data: {
        from: ticket.assigneeId === previous?.id ? previous.name : null,
        to: toMe ? viewer.user.name : null,
        assigneeId,
      },
      field: 'toMe',
    });
  });
  return (await loadTicketFor(deps.db, viewer, seen.id)).ticket;
}

/** setTicketPriority (support): an actual change writes a 'priority' event. */
export async function setTicketPriority({
  deps,
  viewer,
  ticketId,
  priority,
}: {
  deps: AppDeps;
  viewer: Viewer;
  ticketId: string;
  priority: TicketPriority;
}): Promise<TicketView> {
  const { ticket: seen, role } = await loadTicketFor(deps.db, viewer, ticketId);
  requireSupport(role);
  await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, seen.id);
    if (ticket.priority === priority) return;
    await updateTicket(tx, ticket.id, { priority, updatedAt: new Date() });
    await recordEvent(tx, {
      ticketId: ticket.id,
      actorId: viewer.user.id,
      actorRole: role,
      kind: 'priority',
      data: { from: ticket.priority, to: priority },
      field: 'priority',
    });
  });
  return (await loadTicketFor(deps.db, viewer, seen.id)).ticket;
}
