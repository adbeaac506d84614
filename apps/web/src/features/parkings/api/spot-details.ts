import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const spotDetailsDocument = graphql(`
  query SpotDetails($id: ID!) {
    spot(id: $id) {
      id
      number
      hasRestrictions
      features
      parkingId
    }
  }
`);

export const useSpotDetails = (id: string) =>
  useQuery(spotDetailsDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
