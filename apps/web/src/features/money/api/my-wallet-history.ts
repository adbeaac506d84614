import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /transactions: the wallet history from the ledger (decision 065), a page at a time, and the balance it sums to.
export const myWalletHistoryDocument = graphql(`
  query MyWalletHistory($after: String) {
    me {
      id
      balance
      currency
    }
    myWalletHistory(after: $after) {
      items {
        id
        kind
        amount
        currency
        status
        createdAt
        orderNumber
        payoutId
        reservationId
        ticketId
        ticketNumber
      }
      nextCursor
    }
  }
`);

export function useMyWalletHistory() {
  const query = useQuery(myWalletHistoryDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
