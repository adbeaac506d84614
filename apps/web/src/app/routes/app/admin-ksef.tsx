import { KsefPage } from '../../../features/ksef/components/ksef-page';

export { KsefPage as Component };
