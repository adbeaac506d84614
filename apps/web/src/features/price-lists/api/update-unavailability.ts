import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateUnavailabilityDocument = graphql(`
  mutation UpdateUnavailability($id: ID!, $input: UnavailabilityInput!) {
    updateUnavailability(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const useUpdateUnavailability = () =>
  useMutation(updateUnavailabilityDocument, { refetchQueries: ['ParkingUnavailabilities'] });
