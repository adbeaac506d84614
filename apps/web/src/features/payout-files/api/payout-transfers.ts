import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /admin/payouts: how payouts reach the banks, and what waits for a transfer file (decision 084).
export const payoutTransfersDocument = graphql(`
  query PayoutTransfers {
    payoutTransfers {
      via
      awaitingCount
      awaitingTotal
      accountNumber
    }
  }
`);

export const usePayoutTransfers = () => useQuery(payoutTransfersDocument);
