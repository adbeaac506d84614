import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';
import type { PayoutBatchQuery } from '../../../gql/graphql';

// /admin/payouts/{batchId}: one transfer file with its transfers, in file order.
export const payoutBatchDocument = graphql(`
  query PayoutBatch($id: ID!) {
    payoutBatch(id: $id) {
      id
      number
      status
      payoutCount
      total
      accountNumber
      createdAt
      confirmedAt
      fileUrl
      fileName
      payouts {
        id
        ownerName
        amount
        accountNumber
        status
        failureCode
      }
    }
  }
`);

export const usePayoutBatch = (id: string) => useQuery(payoutBatchDocument, { variables: { id } });

/** One transfer file as its page shows it. */
export type PayoutFile = PayoutBatchQuery['payoutBatch'];
