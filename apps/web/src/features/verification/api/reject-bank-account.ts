import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const rejectBankAccountDocument = graphql(`
  mutation RejectBankAccount($id: ID!, $reason: String) {
    rejectBankAccount(id: $id, reason: $reason) {
      id
      status
      rejectionReason
    }
  }
`);

export const useRejectBankAccount = () =>
  useMutation(rejectBankAccountDocument, {
    refetchQueries: ['BankAccountsAwaitingVerification'],
    awaitRefetchQueries: true,
  });
