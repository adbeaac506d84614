import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const completeReservationDocument = graphql(`
  mutation CompleteReservation($id: ID!) {
    completeReservation(id: $id) {
      id
      status
      completedAt
      canExtend
      canCancel
      canComplete
    }
  }
`);

export const useCompleteReservation = () =>
  useMutation(completeReservationDocument, {
    refetchQueries: ['ReservationDetails', 'MyLiveReservations', 'MyReservationHistory', 'ActiveReservation'],
  });
