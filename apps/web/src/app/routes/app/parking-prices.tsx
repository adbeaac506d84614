import { PriceListsPage } from '../../../features/price-lists/components/price-lists-page';

export { PriceListsPage as Component };
