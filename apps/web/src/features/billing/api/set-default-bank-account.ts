import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const setDefaultBankAccountDocument = graphql(`
  mutation SetDefaultBankAccount($id: ID!) {
    setDefaultBankAccount(id: $id) {
      id
      isDefault
    }
  }
`);

export const useSetDefaultBankAccount = () =>
  useMutation(setDefaultBankAccountDocument, { refetchQueries: ['MyBankAccounts'], awaitRefetchQueries: true });
