import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The payment method screen: the order being paid (found among the user's orders; there is no order(id) query)
// and the saved BLIK entries for BLIK without code.
export const topUpCheckoutDocument = graphql(`
  query TopUpCheckout {
    me {
      id
      balance
      blik {
        id
        label
        expiresAt
      }
    }
    myOrders {
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

export const useTopUpCheckout = () => useQuery(topUpCheckoutDocument);
