import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// "Take another spot" (a spot_occupied report on a stay under way): the reservation moves to the free spot the
// ticket offers, at no extra cost. The header's countdown names the spot too, so it is asked again.
export const takeOtherSpotDocument = graphql(`
  mutation TakeOtherSpot($ticketId: ID!) {
    takeOtherSpot(ticketId: $ticketId) {
      ...TicketViewFields
    }
  }
`);

export const useTakeOtherSpot = () =>
  useMutation(takeOtherSpotDocument, { refetchQueries: ['ActiveReservation', 'TicketsAwaitingMe'] });
