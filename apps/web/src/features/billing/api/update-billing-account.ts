import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateBillingAccountDocument = graphql(`
  mutation UpdateBillingAccount($id: ID!, $input: BillingAccountInput!) {
    updateBillingAccount(id: $id, input: $input) {
      id
      isDefault
    }
  }
`);

export const useUpdateBillingAccount = () => useMutation(updateBillingAccountDocument);
