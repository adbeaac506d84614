import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createVehicleDocument = graphql(`
  mutation CreateVehicle($input: VehicleInput!) {
    createVehicle(input: $input) {
      ...VehicleCardFields
    }
  }
`);

// A new vehicle may take the default from another one, so the list is read again rather than patched.
export const useCreateVehicle = () =>
  useMutation(createVehicleDocument, { refetchQueries: ['MyVehicleList'], awaitRefetchQueries: true });
