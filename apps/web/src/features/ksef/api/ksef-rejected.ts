import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /admin/ksef: the invoices KSeF refused, the latest refusal first, a page at a time (decision 064): "Load more"
// asks for the page after nextCursor.
export const ksefRejectedDocument = graphql(`
  query KsefRejected($after: String) {
    ksefRejected(after: $after) {
      items {
        id
        invoiceNumber
        issueDate
        deadlineAt
        deadlineAlert
        lastError
        ksefStatusCode
        updatedAt
      }
      nextCursor
    }
  }
`);

export function useKsefRejected() {
  const query = useQuery(ksefRejectedDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
