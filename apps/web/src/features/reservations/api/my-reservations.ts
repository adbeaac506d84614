import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// /reservations asks for two lists (decision 064, 077): the live reservations — waiting for payment, paid or under
// way; a driver may hold several — soonest start first, and the finished ones newest first, each a page at a
// time. The live list changes by itself and is asked for again; the history's loaded pages stay.
export const myLiveReservationsDocument = graphql(`
  query MyLiveReservations($after: String) {
    myReservations(live: true, after: $after) {
      items {
        ...ReservationViewFields
      }
      nextCursor
    }
  }
`);

export const myReservationHistoryDocument = graphql(`
  query MyReservationHistory($after: String) {
    myReservations(live: false, after: $after) {
      items {
        ...ReservationViewFields
      }
      nextCursor
    }
  }
`);

export function useMyLiveReservations() {
  const query = useQuery(myLiveReservationsDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}

export function useMyReservationHistory() {
  const query = useQuery(myReservationHistoryDocument);
  const loadMore = (after: string) => query.fetchMore({ variables: { after } });
  return { ...query, loadMore };
}
