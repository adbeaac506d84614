import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const moveTicketDocument = graphql(`
  mutation MoveTicket($input: TicketMoveInput!) {
    moveTicket(input: $input) {
      ...TicketViewFields
    }
  }
`);

// The answer updates the ticket in the cache (same id, same fields); the menu's count may change with it.
export const useMoveTicket = () => useMutation(moveTicketDocument, { refetchQueries: ['TicketsAwaitingMe'] });
