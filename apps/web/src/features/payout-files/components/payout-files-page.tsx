import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '../../../components/ui/admin-nav';
import { PageHeader } from '../../../components/ui/page-header';
import { usePayoutBatches } from '../api/payout-batches';
import { usePayoutTransfers } from '../api/payout-transfers';
import { AwaitingPanel } from './awaiting-panel';
import { PayoutFileList } from './payout-file-list';

/**
 * /admin/payouts: payouts to owners (decision 084). By bank transfer file: what waits for a file, making one, and
 * the files newest first. By gateway: there is nothing to do, and files made earlier (if any) are still listed.
 */
export function PayoutFilesPage() {
  const { t } = useTranslation('payout-files');
  const transfers = usePayoutTransfers();
  const files = usePayoutBatches();
  const byGateway = transfers.data?.payoutTransfers.via === 'gateway';
  const noFiles = files.data?.payoutBatches.items.length === 0;

  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="xl">
        <AwaitingPanel
          transfers={transfers.data?.payoutTransfers}
          loading={transfers.loading}
          error={transfers.error}
          onRetry={() => void transfers.refetch()}
        />
        {byGateway && noFiles ? null : <PayoutFileList files={files} earlier={byGateway} />}
      </Stack>
    </Stack>
  );
}
