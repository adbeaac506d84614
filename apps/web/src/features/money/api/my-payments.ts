import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /payments, a page at a time (decision 064): "Load more" asks for the page after nextCursor.
export const myPaymentsDocument = graphql(`
  query MyPayments($after: String) {
    myPayments(after: $after) {
      items {
        id
        amount
        currency
        status
        method
        createdAt
        finishedAt
        failureCode
        order {
          id
          number
          product
          quantity
        }
        document {
          kind
          number
          url
          fileName
          ksefNumber
        }
        monthlyInvoice {
          month
          issueDate
          document {
            kind
            number
            url
            fileName
            ksefNumber
          }
        }
        refunds {
          id
          amount
          currency
          destination
          status
          createdAt
          finishedAt
          correction {
            kind
            number
            url
            fileName
          }
        }
      }
      nextCursor
    }
  }
`);

export function useMyPayments() {
  const query = useQuery(myPaymentsDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
