import { ParkingsPage } from '../../../features/parkings/components/parkings-page';

export { ParkingsPage as Component };
