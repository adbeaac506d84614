import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useMyWalletHistory } from '../api/my-wallet-history';
import { localeOf } from '../../../lib/format/date';
import { WalletMovementRow } from './wallet-movement-row';

/**
 * /transactions: every movement of the balance (top-ups, payments, refunds, earnings and commission, payouts and
 * fees) with what caused it and its status, newest first, read from the ledger so the rows add up to the balance.
 * Payments by BLIK or transfer never touch the balance: they are under My payments.
 */
export function TransactionsPage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch, loadMore } = useMyWalletHistory();
  const movements = data?.myWalletHistory.items ?? [];

  return (
    <Stack gap={0} maw={720}>
      <PageHeader title={t('transactions.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      {loading && !data ? <CardsSkeleton label={t('transactions.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <Paper p="sm" mb="md" withBorder bg="var(--ps-surface)">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text>{t('transactions.balance')}</Text>
            <Text
              fw={700}
              data-testid="transactions-balance"
              style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {formatMoney(data.me.balance, locale, data.me.currency)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {t('transactions.other_payments')}{' '}
            <Anchor component={Link} to={paths.payments.href()} inherit>
              {t('transactions.see_payments')}
            </Anchor>
          </Text>
        </Paper>
      ) : null}
      {data && movements.length === 0 ? (
        <EmptyState
          icon={<IconListDetails size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('transactions.empty_title')}
          text={t('transactions.empty_text')}
          action={{ to: paths.balance.href(), label: t('links.balance') }}
        />
      ) : null}
      {movements.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {movements.map((movement) => (
            <WalletMovementRow key={movement.id} movement={movement} locale={locale} />
          ))}
        </Stack>
      ) : null}
      <LoadMore nextCursor={data?.myWalletHistory.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}
