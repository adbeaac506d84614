import { PriceCreatorPage } from '../../../features/price-lists/components/price-creator-page';

export { PriceCreatorPage as Component };
