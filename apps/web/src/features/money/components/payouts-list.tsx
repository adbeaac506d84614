import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more';
import { CardsSkeleton, LoadError } from '../../../components/ui/query-states';
import { useMyPayouts } from '../api/my-payouts';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { StatusBadge } from './status-badge';

/** The user's payouts to their bank account, on demand or the monthly automatic one: the latest ten, then more. */
export function PayoutsList() {
  const { t, i18n } = useTranslation('money');
  const locale = localeOf(i18n.resolvedLanguage);
  const { data, loading, error, refetch, loadMore } = useMyPayouts();
  if (loading && !data) {
    return <CardsSkeleton count={1} label={t('payouts.loading')} />;
  }
  if (error && !data) {
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  const payouts = data?.myPayouts.items ?? [];
  if (payouts.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('payouts.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {payouts.map((payout) => (
        <Paper key={payout.id} p="sm" withBorder bg="var(--ps-surface)" component="article" data-testid="payout">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(payout.amount, locale, payout.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`payouts.kind.${payout.kind}`)} · {formatDateTime(payout.createdAt, locale)}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {payout.accountNumber}
              </Text>
              <Text size="xs" c="dimmed">
                {payout.fee > 0
                  ? t('payouts.fee', { fee: formatMoney(payout.fee, locale, payout.currency) })
                  : t('payouts.free')}
              </Text>
              {payout.status === 'failed' ? (
                <Text size="xs" c="red">
                  {t('payouts.failed_note')}
                </Text>
              ) : null}
            </Stack>
            <StatusBadge kind="payout" status={payout.status} />
          </Group>
        </Paper>
      ))}
      <LoadMore nextCursor={data?.myPayouts.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}
