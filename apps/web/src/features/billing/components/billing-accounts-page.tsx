import { Button, Stack } from '@mantine/core';
import { IconBuildingBank, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useDeleteBillingAccount } from '../api/delete-billing-account';
import { useMyBillingAccounts } from '../api/my-billing-accounts';
import { useSetDefaultBillingAccount } from '../api/set-default-billing-account';
import { accountHolder } from '../utils/billing-display';
import { reportError } from '../utils/report-error';
import { BillingAccountCard, type BillingAccountItem } from './billing-account-card';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';

/** /billings: who the owner's invoices go to, with the default one first (SPEC §2, §3). */
export function BillingAccountsPage() {
  const { t } = useTranslation('billing');
  const { data, loading, error, refetch } = useMyBillingAccounts();
  const [setDefault] = useSetDefaultBillingAccount();
  const [remove] = useDeleteBillingAccount();
  const [busyId, setBusyId] = useState<string | null>(null);
  const accounts = data?.myBillingAccounts ?? [];

  const run = async (account: BillingAccountItem, action: () => Promise<unknown>, done: string) => {
    setBusyId(account.id);
    try {
      await action();
      notify('success', done);
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusyId(null);
    }
  };

  const makeDefault = (account: BillingAccountItem) =>
    void run(account, () => setDefault({ variables: { id: account.id } }), t('billings.made_default', { name: accountHolder(account) }));

  const askDelete = async (account: BillingAccountItem) => {
    const name = accountHolder(account);
    const ok = await confirm({
      title: t('billings.delete_title'),
      message: account.isDefault ? t('billings.delete_default_message', { name }) : t('billings.delete_message', { name }),
      confirmLabel: t('actions.delete'),
    });
    if (ok) {
      await run(account, () => remove({ variables: { id: account.id } }), t('billings.deleted', { name }));
    }
  };

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('billings.title')}
        back={{ to: paths.map.href(), label: t('back.map') }}
        description={t('billings.description')}
        actions={
          <>
            <Button component={Link} to={paths.billingCreator.href()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('billings.add')}
            </Button>
            <Button
              component={Link}
              to={paths.bankAccounts.href()}
              variant="default"
              leftSection={<IconBuildingBank size={16} aria-hidden />}
            >
              {t('bank_accounts.title')}
            </Button>
          </>
        }
      />
      {loading && !data ? <CardsSkeleton label={t('billings.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && accounts.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('billings.empty_title')}
          text={t('billings.empty_text')}
          action={{ to: paths.billingCreator.href(), label: t('billings.add') }}
        />
      ) : null}
      {accounts.length > 0 ? (
        <Stack gap="sm">
          {accounts.map((account) => (
            <BillingAccountCard
              key={account.id}
              account={account}
              busy={busyId !== null}
              onMakeDefault={makeDefault}
              onDelete={(item) => void askDelete(item)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
