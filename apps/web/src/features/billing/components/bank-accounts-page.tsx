import { Button, Stack } from '@mantine/core';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useMyBankAccounts } from '../api/my-bank-accounts';
import { useSetDefaultBankAccount } from '../api/set-default-bank-account';
import { reportError } from '../utils/report-error';
import { BankAccountCard, type BankAccountItem } from './bank-account-card';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';

/** /bank-accounts: where payouts go; an admin verifies each account before the first payout. */
export function BankAccountsPage() {
  const { t } = useTranslation('billing');
  const { data, loading, error, refetch } = useMyBankAccounts();
  const [setDefault] = useSetDefaultBankAccount();
  const [remove] = useDeleteBankAccount();
  const [busy, setBusy] = useState(false);
  const accounts = data?.myBankAccounts ?? [];

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', done);
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusy(false);
    }
  };

  const makeDefault = (account: BankAccountItem) =>
    void run(() => setDefault({ variables: { id: account.id } }), t('bank_accounts.made_default', { name: account.name }));

  const askDelete = async (account: BankAccountItem) => {
    const ok = await confirm({
      title: t('bank_accounts.delete_title'),
      message: t('bank_accounts.delete_message', { name: account.name }),
      confirmLabel: t('actions.delete'),
    });
    if (ok) {
      await run(() => remove({ variables: { id: account.id } }), t('bank_accounts.deleted', { name: account.name }));
    }
  };

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('bank_accounts.title')}
        back={{ to: paths.billings.href(), label: t('back.billings') }}
        description={t('bank_accounts.description')}
        actions={
          <Button component={Link} to={paths.bankAccountCreator.href()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('bank_accounts.add')}
          </Button>
        }
      />
      {loading && !data ? <CardsSkeleton label={t('bank_accounts.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && accounts.length === 0 ? (
        <EmptyState
          icon={<IconBuildingBank size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('bank_accounts.empty_title')}
          text={t('bank_accounts.empty_text')}
          action={{ to: paths.bankAccountCreator.href(), label: t('bank_accounts.add') }}
        />
      ) : null}
      {accounts.length > 0 ? (
        <Stack gap="sm">
          {accounts.map((account) => (
            <BankAccountCard
              key={account.id}
              account={account}
              busy={busy}
              onMakeDefault={makeDefault}
              onDelete={(item) => void askDelete(item)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
