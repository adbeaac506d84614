import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createBankAccountDocument = graphql(`
  mutation CreateBankAccount($input: BankAccountInput!) {
    createBankAccount(input: $input) {
      id
      name
      accountNumber
    }
  }
`);

export const useCreateBankAccount = () => useMutation(createBankAccountDocument);
