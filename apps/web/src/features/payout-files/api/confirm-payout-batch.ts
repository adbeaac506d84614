import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The bank executed the file: its transfers still under way complete. The file's page is read again.
export const confirmPayoutBatchDocument = graphql(`
  mutation ConfirmPayoutBatch($id: ID!) {
    confirmPayoutBatch(id: $id) {
      id
      status
      confirmedAt
    }
  }
`);

export const useConfirmPayoutBatch = () =>
  useMutation(confirmPayoutBatchDocument, { refetchQueries: ['PayoutBatch'], awaitRefetchQueries: true });
