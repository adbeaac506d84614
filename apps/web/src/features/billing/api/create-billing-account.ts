import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createBillingAccountDocument = graphql(`
  mutation CreateBillingAccount($input: BillingAccountInput!) {
    createBillingAccount(input: $input) {
      id
      isDefault
    }
  }
`);

export const useCreateBillingAccount = () => useMutation(createBillingAccountDocument);
