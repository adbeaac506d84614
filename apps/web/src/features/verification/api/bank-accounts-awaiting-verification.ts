import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const bankAccountsAwaitingVerificationDocument = graphql(`
  query BankAccountsAwaitingVerification {
    bankAccountsAwaitingVerification {
      id
      bankAccount {
        id
        name
        accountNumber
        updatedAt
      }
      owner {
        id
        name
        email
      }
      billingAccounts {
        id
        fullName
        companyName
        vatId
        street
        buildingNumber
        localNumber
        postcode
        city
        isDefault
      }
    }
  }
`);

export const useBankAccountsAwaitingVerification = () =>
  useQuery(bankAccountsAwaitingVerificationDocument, { fetchPolicy: 'network-only' });
