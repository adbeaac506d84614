import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createParkingAddressDocument = graphql(`
  mutation CreateParkingAddress($input: ParkingAddressInput!) {
    createParkingAddress(input: $input) {
      id
      type
    }
  }
`);

// The parking's readiness (basic address or not) and its address list change with it.
export const useCreateParkingAddress = () =>
  useMutation(createParkingAddressDocument, {
    refetchQueries: ['ParkingAddresses', 'ParkingDetails'],
    awaitRefetchQueries: true,
  });
