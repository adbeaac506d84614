import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { normalizeError } from '../../../lib/errors/normalize-error';
import { useBillingAccount } from '../api/billing-account';
import { useMyBankAccounts } from '../api/my-bank-accounts';
import { BillingAccountForm } from './billing-account-form';
import { LoadError } from '../../../components/ui/query-states';

function FormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i}>
          <Skeleton height={12} width={120} mb={6} />
          <Skeleton height={36} />
        </div>
      ))}
    </Stack>
  );
}

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
  const back = { to: paths.billings.href(), label: t('back.billings') };

  if (billing.error && normalizeError(billing.error).kind === 'not-found') {
    return (
      <Stack gap={0} maw={640}>
        <PageHeader title={t('editor.not_found_title')} back={back} />
        <Paper p="lg" withBorder bg="var(--ps-surface)">
          <Stack gap="sm" align="flex-start">
            <Text>{t('editor.not_found_text')}</Text>
            <Button component={Link} to={paths.billings.href()}>
              {t('back.billings')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const error = billing.error ?? banks.error;
  const ready = (!billingId || billing.data) && banks.data;
  return (
    <Stack gap={0} maw={640}>
      <PageHeader title={billingId ? t('editor.edit_title') : t('editor.create_title')} back={back} />
      <Paper p="md" withBorder bg="var(--ps-surface)">
        {error ? (
          <LoadError
            error={error}
            onRetry={() => {
              if (billingId) void billing.refetch();
              void banks.refetch();
            }}
          />
        ) : ready ? (
          <BillingAccountForm
            // A fresh form per account, so defaults never carry over from one account to another.
            key={billingId ?? 'new'}
            account={billing.data?.billingAccount}
            bankAccounts={banks.data?.myBankAccounts ?? []}
            newBankAccountId={newBankAccountIdOf(state)}
          />
        ) : (
          <FormSkeleton label={t('editor.loading')} />
        )}
      </Paper>
    </Stack>
  );
}
