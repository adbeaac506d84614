import { useQuery } from '@apollo/client';
import { graphql } from '../../gql/gql';

// One payment, polled while it waits for the bank (pollInterval; the cache is never trusted here).
export const getPaymentDocument = graphql(`
  query GetPayment($id: ID!) {
    payment(id: $id) {
      id
      amount
      currency
      status
      method
      createdAt
      finishedAt
      failureCode
      redirectUrl
      order {
        id
        number
        product
        quantity
        billingAccountId
        reservationId
      }
    }
  }
`);

export const usePayment = (id: string | null, pollInterval = 0) =>
  useQuery(getPaymentDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    pollInterval,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
