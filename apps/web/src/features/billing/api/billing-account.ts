import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const billingAccountDocument = graphql(`
  query BillingAccount($id: ID!) {
    billingAccount(id: $id) {
      ...BillingAccountFields
      bankAccount {
        id
      }
    }
  }
`);

/** One billing account for the editor; skipped on the creator (no id). */
export const useBillingAccount = (id: string | undefined) =>
  useQuery(billingAccountDocument, { variables: { id: id ?? '' }, skip: !id });
