import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /balance: the ledger balance, the saved BLIK entries and what a top-up needs (the billing accounts).
export const moneyBalanceDocument = graphql(`
  query MoneyBalance {
    me {
      id
      balance
      currency
      blik {
        id
        label
        createdAt
        expiresAt
        updatedAt
      }
    }
    myBillingAccounts {
      id
      fullName
      companyName
      isDefault
    }
  }
`);

export const useMoneyBalance = () => useQuery(moneyBalanceDocument);
