import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const updateParkingDocument = graphql(`
  mutation UpdateParking($id: ID!, $input: ParkingInput!) {
    updateParking(id: $id, input: $input) {
      id
      name
      note
      accessInstructions
      hasRestrictions
      maxHeightCm
      maxLengthCm
      maxWidthCm
      billingAccount {
        id
      }
      organization {
        id
        name
      }
    }
  }
`);

export const useUpdateParking = () => useMutation(updateParkingDocument);
