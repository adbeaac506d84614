import { BankAccountCreatorPage } from '../../../features/billing/components/bank-account-creator-page';

export { BankAccountCreatorPage as Component };
