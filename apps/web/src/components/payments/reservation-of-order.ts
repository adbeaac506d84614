import { apolloClient } from '../../lib/graphql/apollo-client';

// Reservation orders paid outside the booking screens (the online transfer comes back through /payment-redirect
// and /payment/success): the order names its reservation, for "Go to reservation" and "Try again".

export const RESERVATION_PRODUCTS: readonly string[] = ['reservation', 'reservation_extension'];

/** The id of the driver's reservation that the order pays for; null for other products. */
export function reservationOfOrder(
  order: { product: string; reservationId?: string | null } | null | undefined,
): string | null {
  return order && RESERVATION_PRODUCTS.includes(order.product) ? (order.reservationId ?? null) : null;
}

/**
 * A reservation was created, paid, extended or ended: the shell's countdown (query ActiveReservation) asks
 * again. Only queries on screen are refetched; nothing happens without one.
 */
export function announceReservationChange(): void {
  void apolloClient.refetchQueries({ include: ['ActiveReservation'] }).catch(() => undefined);
}
