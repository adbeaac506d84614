import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../../gql/gql';

// The owner's view of one parking: its name for the header and its reservations (no billing account or orders,
// which the API keeps for the driver), the live ones or the finished ones, a page at a time (decision 064).
export const parkingReservationsDocument = graphql(`
  query ParkingReservations($parkingId: ID!, $live: Boolean!, $after: String) {
    parking(id: $parkingId) {
      id
      name
      identifier
    }
    parkingReservations(parkingId: $parkingId, live: $live, after: $after) {
      items {
        id
        startAt
        endAt
        status
        spotNumber
        amount
        currency
        vehicle {
          id
          registrationNumber
        }
      }
      nextCursor
    }
  }
`);

/**
 * `live`: waiting for payment, paid or running, the soonest start first; else the finished ones, newest first.
 * `loadedMore`: a further page of this list is shown (a refetch would go back to the first page).
 */
export function useParkingReservations(parkingId: string, live: boolean) {
  const query = useQuery(parkingReservationsDocument, { variables: { parkingId, live } });
  const list = `${parkingId}|${String(live)}`;
  const [extendedList, setExtendedList] = useState<string | null>(null);
  const loadMore = async (after: string) => {
    await query.fetchMore({ variables: { parkingId, live, after } });
    setExtendedList(list);
  };
  return { ...query, loadMore, loadedMore: extendedList === list };
}
