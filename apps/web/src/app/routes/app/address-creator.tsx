// Leaflet (and its stylesheet, imported by the pin map) loads with this route only.
import { AddressCreatorPage } from '../../../features/addresses/components/address-creator-page';

export { AddressCreatorPage as Component };
