import { ScanPage } from '../../../features/scan/components/scan-page';

export { ScanPage as Component };
