import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const requestPayoutDocument = graphql(`
  mutation RequestPayout($input: RequestPayoutInput!) {
    requestPayout(input: $input) {
      id
      amount
      fee
      status
    }
  }
`);

export const useRequestPayout = () =>
  useMutation(requestPayoutDocument, {
    refetchQueries: ['MoneyBalance', 'MyPayouts', 'PayoutQuote'],
    awaitRefetchQueries: true,
  });
