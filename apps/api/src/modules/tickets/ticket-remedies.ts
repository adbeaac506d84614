import type { Locale } from '@parkshare/shared/locales';
import { acceptsReplies, canMoveTicket } from '@parkshare/shared/tickets/status';
import { messages } from '@parkshare/shared/validation/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { ticketEvents, type TicketRow } from '../../db/schema/tickets';
import type { Reader, Tx } from '../../db/transaction';
import { fieldError, forbidden } from '../../lib/errors';
import type { SpotStateEvent } from '../../lib/spot-events';
import type { Viewer } from '../../lib/viewer';
import { publishSpotEvents } from '../map/publish-spot-events';
import { dispatchRefunds } from '../refunds/refund-dispatch';
import { withRetry } from '../reservations/refusal';
import {
  cancelStayWithFullRefund,
  moveStayToOtherSpot,
  stayRemedies,
  type StayRemedies,
} from '../reservations/stay-remedies';
import { cancelledOutcome, spotChangedText, stayCancelledText, threadLocale } from './ticket-money-texts';
import { noticesFor, sendTicketMails } from './ticket-mail';
import { addSystemMessage, lockTicket, recordEvent, updateTicket } from './ticket-write';
import { loadTicketFor, type TicketView } from './tickets.read';

// The "report a problem" remedies on a ticket (issue 15, decision 080): the reporter of an occupied spot on a
// stay under way takes another free spot of the parking, or cancels the stay with a full refund, in one tap. The
// reservation's side is reservations/stay-remedies.ts; here who may, once per ticket, the audit event and the line
// in the thread (and, for a cancellation, the ticket resolved), in the same transaction; the map hears the spots'
// change, the refunds to the payer go to the gateway and the owner gets a mail after the commit.

/** A remedy already taken on the ticket ends the offer: one per ticket. */
async function remedyTaken(db: Reader, ticketId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketEvents.id })
    .from(ticketEvents)
    .where(and(eq(ticketEvents.ticketId, ticketId), inArray(ticketEvents.kind, ['spot_changed', 'stay_cancelled'])))
    .limit(1);
  return row !== undefined;
}

/** What the ticket itself must be for a remedy: a spot_occupied report of a stay, not settled. */
const offersRemedies = (ticket: Pick<TicketRow, 'type' | 'reason' | 'reservationId' | 'status'>) =>
  ticket.type === 'compensation' &&
  ticket.reason === 'spot_occupied' &&
  ticket.reservationId !== null &&
  acceptsReplies(ticket.status);

/** Ticket.remedies: for its reporter, while the ticket and the stay allow them; null otherwise. */
export async function remediesFor(db: Reader, ticket: TicketView, now = new Date()): Promise<StayRemedies | null> {
  if (ticket.role !== 'reporter' || !offersRemedies(ticket) || !ticket.reservationId) return null;
  if (await remedyTaken(db, ticket.id)) return null;
  return stayRemedies(db, ticket.reservationId, now);
}

/** What a remedy changed: the spots to tell open maps about, and refunds to hand to the gateway (after commit). */
interface RemedyTaken {
  events: (SpotStateEvent | null)[];
  toGateway?: string[];
}

interface RemedyRequest {
  deps: AppDeps;
  viewer: Viewer;
  ticketId: string;
  now?: Date;
}

/**
 * The steps both remedies share: the viewer must take part (NOT_FOUND otherwise) as the reporter (FORBIDDEN for
 * the owner and support); in one transaction under the ticket's lock, the ticket must still offer a remedy
 * (remedyNotAvailable on `ticketId`), then `take` changes the stay and writes to the ticket; after the commit the
 * spots' change is published and the owner mailed. Answers the ticket as the viewer sees it.
 */
async function takeRemedy(
  { deps, viewer, ticketId }: RemedyRequest,
  take: (tx: Tx, ticket: TicketRow & { reservationId: string }, locale: Locale) => Promise<RemedyTaken>,
): Promise<TicketView> {
  const { ticket: seen, role } = await loadTicketFor(deps.db, viewer, ticketId);
  if (role !== 'reporter') throw forbidden();
  const locale = threadLocale(viewer.user.language);
  const taken = await withRetry(() =>
    deps.db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, seen.id);
      const reservationId = ticket.reservationId;
      if (!offersRemedies(ticket) || !reservationId || (await remedyTaken(tx, ticket.id))) {
        throw fieldError('ticketId', messages.remedyNotAvailable);
      }
      return take(tx, { ...ticket, reservationId }, locale);
    }),
  );
  publishSpotEvents(deps, taken.events);
  await dispatchRefunds(deps, taken.toGateway ?? []);
  // The parking's owner hears that the reporter wrote (the remedy's line in the thread).
  await sendTicketMails(deps, noticesFor(seen, viewer.user.id, { kind: 'reporter_wrote' }));
  return (await loadTicketFor(deps.db, viewer, seen.id)).ticket;
}

/** takeOtherSpot: the stay moves to the first free spot of its parking (noOtherSpot when there is none). */
export function takeOtherSpot(request: RemedyRequest): Promise<TicketView> {
  const now = request.now ?? new Date();
  return takeRemedy(request, async (tx, ticket, locale) => {
    const change = await moveStayToOtherSpot(tx, { reservationId: ticket.reservationId, now, field: 'ticketId' });
    const actor = { ticketId: ticket.id, actorId: request.viewer.user.id, actorRole: 'reporter' as const };
    await recordEvent(tx, {
      ...actor,
      kind: 'spot_changed',
      data: { from: change.fromSpotNumber, to: change.toSpotNumber },
      field: 'ticketId',
    });
    await addSystemMessage(tx, {
      ticketId: ticket.id,
      authorId: actor.actorId,
      authorRole: 'reporter',
      body: spotChangedText(locale, change.fromSpotNumber, change.toSpotNumber),
    });
    return { events: change.events };
  });
}

/**
 * cancelStayWithRefund: the stay is cancelled, everything it paid goes back the way it was paid (the BLIK or bank
 * account, or the balance; decision 085), the ticket is resolved.
 */
export function cancelStayWithRefund(request: RemedyRequest): Promise<TicketView> {
  const now = request.now ?? new Date();
  return takeRemedy(request, async (tx, ticket, locale) => {
    const cancelled = await cancelStayWithFullRefund(tx, {
      reservationId: ticket.reservationId,
      now,
      field: 'ticketId',
      ticketId: ticket.id,
    });
    const actor = { ticketId: ticket.id, actorId: request.viewer.user.id, actorRole: 'reporter' as const };
    await recordEvent(tx, { ...actor, kind: 'stay_cancelled', data: { amount: cancelled.amount }, field: 'ticketId' });
    await addSystemMessage(tx, {
      ticketId: ticket.id,
      authorId: actor.actorId,
      authorRole: 'reporter',
      body: stayCancelledText(locale, cancelled.plan),
    });
    // The problem is settled: the ticket is resolved with what was done, as the machine allows from any
    // unsettled status.
    if (canMoveTicket(ticket.status, 'resolved')) {
      const outcome = cancelledOutcome(locale, cancelled.amount);
      await recordEvent(tx, { ...actor, kind: 'status', data: { from: ticket.status, to: 'resolved', outcome } });
      await updateTicket(tx, ticket.id, {
        status: 'resolved',
        resolvedAt: now,
        closedAt: null,
        outcome,
        awaiting: null,
        updatedAt: now,
      });
    }
    return { events: cancelled.events, toGateway: cancelled.toGateway };
  });
}
