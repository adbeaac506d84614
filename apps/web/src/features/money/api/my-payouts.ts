import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /balance: the latest payouts, RECENT_PAYOUTS at a time (decision 064).
export const RECENT_PAYOUTS = 10;

export const myPayoutsDocument = graphql(`
  query MyPayouts($first: Int, $after: String) {
    myPayouts(first: $first, after: $after) {
      items {
        id
        amount
        fee
        currency
        status
        kind
        accountNumber
        createdAt
        finishedAt
        failureCode
      }
      nextCursor
    }
  }
`);

export function useMyPayouts() {
  const query = useQuery(myPayoutsDocument, { variables: { first: RECENT_PAYOUTS } });
  const loadMore = (after: string) => query.fetchMore({ variables: { first: RECENT_PAYOUTS, after } });
  return { ...query, loadMore };
}
