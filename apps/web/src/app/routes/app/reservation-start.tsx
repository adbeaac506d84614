import { ReservationStartPage } from '../../../features/booking/components/reservation-start-page';

export { ReservationStartPage as Component };
