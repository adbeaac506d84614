import { useMutation } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// "Cancel and get the money back" (a spot_occupied report on a stay under way): the stay is cancelled, every paid
// order goes back the way it was paid (the BLIK / bank account or the balance) and the ticket is resolved.
export const cancelStayWithRefundDocument = graphql(`
  mutation CancelStayWithRefund($ticketId: ID!) {
    cancelStayWithRefund(ticketId: $ticketId) {
      ...TicketViewFields
    }
  }
`);

export const useCancelStayWithRefund = () =>
  useMutation(cancelStayWithRefundDocument, { refetchQueries: ['ActiveReservation', 'TicketsAwaitingMe'] });
