import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { TicketFilterInput } from '../../../gql/graphql';

// /admin/tickets: the support queue, oldest first, a page at a time, with the desk's filters.
export const adminTicketsDocument = graphql(`
  query AdminTickets($filter: TicketFilterInput, $after: String) {
    adminTickets(filter: $filter, after: $after) {
      items {
        id
        number
        type
        subject
        priority
        status
        reason
        reportedAt
        lastMessageAt
        awaitingViewer
        reporterName
        parking {
          id
          identifier
        }
        assignee {
          id
          name
        }
      }
      nextCursor
    }
  }
`);

export function useAdminTickets(filter: TicketFilterInput) {
  const query = useQuery(adminTicketsDocument, { variables: { filter } });
  const loadMore = (after: string) => query.fetchMore({ variables: { filter, after } });
  return { ...query, loadMore };
}
