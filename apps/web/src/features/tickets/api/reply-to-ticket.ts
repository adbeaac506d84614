import { graphql } from '../../../gql/gql';
import { uploadRequest } from '../../../lib/graphql/upload';

export const replyToTicketDocument = graphql(`
  mutation ReplyToTicket($input: TicketReplyInput!) {
    replyToTicket(input: $input) {
      ...TicketViewFields
    }
  }
`);

/** Adds a message with its photos to the thread in one multipart request; answers the ticket as it is now. */
export function replyToTicket({ ticketId, body }: { ticketId: string; body: string }, photos: File[]) {
  return uploadRequest(replyToTicketDocument, {
    variables: { input: { ticketId, body, photos: photos.map(() => null) } },
    files: Object.fromEntries(photos.map((file, index) => [`input.photos.${index}`, file])),
  });
}
