import { AddressesPage } from '../../../features/addresses/components/addresses-page';

export { AddressesPage as Component };
