import { SpotsCreatorPage } from '../../../features/parkings/components/spots-creator-page';

export { SpotsCreatorPage as Component };
