import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myBillingAccountsDocument = graphql(`
  query MyBillingAccounts {
    myBillingAccounts {
      ...BillingAccountFields
      bankAccount {
        id
        name
        accountNumber
      }
    }
  }
`);

export const useMyBillingAccounts = () => useQuery(myBillingAccountsDocument);
