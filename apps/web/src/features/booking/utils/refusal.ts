import { refusalToErrorType, type ReservationRefusal } from '@parkshare/shared/reservations/outcomes';

export { refusalOf } from '../../../lib/errors/reservation-refusal';

/** Where a refusal is shown: /reservation/error/{errorType}. */
export const errorTypeOf = (code: ReservationRefusal): string => refusalToErrorType(code);
