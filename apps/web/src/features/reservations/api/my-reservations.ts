import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /reservations: the current reservation (upcoming or running — a driver has at most one, decision 050) by
// itself, so it is always shown and kept fresh, and the history a page at a time (decision 064).
export const myCurrentReservationDocument = graphql(`
  query MyCurrentReservation {
    activeReservation {
      ...ReservationViewFields
    }
  }
`);

export const myReservationsDocument = graphql(`
  query MyReservations($after: String) {
    myReservations(after: $after) {
      items {
        ...ReservationViewFields
      }
      nextCursor
    }
  }
`);

export const useCurrentReservation = () => useQuery(myCurrentReservationDocument);

export function useMyReservations() {
  const query = useQuery(myReservationsDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
