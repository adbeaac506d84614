import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const deactivateParkingDocument = graphql(`
  mutation DeactivateParking($id: ID!) {
    deactivateParking(id: $id) {
      id
      status
      rejectionReason
      verificationRequestedAt
    }
  }
`);

export const useDeactivateParking = () => useMutation(deactivateParkingDocument, { refetchQueries: ['MyParkings'] });
