import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myPaymentsDocument = graphql(`
  query MyPayments {
    myPayments {
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
      }
    }
  }
`);

export const useMyPayments = () => useQuery(myPaymentsDocument);
