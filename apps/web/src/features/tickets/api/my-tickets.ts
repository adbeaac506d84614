import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { TicketScope } from '../../../gql/graphql';

// /tickets: the viewer's tickets, newest first, a page at a time; `parkings` lists those about their parkings.
export const myTicketsDocument = graphql(`
  query MyTickets($scope: TicketScope!, $after: String) {
    myTickets(scope: $scope, after: $after) {
      items {
        ...TicketRowFields
      }
      nextCursor
    }
  }
`);

export function useMyTickets(scope: TicketScope) {
  const query = useQuery(myTicketsDocument, { variables: { scope } });
  const loadMore = (after: string) => query.fetchMore({ variables: { scope, after } });
  return { ...query, loadMore };
}
