import { PayoutFilePage } from '../../../features/payout-files/components/payout-file-page';

export { PayoutFilePage as Component };
