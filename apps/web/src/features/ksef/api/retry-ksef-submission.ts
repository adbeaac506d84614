import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// "Send again": a refused invoice goes back to the queue with the same XML; the counts and the list are read again.
export const retryKsefSubmissionDocument = graphql(`
  mutation RetryKsefSubmission($id: ID!) {
    retryKsefSubmission(id: $id) {
      id
      status
    }
  }
`);

export const useRetryKsefSubmission = () =>
  useMutation(retryKsefSubmissionDocument, {
    refetchQueries: ['KsefQueue', 'KsefRejected'],
    awaitRefetchQueries: true,
  });
