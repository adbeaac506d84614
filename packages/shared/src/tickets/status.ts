// Support tickets (SPEC §3, §4; issue 15, decision 080): their statuses and the moves between them, declared
// once. The server asks this machine on every move; the screens ask it which buttons to offer.
//
//   new ──a reply from support or the owner──▶ open ◀──▶ in_progress
//    │                                          │            │
//    └──────────────────────────────────────────┴────────────┴──▶ resolved ──▶ closed
//                                                                   │            │
//                                   reopened ◀──────────────────────┴────────────┘
//                                      └──▶ open, in_progress, resolved, closed
//
// Closed is reached from any status but itself; a resolved or closed ticket can be reopened.

import type { ReservationStatus } from '../reservations/status';

export const TICKET_STATUSES = ['new', 'open', 'in_progress', 'resolved', 'closed', 'reopened'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_TYPES = ['compensation', 'parking'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'medium';

/** Why a driver reports a problem with a stay (a compensation ticket linked to the reservation). */
export const PROBLEM_REASONS = [
  'spot_occupied',
  'could_not_enter',
  'not_as_described',
  'charged_wrongly',
  'other',
] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/**
 * The stays a driver may report a problem with (a ticket linked to the reservation): paid ones, under way, over
 * or cancelled; not one still waiting for its payment, nor one that expired unpaid.
 */
export const REPORTABLE_RESERVATION_STATUSES = [
  'confirmed',
  'active',
  'completed',
  'cancelled',
] as const satisfies readonly ReservationStatus[];

export const isReportableStay = (status: ReservationStatus): boolean =>
  (REPORTABLE_RESERVATION_STATUSES as readonly ReservationStatus[]).includes(status);

/**
 * How someone takes part in a ticket: the person who reported it, the owner of the parking it is about, or
 * support (an admin).
 */
export const TICKET_ROLES = ['reporter', 'owner', 'support'] as const;
export type TicketRole = (typeof TICKET_ROLES)[number];

/** Who bears a refund granted on a compensation ticket: Parkshare, or the parking's owner (their earning). */
export const REFUND_BEARERS = ['platform', 'owner'] as const;
export type RefundBearer = (typeof REFUND_BEARERS)[number];

const TICKET_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ['open', 'in_progress', 'resolved', 'closed'],
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['closed', 'reopened'],
  closed: ['reopened'],
  reopened: ['open', 'in_progress', 'resolved', 'closed'],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean => TICKET_MOVES[from].includes(to);

/** The statuses of a ticket nobody needs to act on any more (until it is reopened). */
export const SETTLED_TICKET_STATUSES = ['resolved', 'closed'] as const satisfies readonly TicketStatus[];

export const isSettledTicket = (status: string): boolean =>
  (SETTLED_TICKET_STATUSES as readonly string[]).includes(status);

/**
 * The moves a participant may make from a status: support any the machine allows; the reporter closes their
 * ticket or reopens a settled one; the owner resolves a ticket about their parking (not a compensation claim,
 * which support settles) or reopens one they resolved too early.
 */
export function ticketMovesFor(role: TicketRole, ticket: { status: TicketStatus; type: TicketType }): TicketStatus[] {
  const allowed = TICKET_MOVES[ticket.status];
  if (role === 'support') return [...allowed];
  if (role === 'reporter') return allowed.filter((to) => to === 'closed' || to === 'reopened');
  if (ticket.type !== 'parking') return [];
  return allowed.filter((to) => to === 'resolved' || (to === 'reopened' && ticket.status === 'resolved'));
}

/**
 * A reply moves a ticket on: a responder's first answer opens a new ticket; nothing else changes by a reply. The
 * move is the machine's like any other: one it does not allow leaves the status as it is.
 */
export function statusAfterReply(status: TicketStatus, role: TicketRole): TicketStatus {
  const next: TicketStatus = status === 'new' && role !== 'reporter' ? 'open' : status;
  return next !== status && canMoveTicket(status, next) ? next : status;
}

/** Replies are written to tickets that are not settled; a settled one is reopened first. */
export const acceptsReplies = (status: TicketStatus): boolean => !isSettledTicket(status);

/**
 * A ticket's number as people read it aloud on the phone: six digits in two groups ("482-913"); no letters to
 * spell, no leading zero, no order that tells how many tickets there are.
 */
export const TICKET_NUMBER_PATTERN = /^[1-9]\d{2}-\d{3}$/;

/** A ticket number from a random integer in [0, 900000). */
export function ticketNumberOf(random: number): string {
  const value = 100_000 + (Math.floor(Math.abs(random)) % 900_000);
  const digits = String(value);
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** What someone typed as a ticket number ("482913", "482 913", "#482-913") in the stored form, or null. */
export function normalizeTicketNumber(text: string): string | null {
  const digits = text.replace(/[\s#-]/g, '');
  if (!/^[1-9]\d{5}$/.test(digits)) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}
