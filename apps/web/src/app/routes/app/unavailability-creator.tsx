import { UnavailabilityCreatorPage } from '../../../features/price-lists/components/unavailability-creator-page';

export { UnavailabilityCreatorPage as Component };
