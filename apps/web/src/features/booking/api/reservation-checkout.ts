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
      ...PayerFields
    }
  }
`);

export const activeReservationCheckoutDocument = graphql(`
  query ActiveReservationCheckout {
    activeReservation {
      ...ReservationCheckoutFields
    }
    me {
      ...PayerFields
    }
  }
`);

// An order names its reservation: a payment screen opened for an order (?orderId=) asks for that reservation with
// the order, in one request, instead of guessing from the booking draft or the driver's current reservation
// (several may be booked ahead).
export const orderReservationDocument = graphql(`
  query OrderReservation($orderId: ID!) {
    order(id: $orderId) {
      id
      reservation {
        ...ReservationCheckoutFields
      }
    }
    me {
      ...PayerFields
    }
  }
`);

interface CheckoutOf {
  /** Known to the screen: an extension's reservation, or the draft's when no order is named. */
  reservationId: string | null;
  /** The order being paid; its reservation is asked for when reservationId is not given. */
  orderId: string | null;
}

/** By the reservation's id when the screen knows it, else the order's reservation, else the driver's current one. */
export function useReservationCheckout({ reservationId, orderId }: CheckoutOf) {
  const byOrder = !reservationId && Boolean(orderId);
  const ofOrder = useQuery(orderReservationDocument, {
    variables: { orderId: orderId ?? '' },
    skip: !byOrder,
    fetchPolicy: 'network-only',
  });
  const byId = useQuery(reservationCheckoutDocument, {
    variables: { id: reservationId ?? '' },
    skip: !reservationId,
    fetchPolicy: 'network-only',
  });
  const current = useQuery(activeReservationCheckoutDocument, {
    skip: Boolean(reservationId) || byOrder,
    fetchPolicy: 'network-only',
  });
  if (byOrder) {
    // Null when the order could not be read or pays for no reservation (loaded, nothing).
    return {
      reservation: ofOrder.data?.order.reservation ?? null,
      me: ofOrder.data?.me ?? null,
      loaded: Boolean(ofOrder.data),
      loading: ofOrder.loading,
      error: ofOrder.error,
      refetch: () => void ofOrder.refetch(),
    };
  }
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
