import { Button, Stack } from '@mantine/core';
import { IconBuildingBank, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDeleteBillingAccount } from '../api/delete-billing-account';
import { useMyBillingAccounts } from '../api/my-billing-accounts';
import { useSetDefaultBillingAccount } from '../api/set-default-billing-account';
import { accountHolder } from '../utils/billing-display';
import { useAccountListActions } from '../hooks/use-account-list-actions';
import { BillingAccountCard, type BillingAccountItem } from './billing-account-card';
import { ListStates } from '../../../components/ui/query-states';

/** /billings: who the owner's invoices go to, with the default one first (SPEC §2, §3). */
export function BillingAccountsPage() {
  const { t } = useTranslation('billing');
  const { data, loading, error, refetch } = useMyBillingAccounts();
  const [setDefault] = useSetDefaultBillingAccount();
  const [remove] = useDeleteBillingAccount();
  const accounts = data?.myBillingAccounts ?? [];
  const { busy, makeDefault, askDelete } = useAccountListActions<BillingAccountItem>({
    setDefault: (account) => setDefault({ variables: { id: account.id } }),
    remove: (account) => remove({ variables: { id: account.id } }),
    texts: {
      madeDefault: (account) => t('billings.made_default', { name: accountHolder(account) }),
      deleteTitle: t('billings.delete_title'),
      deleteMessage: (account) =>
        t(account.isDefault ? 'billings.delete_default_message' : 'billings.delete_message', {
          name: accountHolder(account),
        }),
      deleteLabel: t('actions.delete'),
      deleted: (account) => t('billings.deleted', { name: accountHolder(account) }),
    },
  });

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
      <ListStates
        loading={loading}
        error={error}
        loaded={Boolean(data)}
        count={accounts.length}
        loadingLabel={t('billings.loading')}
        onRetry={() => void refetch()}
        empty={{
          icon: <IconReceipt size={40} aria-hidden color="var(--mantine-color-blue-6)" />,
          title: t('billings.empty_title'),
          text: t('billings.empty_text'),
          action: { to: paths.billingCreator.href(), label: t('billings.add') },
        }}
      >
        {accounts.map((account) => (
          <BillingAccountCard
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
