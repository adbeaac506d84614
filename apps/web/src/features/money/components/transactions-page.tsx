import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { useMyTransactions } from '../api/my-transactions';
import { formatDateTime, formatSigned, localeOf, signedAmount } from '../utils/display';
import { StatusBadge } from './status-badge';

/** /transactions: every deposit, payment and withdrawal with its status, newest first (SPEC §2, §3). */
export function TransactionsPage() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch } = useMyTransactions();
  const transactions = data?.myTransactions ?? [];

  return (
    <Stack gap={0} maw={720}>
      <PageHeader title={t('transactions.title')} back={{ to: paths.map.href(), label: t('back.map') }} />
      {loading && !data ? <CardsSkeleton label={t('transactions.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && transactions.length === 0 ? (
        <EmptyState
          icon={<IconListDetails size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('transactions.empty_title')}
          text={t('transactions.empty_text')}
          action={{ to: paths.balance.href(), label: t('links.balance') }}
        />
      ) : null}
      {transactions.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {transactions.map((transaction) => {
            const signed = signedAmount(transaction.type, transaction.amount);
            return (
              <Paper
                key={transaction.id}
                component="li"
                p="sm"
                withBorder
                bg="var(--ps-surface)"
                data-testid="transaction"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={4}>
                    <Text fw={600}>{t(`transactions.types.${transaction.type}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(transaction.createdAt, locale)}
                    </Text>
                    <StatusBadge kind="transaction" status={transaction.status} />
                  </Stack>
                  <Text
                    fw={700}
                    c={signed > 0 ? 'green' : undefined}
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {formatSigned(signed, (value) => formatMoney(value, locale, transaction.currency))}
                  </Text>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
