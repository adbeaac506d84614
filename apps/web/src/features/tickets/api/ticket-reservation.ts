import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// "Report a problem" (/ticket-creator?reservationId=…): the stay the report is about, and the tickets already
// opened about it.
export const ticketReservationDocument = graphql(`
  query TicketReservation($id: ID!) {
    reservation(id: $id) {
      id
      parkingName
      parkingIdentifier
      spotNumber
      startAt
      endAt
      status
      tickets {
        id
        number
      }
    }
  }
`);

export const useTicketReservation = (id: string | null) =>
  useQuery(ticketReservationDocument, { variables: { id: id ?? '' }, skip: !id });
