import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const verifyBankAccountDocument = graphql(`
  mutation VerifyBankAccount($id: ID!) {
    verifyBankAccount(id: $id) {
      id
      status
    }
  }
`);

export const useVerifyBankAccount = () =>
  useMutation(verifyBankAccountDocument, {
    refetchQueries: ['BankAccountsAwaitingVerification'],
    awaitRefetchQueries: true,
  });
