import { BillingAccountEditorPage } from '../../../features/billing/components/billing-account-editor-page';

// /billing-creator and /billing/{billingId}/editor share this screen (SPEC §2).
export { BillingAccountEditorPage as Component };
