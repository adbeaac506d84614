import { ReservationPayments } from '../../../features/booking/components/reservation-payments-page';

export { ReservationPayments as Component };
