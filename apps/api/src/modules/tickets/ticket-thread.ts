import { MAX_THREAD_MESSAGES } from '@parkshare/shared/validation/tickets';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ticketEvents, ticketMessages, type TicketEventRow, type TicketMessageRow } from '../../db/schema/tickets';
import type { TicketPhotoRow } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import type { Reader } from '../../db/transaction';
import { photosOfMessages } from './ticket-photos';
import { seesAuthorName, seesInternal } from './ticket.policy';
import type { TicketView } from './tickets.read';

// A ticket's thread and audit trail as the viewer may see them: internal notes and events are support's; the
// owner reads the reporter's messages without their name, and the reporter the owner's (decision 080).

export interface TicketMessageView extends TicketMessageRow {
  authorName: string | null;
  mine: boolean;
  photos: TicketPhotoRow[];
}

export interface TicketEventView extends TicketEventRow {
  actorName: string | null;
}

/**
 * The thread, oldest first, without what the viewer's role may not read: at most MAX_THREAD_MESSAGES, the newest
 * (the limits of replyToTicket keep a thread within it; should lines written by the money operations push it past,
 * the oldest give way, never the latest answer).
 */
export async function ticketThread(db: Reader, ticket: TicketView): Promise<TicketMessageView[]> {
  const newest = await db
    .select({ message: ticketMessages, authorName: users.name })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(
      and(
        eq(ticketMessages.ticketId, ticket.id),
        seesInternal(ticket.role) ? undefined : eq(ticketMessages.internal, false),
      ),
    )
    .orderBy(desc(ticketMessages.createdAt), desc(ticketMessages.id))
    .limit(MAX_THREAD_MESSAGES);
  const rows = newest.reverse();
  const photos = await photosOfMessages(
    db,
    ticket.id,
    rows.map((row) => row.message.id),
  );
  return rows.map(({ message, authorName }) => {
    const mine = message.authorId === ticket.viewerId;
    const hidden = !mine && !seesAuthorName(ticket.role, message.authorRole);
    return { ...message, authorName: hidden ? null : authorName, mine, photos: photos.get(message.id) ?? [] };
  });
}

/** The audit trail, oldest first: support only ([] for the others). */
export async function ticketEventsOf(db: Reader, ticket: TicketView): Promise<TicketEventView[]> {
  if (!seesInternal(ticket.role)) return [];
  const rows = await db
    .select({ event: ticketEvents, actorName: users.name })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.actorId))
    .where(eq(ticketEvents.ticketId, ticket.id))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
  return rows.map(({ event, actorName }) => ({ ...event, actorName }));
}
