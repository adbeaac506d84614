import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const rejectParkingDocument = graphql(`
  mutation RejectParking($id: ID!, $reason: String) {
    rejectParking(id: $id, reason: $reason) {
      id
      status
      rejectionReason
    }
  }
`);

export const useRejectParking = () =>
  useMutation(rejectParkingDocument, { refetchQueries: ['ParkingsAwaitingVerification'], awaitRefetchQueries: true });
