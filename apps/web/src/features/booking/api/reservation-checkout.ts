import { useQuery } from '@apollo/client';
import { graphql } from '../../../gql/gql';

// The payment screens: the reservation (what is being paid for, its hold deadline, its orders) and what the
// payment method picker needs (balance for the wallet, saved BLIK entries).
export const reservationCheckoutFieldsFragment = graphql(`
  fragment ReservationCheckoutFields on Reservation {
    id
    status
    parkingIdentifier
    parkingName
    spotNumber
    startAt
    endAt
    amount
    currency
    paymentDueAt
    pendingExtensionEndAt
    vehicle {
      id
      registrationNumber
      name
    }
    orders {
      id
      number
      status
      product
      total
      currency
      createdAt
    }
    unpaidOrder {
      id
      number
      status
      product
      total
      currency
      createdAt
    }
  }
`);

export const reservationCheckoutDocument = graphql(`
  query ReservationCheckout($id: ID!) {
    reservation(id: $id) {
      ...ReservationCheckoutFields
    }
    me {
      id
      balance
      blik {
        id
        label
        expiresAt
      }
    }
  }
`);

export const activeReservationCheckoutDocument = graphql(`
  query ActiveReservationCheckout {
    activeReservation {
      ...ReservationCheckoutFields
    }
    me {
      id
      balance
      blik {
        id
        label
        expiresAt
      }
    }
  }
`);

/** By id when the screen knows it (extensions, a draft with its reservation), else the driver's current one. */
export function useReservationCheckout(reservationId: string | null) {
  const byId = useQuery(reservationCheckoutDocument, {
    variables: { id: reservationId ?? '' },
    skip: !reservationId,
    fetchPolicy: 'network-only',
  });
  const current = useQuery(activeReservationCheckoutDocument, {
    skip: Boolean(reservationId),
    fetchPolicy: 'network-only',
  });
  if (reservationId) {
    return {
      reservation: byId.data?.reservation ?? null,
      me: byId.data?.me ?? null,
      loaded: Boolean(byId.data),
      loading: byId.loading,
      error: byId.error,
      refetch: () => void byId.refetch(),
    };
  }
  return {
    reservation: current.data?.activeReservation ?? null,
    me: current.data?.me ?? null,
    loaded: Boolean(current.data),
    loading: current.loading,
    error: current.error,
    refetch: () => void current.refetch(),
  };
}
