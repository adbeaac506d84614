// The reservation message codes of SPEC §8. The API refuses a booking with one of the refusal codes
// (GraphQL error, extensions.code = 'RESERVATION_REFUSED', extensions.reason = the code); the web app shows every
// code in both languages, the refusals on /reservation/error/{errorType} where errorType is the code in kebab case.

export const RESERVATION_REFUSALS = [
  'no_available_spot',
  'parking_not_found',
  'spot_not_found',
  'spot_already_taken',
  'active_reservation_exists',
  'payment_failed',
  'waiting_for_payment',
  'unknown_error',
] as const;
export type ReservationRefusal = (typeof RESERVATION_REFUSALS)[number];

/** The success code: shown when a reservation is paid and holds its spot. */
export const RESERVATION_SUCCESS = 'parking_spot_reserved';

/** The English texts the API sends as the error message (the web app translates by code). */
export const RESERVATION_REFUSAL_MESSAGES: Record<ReservationRefusal, string> = {
  no_available_spot: 'There is no available spot in this parking for the chosen time.',
  parking_not_found: 'Parking not found.',
  spot_not_found: 'Spot not found.',
  spot_already_taken: 'This spot is already taken for the chosen time.',
  active_reservation_exists: 'You already have an active or pending reservation',
  payment_failed: 'Payment failed.',
  waiting_for_payment: 'This reservation is waiting for payment.',
  unknown_error: 'Something went wrong with the reservation.',
};

export const refusalToErrorType = (code: ReservationRefusal): string => code.replaceAll('_', '-');

export function errorTypeToRefusal(errorType: string): ReservationRefusal {
  const code = errorType.replaceAll('-', '_');
  return (RESERVATION_REFUSALS as readonly string[]).includes(code) ? (code as ReservationRefusal) : 'unknown_error';
}
