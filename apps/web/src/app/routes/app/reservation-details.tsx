import { ReservationDetailsPage } from '../../../features/reservations/components/reservation-details-page';

export { ReservationDetailsPage as Component };
