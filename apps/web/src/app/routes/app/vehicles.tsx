import { VehiclesPage } from '../../../features/vehicles/components/vehicles-page';

export { VehiclesPage as Component };
