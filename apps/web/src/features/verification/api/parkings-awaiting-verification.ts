import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const parkingsAwaitingVerificationDocument = graphql(`
  query ParkingsAwaitingVerification($after: String) {
    parkingsAwaitingVerification(after: $after) {
      items {
        id
        identifier
        note
        hasRestrictions
        maxHeightCm
        maxLengthCm
        maxWidthCm
        spotCount
        verificationRequestedAt
        owner {
          id
          name
          email
        }
        priceLists {
          id
          name
          isBasic
          days
          startHour
          endHour
          settlementPeriod
          firstPeriodPrice
          nextPeriodPrice
          currency
        }
        images {
          id
          url
          thumbnailUrl
        }
        basicAddress {
          id
          city
          street
          number
        }
      }
      nextCursor
    }
  }
`);

/** The queue, oldest first, a page at a time (decision 064): "Load more" asks for the page after nextCursor. */
export function useParkingsAwaitingVerification() {
  const query = useQuery(parkingsAwaitingVerificationDocument, { fetchPolicy: 'network-only' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
