import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const setDefaultBillingAccountDocument = graphql(`
  mutation SetDefaultBillingAccount($id: ID!) {
    setDefaultBillingAccount(id: $id) {
      id
      isDefault
    }
  }
`);

// The previous default changes too, so the list is read again rather than patched in the cache.
export const useSetDefaultBillingAccount = () =>
  useMutation(setDefaultBillingAccountDocument, { refetchQueries: ['MyBillingAccounts'], awaitRefetchQueries: true });
