import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createSpotsDocument = graphql(`
  mutation CreateSpots($input: CreateSpotsInput!) {
    createSpots(input: $input) {
      id
      number
    }
  }
`);

export const useCreateSpots = () =>
  useMutation(createSpotsDocument, { refetchQueries: ['ParkingSpots', 'ParkingDetails'] });
