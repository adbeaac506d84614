import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { EditorNotFound, FormEditorPage } from '../../../components/ui/editor-page';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { isSafePath } from '../../../lib/session/redirect-path';
import { useBillingAccount } from '../api/billing-account';
import { useMyBankAccounts } from '../api/my-bank-accounts';
import { BillingAccountForm } from './billing-account-form';

function newBankAccountIdOf(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'bankAccountId' in state) {
    return typeof state.bankAccountId === 'string' ? state.bankAccountId : undefined;
  }
  return undefined;
}

/** /billing-creator and /billing/{billingId}/editor: one screen, the id decides (SPEC §2). */
export function BillingAccountEditorPage() {
  const { t } = useTranslation('billing');
  const { billingId } = useParams();
  // The bank account creator hands back the account it just made (see bank-account-creator-page.tsx).
  const state: unknown = useLocation().state;
  const billing = useBillingAccount(billingId);
  const banks = useMyBankAccounts();
  const rawReturnTo = useSearchParams()[0].get('returnTo');
  // A new account asked for by another form (?returnTo=) goes back there; only a path of this site.
  const returnTo = !billingId && isSafePath(rawReturnTo) ? rawReturnTo : undefined;
  const back = returnTo
    ? { to: returnTo, label: t('back.previous_form') }
    : { to: paths.billings.href(), label: t('back.billings') };

  if (billing.error && normalizeError(billing.error).kind === 'not-found') {
    return <EditorNotFound title={t('editor.not_found_title')} text={t('editor.not_found_text')} back={back} />;
  }

  return (
    <FormEditorPage
      title={billingId ? t('editor.edit_title') : t('editor.create_title')}
      back={back}
      error={billing.error ?? banks.error}
      onRetry={() => {
        if (billingId) void billing.refetch();
        void banks.refetch();
      }}
      ready={Boolean((!billingId || billing.data) && banks.data)}
      loading={{ label: t('editor.loading'), fields: 6 }}
    >
      <BillingAccountForm
        // A fresh form per account, so defaults never carry over from one account to another.
        key={billingId ?? 'new'}
        account={billing.data?.billingAccount}
        bankAccounts={banks.data?.myBankAccounts ?? []}
        newBankAccountId={newBankAccountIdOf(state)}
        returnTo={returnTo}
      />
    </FormEditorPage>
  );
}
