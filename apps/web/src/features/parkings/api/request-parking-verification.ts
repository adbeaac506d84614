import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const requestParkingVerificationDocument = graphql(`
  mutation RequestParkingVerification($id: ID!) {
    requestParkingVerification(id: $id) {
      id
      status
      rejectionReason
      verificationRequestedAt
    }
  }
`);

export const useRequestParkingVerification = () =>
  useMutation(requestParkingVerificationDocument, { refetchQueries: ['MyParkings'] });
