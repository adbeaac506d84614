import { useQuery } from '@apollo/client';
import { graphql } from '../../gql/gql';
import { apolloClient } from '../../lib/graphql/apollo-client';

// Reservation orders paid outside the booking screens (the online transfer comes back through /payment-redirect
// and /payment/success): which reservation an order belongs to, for "Go to reservation" and "Try again".
export const reservationOfOrderDocument = graphql(`
  query ReservationOfOrder {
    myReservations {
      id
      orders {
        id
      }
    }
  }
`);

export const RESERVATION_PRODUCTS: readonly string[] = ['reservation', 'reservation_extension'];

/** The id of the driver's reservation that holds the order; null while unknown or for other products. */
export function useReservationOfOrder(order: { id: string; product: string } | null | undefined): {
  reservationId: string | null;
  loading: boolean;
} {
  const isReservation = Boolean(order && RESERVATION_PRODUCTS.includes(order.product));
  const { data, loading } = useQuery(reservationOfOrderDocument, { skip: !isReservation, fetchPolicy: 'network-only' });
  const reservation = data?.myReservations.find((item) => item.orders.some((o) => o.id === order?.id));
  return { reservationId: reservation?.id ?? null, loading: isReservation && loading };
}

/**
 * A reservation was created, paid, extended or ended: the shell's countdown (query ActiveReservation) asks
 * again. Only queries on screen are refetched; nothing happens without one.
 */
export function announceReservationChange(): void {
  void apolloClient.refetchQueries({ include: ['ActiveReservation'] }).catch(() => undefined);
}
