import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateSpotDocument = graphql(`
  mutation UpdateSpot($id: ID!, $input: SpotInput!) {
    updateSpot(id: $id, input: $input) {
      id
      number
      hasRestrictions
      features
      parkingId
    }
  }
`);

export const useUpdateSpot = () => useMutation(updateSpotDocument, { refetchQueries: ['ParkingSpots'] });
