import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The bank refused one transfer of an open file: the payout fails, its money and fee go back to the owner's
// balance. The file's page is read again.
export const returnBatchPayoutDocument = graphql(`
  mutation ReturnBatchPayout($payoutId: ID!) {
    returnBatchPayout(payoutId: $payoutId) {
      id
    }
  }
`);

export const useReturnBatchPayout = () =>
  useMutation(returnBatchPayoutDocument, { refetchQueries: ['PayoutBatch'], awaitRefetchQueries: true });
