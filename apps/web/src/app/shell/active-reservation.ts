import { graphql } from '../../gql/gql';

// SPEC §7: activeReservation (network-only) — the driver's pending, confirmed or active reservation, whose endAt
// the shell counts down to. Mutations that create or change a reservation refetch it by name ('ActiveReservation').
export const activeReservationDocument = graphql(`
  query ActiveReservation {
    activeReservation {
      id
      parkingId
      spotId
      startAt
      endAt
      status
      createdAt
      updatedAt
    }
  }
`);
