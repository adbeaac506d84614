import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// A parking's monthly statements (decision 086) for those who manage it: its name for the header and the months
// with any earning or refund, newest first, a page at a time (decision 064), each with its sums, its PDF and CSV,
// and — for the owner who is its buyer — the commission invoice and correction that took the month into account.
export const parkingStatementsDocument = graphql(`
  query ParkingStatements($parkingId: ID!, $after: String) {
    parking(id: $parkingId) {
      id
      name
      identifier
    }
    parkingStatements(parkingId: $parkingId, after: $after) {
      items {
        month
        closed
        stays
        reversals
        earnings
        commission
        refundsBorne
        commissionReturned
        net
        currency
        pdf {
          url
          fileName
        }
        csv {
          url
          fileName
        }
        commissionInvoice {
          id
          number
          url
          fileName
        }
        commissionCorrection {
          id
          number
          url
          fileName
        }
      }
      nextCursor
    }
  }
`);

export function useParkingStatements(parkingId: string) {
  const query = useQuery(parkingStatementsDocument, { variables: { parkingId } });
  const loadMore = (after: string) => query.fetchMore({ variables: { parkingId, after } });
  return { ...query, loadMore };
}
