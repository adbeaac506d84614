import { ReservationErrorPage } from '../../../features/booking/components/reservation-error-page';

export { ReservationErrorPage as Component };
