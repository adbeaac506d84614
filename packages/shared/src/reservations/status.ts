// Reservation statuses. The booking issue owns the full machine (transitions, payments); issue 3 needs the
// statuses to tell which reservations hold a spot and what a spot is doing now.

export const RESERVATION_STATUSES = ['pending_payment', 'confirmed', 'active', 'completed', 'cancelled', 'expired'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Reservations that keep a spot for their time range; the others have released it. */
export const HOLDING_RESERVATION_STATUSES = ['pending_payment', 'confirmed', 'active'] as const satisfies readonly ReservationStatus[];

/** A holding reservation covering now makes its spot 'occupied' once the driver has parked (active), else 'reserved'. */
export const spotStateOf = (status: ReservationStatus): 'reserved' | 'occupied' =>
  status === 'active' ? 'occupied' : 'reserved';
