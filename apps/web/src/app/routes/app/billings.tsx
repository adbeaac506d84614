import { BillingAccountsPage } from '../../../features/billing/components/billing-accounts-page';

export { BillingAccountsPage as Component };
