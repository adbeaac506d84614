import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// What the withdraw dialog shows before confirming: the fee, the most that can go out, where it goes.
export const payoutQuoteDocument = graphql(`
  query PayoutQuote {
    payoutQuote {
      fee
      maxAmount
      freePayoutsLeft
      defaultBankAccount {
        id
        name
        accountNumber
        isVerified
      }
    }
    myBankAccounts {
      id
      name
      accountNumber
      isVerified
      isDefault
    }
  }
`);

export const usePayoutQuote = (skip: boolean) => useQuery(payoutQuoteDocument, { skip });
