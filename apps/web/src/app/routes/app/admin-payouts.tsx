import { PayoutFilesPage } from '../../../features/payout-files/components/payout-files-page';

export { PayoutFilesPage as Component };
