import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const reservationDetailsDocument = graphql(`
  query ReservationDetails($id: ID!) {
    reservation(id: $id) {
      ...ReservationViewFields
    }
  }
`);

/** One reservation; the page refetches it while its status can still change (see use-status-refresh). */
export const useReservationDetails = (id: string) =>
  useQuery(reservationDetailsDocument, { variables: { id }, notifyOnNetworkStatusChange: false });
