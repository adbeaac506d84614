import { ParkingReservationsPage } from '../../../features/reservations/components/parking-reservations-page';

export { ParkingReservationsPage as Component };
