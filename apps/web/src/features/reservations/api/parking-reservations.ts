import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The owner's view of one parking: its name for the header and its reservations (no billing account or orders,
// which the API keeps for the driver).
export const parkingReservationsDocument = graphql(`
  query ParkingReservations($parkingId: ID!) {
    parking(id: $parkingId) {
      id
      name
      identifier
    }
    parkingReservations(parkingId: $parkingId) {
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
  }
`);

export const useParkingReservations = (parkingId: string) =>
  useQuery(parkingReservationsDocument, { variables: { parkingId } });
