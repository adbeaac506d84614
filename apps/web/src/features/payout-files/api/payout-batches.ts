import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /admin/payouts: the transfer files, newest first, a page at a time (decision 064): "Load more" asks for the page
// after nextCursor.
export const payoutBatchesDocument = graphql(`
  query PayoutBatches($after: String) {
    payoutBatches(after: $after) {
      items {
        id
        number
        status
        payoutCount
        total
        createdAt
        confirmedAt
        fileUrl
        fileName
      }
      nextCursor
    }
  }
`);

export function usePayoutBatches() {
  const query = useQuery(payoutBatchesDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
