import { acceptsReplies, statusAfterReply, type TicketRole, type TicketStatus } from '@parkshare/shared/tickets/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import {
  MAX_INTERNAL_NOTES_PER_TICKET,
  MAX_MESSAGES_PER_TICKET,
  SUPPORT_MESSAGE_RESERVE,
  type TicketReplyData,
} from '@parkshare/shared/validation/tickets';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/transaction';
import { fieldError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { noticesFor, sendTicketMails } from './ticket-mail';
import { insertTicketPhotos, withStoredPhotos, type TicketFile } from './ticket-photos';
import { requireSupport } from './ticket.policy';
import { addMessage, countMessages, lockTicket, recordEvent, updateTicket } from './ticket-write';
import { loadTicketFor, type TicketView } from './tickets.read';

/** The room left in the thread for this message, else `tooManyTicketMessages` on `body`. Call it under the lock. */
async function checkRoom(tx: Tx, ticketId: string, role: TicketRole, internal: boolean): Promise<void> {
  // Notes have their own count; public messages stop the reporter and the owner at the cap, support past it.
  const max = internal
    ? MAX_INTERNAL_NOTES_PER_TICKET
    : MAX_MESSAGES_PER_TICKET + (role === 'support' ? SUPPORT_MESSAGE_RESERVE : 0);
  if ((await countMessages(tx, ticketId, { internal })) >= max) {
    throw fieldError('body', formatMessage('tooManyTicketMessages', { count: max }));
  }
}

/** A settled ticket takes no public reply until reopened; support's internal notes go on (`ticketSettled`). */
function checkOpen(status: TicketStatus, internal: boolean): void {
  if (!internal && !acceptsReplies(status)) throw fieldError('body', messages.ticketSettled);
}

/**
 * Writes a message to a ticket's thread. Steps: the viewer must take part (NOT_FOUND otherwise) and only support
 * writes internal notes (FORBIDDEN); a settled ticket takes no public reply (`ticketSettled`, before any photo is
 * decoded); the photos are checked and stored; under the ticket's lock: settled again, and the room in the thread
 * (MAX_MESSAGES_PER_TICKET public messages, support's reserve past it, MAX_INTERNAL_NOTES_PER_TICKET notes); the
 * message and its photos are inserted; a public answer from the owner or support opens a new ticket and hands the
 * turn to the reporter, the reporter's message hands it to the responders, an internal note changes neither.
 * After the commit the other side is mailed (internal notes mail nobody).
 */
export async function replyToTicket({
  deps,
  viewer,
  input,
  files,
}: {
  deps: AppDeps;
  viewer: Viewer;
  input: TicketReplyData;
  files: readonly TicketFile[];
}): Promise<TicketView> {
  const { ticket: seen, role } = await loadTicketFor(deps.db, viewer, input.ticketId);
  if (input.internal) requireSupport(role);
  checkOpen(seen.status, input.internal);
  const actorId = viewer.user.id;
  const notices = await withStoredPhotos(deps, files, (photos) =>
    deps.db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, seen.id);
      checkOpen(ticket.status, input.internal);
      await checkRoom(tx, ticket.id, role, input.internal);
      const message = await addMessage(tx, {
        ticketId: ticket.id,
        authorId: actorId,
        authorRole: role,
        body: input.body,
        internal: input.internal,
      });
      await insertTicketPhotos(tx, photos, { ticketId: ticket.id, messageId: message.id, uploadedBy: actorId });
      // A note changes nothing the reporter or the owner can read, updatedAt included.
      if (input.internal) return [];
      // The machine's move (statusAfterReply asks canMoveTicket), recorded like any other.
      const status = statusAfterReply(ticket.status, role);
      if (status !== ticket.status) {
        await recordEvent(tx, {
          ticketId: ticket.id,
          actorId,
          actorRole: role,
          kind: 'status',
          data: { from: ticket.status, to: status },
          field: 'body',
        });
      }
      await updateTicket(tx, ticket.id, {
        status,
        awaiting: role === 'reporter' ? 'responder' : 'reporter',
        lastMessageAt: message.createdAt,
        updatedAt: message.createdAt,
      });
      const about = { ...seen, ...ticket };
      return role === 'reporter'
        ? noticesFor(about, actorId, { kind: 'reporter_wrote' })
        : noticesFor(about, actorId, { kind: 'answered' });
    }),
  );
  await sendTicketMails(deps, notices);
  return (await loadTicketFor(deps.db, viewer, seen.id)).ticket;
}
