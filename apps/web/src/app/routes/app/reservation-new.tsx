import { NewReservationPage } from '../../../features/booking/components/new-reservation-page';

export { NewReservationPage as Component };
