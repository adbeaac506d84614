import { BankAccountsPage } from '../../../features/billing/components/bank-accounts-page';

export { BankAccountsPage as Component };
