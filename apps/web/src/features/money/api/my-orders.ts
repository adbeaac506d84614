import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /orders, a page at a time (decision 064): "Load more" asks for the page after nextCursor.
export const myOrdersDocument = graphql(`
  query MyOrders($after: String) {
    myOrders(after: $after) {
      items {
        id
        number
        createdAt
        status
        product
        quantity
        netAmount
        vatAmount
        grossAmount
        vatRate
        total
        currency
      }
      nextCursor
    }
  }
`);

export function useMyOrders() {
  const query = useQuery(myOrdersDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
