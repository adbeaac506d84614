import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myBankAccountsDocument = graphql(`
  query MyBankAccounts {
    myBankAccounts {
      id
      name
      accountNumber
      isVerified
      status
      rejectionReason
      isDefault
    }
  }
`);

export const useMyBankAccounts = () => useQuery(myBankAccountsDocument);
