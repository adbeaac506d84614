import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateVehicleDocument = graphql(`
  mutation UpdateVehicle($id: ID!, $input: VehicleInput!) {
    updateVehicle(id: $id, input: $input) {
      ...VehicleCardFields
    }
  }
`);

export const useUpdateVehicle = () =>
  useMutation(updateVehicleDocument, { refetchQueries: ['MyVehicleList'], awaitRefetchQueries: true });
