import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const ticketDocument = graphql(`
  query Ticket($id: ID!) {
    ticket(id: $id) {
      ...TicketViewFields
    }
  }
`);

export const useTicket = (id: string) => useQuery(ticketDocument, { variables: { id } });
