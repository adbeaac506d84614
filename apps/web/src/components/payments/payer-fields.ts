import { graphql } from '../../gql/gql';

// What every pay-an-order screen asks about the payer: the balance (the wallet may pay) and the saved BLIK entries
// (BLIK without a code).
export const payerFieldsFragment = graphql(`
  fragment PayerFields on User {
    id
    balance
    blik {
      id
      label
      expiresAt
    }
  }
`);
