import { ticketMovesFor, type TicketRole, type TicketStatus, type TicketType } from '@parkshare/shared/tickets/status';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/tokens';
import { isAdmin, type Viewer } from '../../lib/viewer';

// Who takes part in a ticket (decision 080): the person who reported it, the owner of the parking it is about,
// and support (admins). Anybody else is told the ticket does not exist, exactly as for an unknown or malformed
// id. The acting user is the session's user: an admin impersonating someone acts as that person (no support
// powers), like every other module (billing.policy's accountOwner).
//
// An admin who reported a ticket takes part as its reporter (they wait for an answer like anyone else); an admin
// who owns the parking takes part as its owner: a party to the dispute does not judge it, nor read support's notes.

interface Participants {
  reporterId: string;
  parkingOwnerId: string | null;
}

/** How the viewer takes part in a ticket, or null for somebody who does not. */
export function ticketRoleOf(viewer: Viewer, ticket: Participants): TicketRole | null {
  if (ticket.reporterId === viewer.user.id) return 'reporter';
  if (ticket.parkingOwnerId !== null && ticket.parkingOwnerId === viewer.user.id) return 'owner';
  if (isAdmin(viewer.user)) return 'support';
  return null;
}

/** A ticket id the viewer names: anything that is not a UUID cannot exist, so it is NOT_FOUND like a stranger's. */
export function ticketId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

/** Support's operations (assign, priority, internal notes): the other participants may see the ticket, not this. */
export function requireSupport(role: TicketRole): void {
  if (role !== 'support') throw forbidden();
}

/** Internal notes and the audit trail are support's. */
export const seesInternal = (role: TicketRole): boolean => role === 'support';

/** The owner sees no more of the reporter than the parking's reservation history shows: no name. */
export const seesReporterName = (role: TicketRole): boolean => role !== 'owner';

/**
 * Whose name a message shows the viewer: support sees every name, and support's names are seen by all; the
 * reporter and the owner see each other's messages without a name, both ways ("Driver", "Parking owner").
 */
export const seesAuthorName = (viewer: TicketRole, author: TicketRole): boolean =>
  viewer === 'support' || author === 'support' || viewer === author;

/** The parking's owner-only name: its owner and support. */
export const seesParkingName = (role: TicketRole): boolean => role !== 'reporter';

/** The statuses the viewer may move the ticket to now. */
export const allowedMoves = (role: TicketRole, ticket: { status: TicketStatus; type: TicketType }): TicketStatus[] =>
  ticketMovesFor(role, ticket);

/** Who writes next, seen from the viewer: the reporter after the other side's public answer, else the responders. */
export function isAwaiting(role: TicketRole, awaiting: 'reporter' | 'responder' | null): boolean {
  if (awaiting === null) return false;
  return role === 'reporter' ? awaiting === 'reporter' : awaiting === 'responder';
}
