import { Button, Stack } from '@mantine/core';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useMyBankAccounts } from '../api/my-bank-accounts';
import { useSetDefaultBankAccount } from '../api/set-default-bank-account';
import { useAccountListActions } from '../hooks/use-account-list-actions';
import { BankAccountCard, type BankAccountItem } from './bank-account-card';
import { ListStates } from '../../../components/ui/query-states';

/** /bank-accounts: where payouts go; an admin verifies each account before the first payout. */
export function BankAccountsPage() {
  const { t } = useTranslation('billing');
  const { data, loading, error, refetch } = useMyBankAccounts();
  const [setDefault] = useSetDefaultBankAccount();
  const [remove] = useDeleteBankAccount();
  const { busy, makeDefault, askDelete } = useAccountListActions<BankAccountItem>({
    setDefault: (account) => setDefault({ variables: { id: account.id } }),
    remove: (account) => remove({ variables: { id: account.id } }),
    texts: {
      madeDefault: (account) => t('bank_accounts.made_default', { name: account.name }),
      deleteTitle: t('bank_accounts.delete_title'),
      deleteMessage: (account) => t('bank_accounts.delete_message', { name: account.name }),
      deleteLabel: t('actions.delete'),
      deleted: (account) => t('bank_accounts.deleted', { name: account.name }),
    },
  });
  const accounts = data?.myBankAccounts ?? [];

  return (
    <Stack gap={0} maw={720}>
      <PageHeader
        title={t('bank_accounts.title')}
        back={{ to: paths.billings.href(), label: t('back.billings') }}
        description={t('bank_accounts.description')}
        actions={
          <Button
            component={Link}
            to={paths.bankAccountCreator.href()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('bank_accounts.add')}
          </Button>
        }
      />
      <ListStates
        loading={loading}
        error={error}
        loaded={Boolean(data)}
        count={accounts.length}
        loadingLabel={t('bank_accounts.loading')}
        onRetry={() => void refetch()}
        empty={{
          icon: <IconBuildingBank size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
          title: t('bank_accounts.empty_title'),
          text: t('bank_accounts.empty_text'),
          action: { to: paths.bankAccountCreator.href(), label: t('bank_accounts.add') },
        }}
      >
        {accounts.map((account) => (
          <BankAccountCard
            key={account.id}
            account={account}
            busy={busy}
            onMakeDefault={makeDefault}
            onDelete={askDelete}
          />
        ))}
      </ListStates>
    </Stack>
  );
}
