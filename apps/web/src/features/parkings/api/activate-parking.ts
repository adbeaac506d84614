import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const activateParkingDocument = graphql(`
  mutation ActivateParking($id: ID!) {
    activateParking(id: $id) {
      id
      status
      rejectionReason
      verificationRequestedAt
    }
  }
`);

export const useActivateParking = () => useMutation(activateParkingDocument, { refetchQueries: ['MyParkings'] });
