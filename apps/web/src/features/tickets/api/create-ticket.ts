import { graphql } from '../../../gql/gql';
import type { TicketInput } from '../../../gql/graphql';
import { uploadRequest } from '../../../lib/graphql/upload';

export const createTicketDocument = graphql(`
  mutation CreateTicket($input: TicketInput!) {
    createTicket(input: $input) {
      id
      number
    }
  }
`);

/** Opens a ticket with its photos in one multipart request (all or nothing: a refused photo opens nothing). */
export function createTicket(input: Omit<TicketInput, 'photos'>, photos: File[]) {
  return uploadRequest(createTicketDocument, {
    variables: { input: { ...input, photos: photos.map(() => null) } },
    files: Object.fromEntries(photos.map((file, index) => [`input.photos.${index}`, file])),
  });
}
