import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

export const myReservationsDocument = graphql(`
  query MyReservations {
    myReservations {
      ...ReservationViewFields
    }
  }
`);

export const useMyReservations = () => useQuery(myReservationsDocument);
