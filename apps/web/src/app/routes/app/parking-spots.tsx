import { SpotsPage } from '../../../features/parkings/components/spots-page';

export { SpotsPage as Component };
