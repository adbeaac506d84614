// Reservation statuses and their moves (issue 5; issue 3 used the statuses for spot states).
//
//   pending_payment ──paid──▶ confirmed ──start time──▶ active ──end time / finished early──▶ completed
//     │     │                      │                      │
//     │     │ cancelled while      │ cancelled before     │ cancelled with a full refund: the "report a problem"
//     │     │ waiting for payment  │ the start (refund    │ remedy when the spot was taken (decision 080)
//     │     │                      │ to the balance)      │
//     │     └────────────────────▶ cancelled ◀────────────┘
//     ▼ hold ran out
//   expired
//
// A payment that arrives after the start time moves a pending reservation straight to active. The driver's own
// cancellation stays before the start (isCancellable); active → cancelled is the remedy's path only.

export const RESERVATION_STATUSES = [
  'pending_payment',
  'confirmed',
  'active',
  'completed',
  'cancelled',
  'expired',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Reservations that keep a spot for their time range; the others have released it. */
export const HOLDING_RESERVATION_STATUSES = [
  'pending_payment',
  'confirmed',
  'active',
] as const satisfies readonly ReservationStatus[];

/** A holding reservation covering now makes its spot 'occupied' once the driver has parked (active), else 'reserved'. */
export const spotStateOf = (status: ReservationStatus): 'reserved' | 'occupied' =>
  status === 'active' ? 'occupied' : 'reserved';

const RESERVATION_MOVES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending_payment: ['confirmed', 'active', 'cancelled', 'expired'],
  confirmed: ['active', 'cancelled'],
  active: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  expired: [],
};

export const canMoveReservation = (from: ReservationStatus, to: ReservationStatus): boolean =>
  RESERVATION_MOVES[from].includes(to);

/** How long a new reservation holds its spot while waiting for payment, unless configured otherwise (minutes). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 10;
/** A spot stays held this long after a reservation ends, so the driver can leave (SPEC §4, §9). */
export const LEAVE_BUFFER_MINUTES = 5;
/** Only an active reservation can be extended (SPEC §4). */
export const isExtendable = (status: ReservationStatus): boolean => status === 'active';
/** The driver can cancel a reservation with a refund only before it starts (the remedy above aside). */
export const isCancellable = (status: ReservationStatus): boolean =>
  status === 'pending_payment' || status === 'confirmed';
