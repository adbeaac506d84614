import { useMutation } from '@apollo/client';
import { graphql } from '../../gql/gql';

export const payOrderDocument = graphql(`
  mutation PayOrder($input: PayOrderInput!) {
    payOrder(input: $input) {
      id
      status
      method
      createdAt
      redirectUrl
      failureCode
    }
  }
`);

export const usePayOrder = () => useMutation(payOrderDocument);
