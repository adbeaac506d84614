import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deleteBillingAccountDocument = graphql(`
  mutation DeleteBillingAccount($id: ID!) {
    deleteBillingAccount(id: $id)
  }
`);

// Deleting the default makes the API pick a new one: the list is read again to show it.
export const useDeleteBillingAccount = () =>
  useMutation(deleteBillingAccountDocument, { refetchQueries: ['MyBillingAccounts'], awaitRefetchQueries: true });
