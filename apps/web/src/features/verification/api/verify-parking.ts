import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const verifyParkingDocument = graphql(`
  mutation VerifyParking($id: ID!) {
    verifyParking(id: $id) {
      id
      status
    }
  }
`);

export const useVerifyParking = () =>
  useMutation(verifyParkingDocument, { refetchQueries: ['ParkingsAwaitingVerification'], awaitRefetchQueries: true });
