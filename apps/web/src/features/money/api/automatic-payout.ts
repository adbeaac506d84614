import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /balance: when this month's earnings are paid out on their own, and what would stop it.
export const automaticPayoutDocument = graphql(`
  query AutomaticPayout {
    payoutQuote {
      automaticPayout {
        by
        blockers
      }
    }
  }
`);

export const useAutomaticPayout = () => useQuery(automaticPayoutDocument, { fetchPolicy: 'cache-and-network' });
