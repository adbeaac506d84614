import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deleteSpotDocument = graphql(`
  mutation DeleteSpot($id: ID!) {
    deleteSpot(id: $id)
  }
`);

export const useDeleteSpot = () =>
  useMutation(deleteSpotDocument, { refetchQueries: ['ParkingSpots', 'ParkingDetails'] });
