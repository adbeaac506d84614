import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /parkings, a page at a time (decision 064): "Load more" asks for the page after nextCursor.
export const myParkingsDocument = graphql(`
  query MyParkings($after: String) {
    myParkings(after: $after) {
      items {
        id
        identifier
        name
        status
        verificationRequestedAt
        rejectionReason
        spotCount
        basicAddress {
          id
          city
        }
        organization {
          id
          name
        }
      }
      nextCursor
    }
  }
`);

export function useMyParkings() {
  const query = useQuery(myParkingsDocument, { fetchPolicy: 'cache-and-network' });
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
