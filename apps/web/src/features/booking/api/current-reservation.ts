import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The driver's current (pending, confirmed or active) reservation: where 'You already have an active or pending
// reservation' and 'waiting for payment' point to.
export const currentReservationDocument = graphql(`
  query CurrentReservation {
    activeReservation {
      id
      status
      unpaidOrder {
        id
      }
    }
  }
`);

export const useCurrentReservation = (skip: boolean) =>
  useQuery(currentReservationDocument, { skip, fetchPolicy: 'network-only' });
