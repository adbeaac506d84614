import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// What support does to a ticket; each answers the ticket, and the desk reads it again (refetchQueries).

export const assignTicketDocument = graphql(`
  mutation AssignTicket($ticketId: ID!, $toMe: Boolean!) {
    assignTicket(ticketId: $ticketId, toMe: $toMe) {
      id
    }
  }
`);

export const setTicketPriorityDocument = graphql(`
  mutation SetTicketPriority($ticketId: ID!, $priority: TicketPriority!) {
    setTicketPriority(ticketId: $ticketId, priority: $priority) {
      id
    }
  }
`);

export const supportMoveTicketDocument = graphql(`
  mutation SupportMoveTicket($input: TicketMoveInput!) {
    moveTicket(input: $input) {
      id
    }
  }
`);

export const supportReplyDocument = graphql(`
  mutation SupportReply($input: TicketReplyInput!) {
    replyToTicket(input: $input) {
      id
    }
  }
`);

export const grantTicketRefundDocument = graphql(`
  mutation GrantTicketRefund($input: TicketRefundInput!) {
    grantTicketRefund(input: $input) {
      id
    }
  }
`);

const refetch = { refetchQueries: ['SupportTicket'], awaitRefetchQueries: true };

export const useAssignTicket = () => useMutation(assignTicketDocument, refetch);
export const useSetTicketPriority = () => useMutation(setTicketPriorityDocument, refetch);
export const useSupportMoveTicket = () => useMutation(supportMoveTicketDocument, refetch);
export const useSupportReply = () => useMutation(supportReplyDocument, refetch);
export const useGrantTicketRefund = () => useMutation(grantTicketRefundDocument, refetch);
