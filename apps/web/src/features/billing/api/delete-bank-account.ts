import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deleteBankAccountDocument = graphql(`
  mutation DeleteBankAccount($id: ID!) {
    deleteBankAccount(id: $id)
  }
`);

export const useDeleteBankAccount = () =>
  useMutation(deleteBankAccountDocument, { refetchQueries: ['MyBankAccounts'], awaitRefetchQueries: true });
