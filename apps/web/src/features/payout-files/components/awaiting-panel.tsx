import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { IconFileExport, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/query-states';
import type { PayoutTransfersQuery } from '../../../gql/graphql';
import { confirm } from '../../../lib/confirm';
import { reportError } from '../../../lib/errors/report-error';
import { localeOf } from '../../../lib/format/date';
import { notify } from '../../../lib/notify';
import { useCreatePayoutBatch } from '../api/create-payout-batch';
import { makeFileText } from '../utils/transfer-texts';

type Transfers = PayoutTransfersQuery['payoutTransfers'];

interface AwaitingPanelProps {
  transfers: Transfers | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

// As tall as the panel it stands for, so the page does not jump when the answer comes.
const PANEL_HEIGHT = 132;

/**
 * The top of /admin/payouts. By gateway: payouts go out by themselves, nothing to do. By file: how many payouts
 * wait and what they come to, and "Make a transfer file" after a confirmation that says what the file will hold.
 */
export function AwaitingPanel({ transfers, loading, error, onRetry }: AwaitingPanelProps) {
  const { t } = useTranslation('payout-files');
  if (loading && !transfers) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={PANEL_HEIGHT} radius="md" />
      </div>
    );
  }
  if (!transfers) {
    return error ? <LoadError error={error} onRetry={onRetry} /> : null;
  }
  if (transfers.via === 'gateway') {
    return (
      <Paper p="md" withBorder bg="var(--ps-surface)" component="section" aria-labelledby="payouts-gateway">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" variant="light" color="blue">
            <IconInfoCircle size={22} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="h4" id="payouts-gateway">
              {t('gateway.title')}
            </Title>
            <Text size="sm">{t('gateway.text')}</Text>
          </Stack>
        </Group>
      </Paper>
    );
  }
  return <AwaitingFile transfers={transfers} onFailed={onRetry} />;
}

function AwaitingFile({ transfers, onFailed }: { transfers: Transfers; onFailed: () => void }) {
  const { t, i18n } = useTranslation('payout-files');
  const locale = localeOf(i18n.resolvedLanguage);
  const [create, { loading: making }] = useCreatePayoutBatch();
  const total = formatMoney(transfers.awaitingTotal, locale);
  const account = transfers.accountNumber ?? '';

  const make = async () => {
    const ok = await confirm({
      title: t('make.confirm_title'),
      message: makeFileText({ count: transfers.awaitingCount, total, account }, t),
      confirmLabel: t('make.confirm'),
    });
    if (!ok) {
      return;
    }
    try {
      const { data } = await create();
      notify('success', t('make.done', { number: data?.createPayoutBatch.number ?? '' }));
    } catch (failure) {
      // Another admin may have made the file meanwhile ("No payouts are waiting..."): say so, and show what waits now.
      reportError(failure);
      onFailed();
    }
  };

  return (
    <Paper
      p="md"
      withBorder
      bg="var(--ps-surface)"
      mih={PANEL_HEIGHT}
      component="section"
      aria-labelledby="payouts-awaiting"
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id="payouts-awaiting">
          {t('awaiting.title')}
        </Title>
        {transfers.awaitingCount > 0 ? (
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={2}>
              <Text fw={700} size="lg" data-testid="awaiting-count">
                {t('awaiting.count', { count: transfers.awaitingCount })}
              </Text>
              <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="awaiting-total">
                {t('awaiting.total', { total })}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('awaiting.account', { account })}
              </Text>
            </Stack>
            <Button leftSection={<IconFileExport size={18} aria-hidden />} loading={making} onClick={() => void make()}>
              {t('awaiting.make')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" data-testid="awaiting-none">
            {t('awaiting.none')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
