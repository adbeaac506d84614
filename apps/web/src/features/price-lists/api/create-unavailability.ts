import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createUnavailabilityDocument = graphql(`
  mutation CreateUnavailability($input: UnavailabilityInput!) {
    createUnavailability(input: $input) {
      id
      name
    }
  }
`);

export const useCreateUnavailability = () =>
  useMutation(createUnavailabilityDocument, { refetchQueries: ['ParkingUnavailabilities'] });
