import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const cancelReservationDocument = graphql(`
  mutation CancelReservation($id: ID!) {
    cancelReservation(id: $id) {
      id
      status
      cancelledAt
      canExtend
      canCancel
      canComplete
      refunds {
        id
        amount
        destination
        status
      }
    }
  }
`);

export const useCancelReservation = () =>
  useMutation(cancelReservationDocument, {
    refetchQueries: ['ReservationDetails', 'MyLiveReservations', 'MyReservationHistory', 'ActiveReservation'],
  });
