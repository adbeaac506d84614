import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deleteUnavailabilityDocument = graphql(`
  mutation DeleteUnavailability($id: ID!) {
    deleteUnavailability(id: $id)
  }
`);

export const useDeleteUnavailability = () =>
  useMutation(deleteUnavailabilityDocument, { refetchQueries: ['ParkingUnavailabilities'] });
