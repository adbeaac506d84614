import { acceptsReplies, statusAfterReply } from '@parkshare/shared/tickets/status';
import { formatMessage, messages } from '@parkshare/shared/validation/messages';
import { MAX_MESSAGES_PER_TICKET, type TicketReplyData } from '@parkshare/shared/validation/tickets';
import type { AppDeps } from '../../app-deps';
import { fieldError } from '../../lib/errors';
import type { Viewer } from '../../lib/viewer';
import { noticesFor, sendTicketMails } from './ticket-mail';
import { insertTicketPhotos, withStoredPhotos, type TicketFile } from './ticket-photos';
import { requireSupport } from './ticket.policy';
import { addMessage, countMessages, lockTicket, recordEvent, updateTicket } from './ticket-write';
import { loadTicketFor, type TicketView } from './tickets.read';

/**
 * Writes a message to a ticket's thread. Steps: the viewer must take part (NOT_FOUND otherwise) and only support
 * writes internal notes (FORBIDDEN); the photos are checked and stored; under the ticket's lock: a settled
 * ticket takes no replies (`ticketSettled`), a thread holds at most MAX_MESSAGES_PER_TICKET messages; the message
 * and its photos are inserted; a public answer from the owner or support opens a new ticket and hands the turn to
 * the reporter, the reporter's message hands it to the responders, an internal note changes neither. After the
 * commit the other side is mailed (internal notes mail nobody).
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
  const actorId = viewer.user.id;
  const notices = await withStoredPhotos(deps, files, (photos) =>
    deps.db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, seen.id);
      if (!acceptsReplies(ticket.status)) throw fieldError('body', messages.ticketSettled);
      if ((await countMessages(tx, ticket.id)) >= MAX_MESSAGES_PER_TICKET) {
        throw fieldError('body', formatMessage('tooManyTicketMessages', { count: MAX_MESSAGES_PER_TICKET }));
      }
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
