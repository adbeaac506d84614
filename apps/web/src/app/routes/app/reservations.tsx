import { ReservationsPage } from '../../../features/reservations/components/reservations-page';

export { ReservationsPage as Component };
