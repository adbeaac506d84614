import { SupportQueuePage } from '../../../features/support/components/support-queue-page';

export { SupportQueuePage as Component };
