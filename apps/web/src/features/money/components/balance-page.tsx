import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconDeviceMobileCheck, IconPlus, IconTrash, IconPigMoney } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { notify } from '../../../lib/notify';
import { useMoneyBalance } from '../api/balance';
import { useDeleteBlikAlias } from '../api/delete-blik-alias';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { reportError } from '../../../lib/errors/report-error';
import { AutomaticPayoutNotice } from './automatic-payout';
import { PayoutsList } from './payouts-list';
import { WithdrawDialog } from './withdraw-dialog';

/** /balance: what Parkshare holds for the user, topping it up, withdrawing it, saved BLIK payments (SPEC §2). */
export function BalancePage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch } = useMoneyBalance();
  const [withdrawOpen, setWithdrawOpen] = useState(false);

  return (
    <Stack gap={0} maw={720}>
      <PageHeader title={t('balance.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      {loading && !data ? <CardsSkeleton label={t('balance.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <Stack gap="lg">
          <Paper p="md" withBorder bg="var(--ps-surface)">
            <Stack gap="sm">
              <Group gap="xs" c="dimmed">
                <IconPigMoney size={18} aria-hidden />
                <Text size="sm">{t('balance.available')}</Text>
              </Group>
              <Text fz={32} fw={700} data-testid="balance-amount" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(data.me.balance, locale, data.me.currency)}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconArrowDownRight size={16} aria-hidden />}
                  onClick={() => setWithdrawOpen(true)}
                >
                  {t('balance.withdraw')}
                </Button>
              </Group>
            </Stack>
          </Paper>
          <AutomaticPayoutNotice />
          <TopUpSection accounts={data.myBillingAccounts} />
          <section aria-labelledby="payouts-title">
            <Title order={2} fz="h4" id="payouts-title" mb="xs">
              {t('payouts.title')}
            </Title>
            <PayoutsList />
          </section>
          <BlikSection aliases={data.me.blik} locale={locale} />
        </Stack>
      ) : null}
      <WithdrawDialog opened={withdrawOpen} onClose={() => setWithdrawOpen(false)} />
    </Stack>
  );
}

interface BillingChoice {
  id: string;
  fullName?: string | null;
  companyName?: string | null;
  isDefault: boolean;
}

const holder = (account: BillingChoice) => account.companyName || account.fullName || '';

/** A top-up lands on the balance of one billing account's owner; with several, the user picks whose invoice it is. */
function TopUpSection({ accounts }: { accounts: readonly BillingChoice[] }) {
  const { t } = useTranslation('money');
  const initial = accounts.find((account) => account.isDefault) ?? accounts[0];
  const [billingId, setBillingId] = useState<string | null>(initial?.id ?? null);
  return (
    <section aria-labelledby="top-up-title">
      <Paper p="md" withBorder bg="var(--ps-surface)">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="top-up-title">
            {t('balance.top_up_title')}
          </Title>
          {accounts.length === 0 ? (
            <>
              <Text c="dimmed">{t('balance.no_billing')}</Text>
              <Button component={Link} to={paths.billingCreator.href()} style={{ alignSelf: 'flex-start' }}>
                {t('balance.add_billing')}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('balance.top_up_text')}
              </Text>
              {accounts.length > 1 ? (
                <NativeSelect
                  label={t('balance.billing_account')}
                  data={accounts.map((account) => ({ value: account.id, label: holder(account) }))}
                  value={billingId ?? ''}
                  onChange={(event) => setBillingId(event.currentTarget.value)}
                  maw={400}
                />
              ) : (
                <Text size="sm">{t('balance.billing_single', { name: holder(accounts[0] as BillingChoice) })}</Text>
              )}
              <Button
                component={Link}
                to={paths.topUpCreator.href(billingId ?? '')}
                leftSection={<IconPlus size={16} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('balance.top_up')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </section>
  );
}

interface AliasItem {
  id: string;
  label: string;
  createdAt: string;
  expiresAt?: string | null;
}

function BlikSection({ aliases, locale }: { aliases: readonly AliasItem[]; locale: 'en' | 'pl' }) {
  const { t } = useTranslation('money');
  const [remove] = useDeleteBlikAlias();
  const [busyId, setBusyId] = useState<string | null>(null);

  const askDelete = async (alias: AliasItem) => {
    const ok = await confirm({
      title: t('blik.delete_title'),
      message: t('blik.delete_message', { label: alias.label }),
      confirmLabel: t('actions.delete'),
    });
    if (!ok) {
      return;
    }
    setBusyId(alias.id);
    try {
      await remove({ variables: { id: alias.id } });
      notify('success', t('blik.deleted', { label: alias.label }));
    } catch (failure) {
      reportError(failure);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="blik-title">
      <Title order={2} fz="h4" id="blik-title" mb={4}>
        {t('blik.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('blik.description')}
      </Text>
      {aliases.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('blik.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {aliases.map((alias) => (
            <Paper key={alias.id} p="sm" withBorder bg="var(--ps-surface)" component="article" aria-label={alias.label}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <IconDeviceMobileCheck size={22} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {alias.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {alias.expiresAt
                        ? t('blik.expires', { date: formatDateTime(alias.expiresAt, locale) })
                        : t('blik.saved', { date: formatDateTime(alias.createdAt, locale) })}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={busyId === alias.id}
                  disabled={busyId !== null}
                  onClick={() => void askDelete(alias)}
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t('blik.delete_named', { label: alias.label })}
                >
                  {t('actions.delete')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
