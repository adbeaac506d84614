import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The payment method screen: the order being paid and the saved BLIK entries for BLIK without code.
export const topUpCheckoutDocument = graphql(`
  query TopUpCheckout($orderId: ID!) {
    me {
      ...PayerFields
    }
    order(id: $orderId) {
      id
      number
      status
      product
      total
      currency
      billingAccountId
    }
  }
`);

export const useTopUpCheckout = (orderId: string) => useQuery(topUpCheckoutDocument, { variables: { orderId } });
