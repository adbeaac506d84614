import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const createParkingDocument = graphql(`
  mutation CreateParking($input: ParkingInput!) {
    createParking(input: $input) {
      id
    }
  }
`);

export const useCreateParking = () => useMutation(createParkingDocument, { refetchQueries: ['MyParkings'] });
