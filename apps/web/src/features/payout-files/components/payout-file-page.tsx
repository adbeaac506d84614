import { useApolloClient } from '@apollo/client';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminNav } from '../../../components/ui/admin-nav';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/query-states';
import { paths } from '../../../config/paths';
import { confirm } from '../../../lib/confirm';
import { reportError } from '../../../lib/errors/report-error';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import { notify } from '../../../lib/notify';
import { useConfirmPayoutBatch } from '../api/confirm-payout-batch';
import { type PayoutFile, usePayoutBatch } from '../api/payout-batch';
import { stillWaiting } from '../utils/transfer-texts';
import { BatchTransfers } from './batch-transfers';
import { DownloadFileButton } from './download-file-button';
import { PayoutFileFacts } from './payout-file-facts';

/**
 * /admin/payouts/{batchId}: one transfer file — its facts, what to do with it in the bank, downloading it, marking
 * it executed by the bank, and each of its transfers (one the bank refused is marked returned here).
 */
export function PayoutFilePage() {
  const { t, i18n } = useTranslation('payout-files');
  const locale = localeOf(i18n.resolvedLanguage);
  const { batchId = '' } = useParams();
  const { data, loading, error, refetch } = usePayoutBatch(batchId);
  const file = data?.payoutBatch;
  const back = { to: paths.adminPayouts.href(), label: t('file.back') };

  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader
        title={file ? t('file.title', { number: file.number }) : t('file.fallback_title')}
        back={back}
        actions={
          file ? (
            <>
              <DownloadFileButton file={file} variant={file.status === 'open' ? 'filled' : 'default'} />
              {file.status === 'open' ? <ExecuteButton file={file} /> : null}
            </>
          ) : null
        }
      />
      {loading && !data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('file.loading')}>
          <Skeleton height={150} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : null}
      {error && !data ? (
        <LoadError error={error} onRetry={() => void refetch()} notFound={{ title: t('file.not_found'), back }} />
      ) : null}
      {file ? (
        <Stack gap="md">
          {file.status === 'open' ? (
            <Alert color="blue" data-testid="file-steps">
              {t('file.steps', { account: file.accountNumber })}
            </Alert>
          ) : (
            <Alert color="teal" data-testid="file-confirmed">
              {t('file.confirmed_note', { date: formatDateTime(file.confirmedAt ?? file.createdAt, locale) })}
            </Alert>
          )}
          <PayoutFileFacts file={file} />
          <BatchTransfers file={file} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** "Mark as executed by the bank", after a confirmation saying what completes. */
function ExecuteButton({ file }: { file: PayoutFile }) {
  const { t, i18n } = useTranslation('payout-files');
  const locale = localeOf(i18n.resolvedLanguage);
  const [execute] = useConfirmPayoutBatch();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const waiting = stillWaiting(file.payouts);
    const ok = await confirm({
      title: t('execute.confirm_title'),
      message:
        waiting.count === 0
          ? t('execute.confirm_none', { number: file.number })
          : t('execute.confirm_text', {
              count: waiting.count,
              total: formatMoney(waiting.total, locale),
              number: file.number,
            }),
      confirmLabel: t('execute.confirm'),
    });
    if (!ok) {
      return;
    }
    setBusy(true);
    try {
      await execute({ variables: { id: file.id } });
      notify('success', t('execute.done', { number: file.number }));
    } catch (failure) {
      reportError(failure);
      void client.refetchQueries({ include: ['PayoutBatch'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button color="green" leftSection={<IconChecks size={18} aria-hidden />} loading={busy} onClick={() => void run()}>
      {t('execute.button')}
    </Button>
  );
}
