import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// Every payout waiting for a file goes into a new one; the summary and the list of files are read again.
export const createPayoutBatchDocument = graphql(`
  mutation CreatePayoutBatch {
    createPayoutBatch {
      id
      number
      payoutCount
    }
  }
`);

export const useCreatePayoutBatch = () =>
  useMutation(createPayoutBatchDocument, {
    refetchQueries: ['PayoutTransfers', 'PayoutBatches'],
    awaitRefetchQueries: true,
  });
