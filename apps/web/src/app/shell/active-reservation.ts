import { graphql } from '../../gql/gql';

// SPEC §7: activeReservation (network-only) — the driver's pending, confirmed or active reservation, whose endAt
// the shell counts down to. Mutations that create or change a reservation refetch it by name ('ActiveReservation').
// While it waits for payment the header counts down the hold instead (paymentDueAt) and links to the payment.
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
      paymentDueAt
      unpaidOrder {
        id
      }
    }
  }
`);
