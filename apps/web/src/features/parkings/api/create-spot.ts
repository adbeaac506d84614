import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createSpotDocument = graphql(`
  mutation CreateSpot($input: CreateSpotInput!) {
    createSpot(input: $input) {
      id
      number
      hasRestrictions
      parkingId
    }
  }
`);

export const useCreateSpot = () =>
  useMutation(createSpotDocument, { refetchQueries: ['ParkingSpots', 'ParkingDetails'] });
