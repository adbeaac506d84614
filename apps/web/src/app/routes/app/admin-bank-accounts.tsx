import { BankAccountsQueuePage } from '../../../features/verification/components/bank-accounts-queue-page';

export { BankAccountsQueuePage as Component };
