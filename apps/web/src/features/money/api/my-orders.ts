import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myOrdersDocument = graphql(`
  query MyOrders {
    myOrders {
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
  }
`);

export const useMyOrders = () => useQuery(myOrdersDocument);
