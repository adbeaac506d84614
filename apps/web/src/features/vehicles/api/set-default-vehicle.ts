import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const setDefaultVehicleDocument = graphql(`
  mutation SetDefaultVehicle($id: ID!) {
    setDefaultVehicle(id: $id) {
      id
      isDefault
    }
  }
`);

// The previous default changes too, so the list is read again rather than patched in the cache.
export const useSetDefaultVehicle = () =>
  useMutation(setDefaultVehicleDocument, { refetchQueries: ['MyVehicleList'], awaitRefetchQueries: true });
