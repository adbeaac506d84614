import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const resubmitBankAccountDocument = graphql(`
  mutation ResubmitBankAccount($id: ID!, $input: BankAccountInput!) {
    resubmitBankAccount(id: $id, input: $input) {
      id
      name
      accountNumber
      status
      rejectionReason
    }
  }
`);

export const useResubmitBankAccount = () => useMutation(resubmitBankAccountDocument);
