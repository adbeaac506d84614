import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myTransactionsDocument = graphql(`
  query MyTransactions {
    myTransactions {
      id
      type
      status
      amount
      currency
      createdAt
      processedAt
      orderId
      paymentId
      payoutId
    }
  }
`);

export const useMyTransactions = () => useQuery(myTransactionsDocument);
