import { UnavailabilityPage } from '../../../features/price-lists/components/unavailability-page';

export { UnavailabilityPage as Component };
