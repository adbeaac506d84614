import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateParkingAddressDocument = graphql(`
  mutation UpdateParkingAddress($id: ID!, $input: ParkingAddressInput!) {
    updateParkingAddress(id: $id, input: $input) {
      id
      type
      country
      region
      city
      street
      number
      postcode
      latitude
      longitude
    }
  }
`);

export const useUpdateParkingAddress = () =>
  useMutation(updateParkingAddressDocument, {
    refetchQueries: ['ParkingAddresses', 'ParkingDetails'],
    awaitRefetchQueries: true,
  });
