import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '../../../components/ui/admin-nav';
import { PageHeader } from '../../../components/ui/page-header';
import { useKsefQueue } from '../api/ksef-queue';
import { useKsefRejected } from '../api/ksef-rejected';
import { QueueSummary } from './queue-summary';
import { RejectedList } from './rejected-list';

/**
 * /admin/ksef: KSeF e-invoices (decision 082). Whether this installation sends to KSeF (and, when it does not, that
 * invoices wait until it is configured), how many invoices are in each state, those near or past the law's
 * deadline, the one waiting longest, and the refused ones, the latest first, each sent again after a fix.
 */
export function KsefPage() {
  const { t } = useTranslation('ksef');
  const queue = useKsefQueue();
  const rejected = useKsefRejected();
  // A retry refused by the server (another admin was quicker): what the queue holds now.
  const reload = () => {
    void queue.refetch();
    void rejected.refetch();
  };

  return (
    <Stack gap={0}>
      <AdminNav />
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="xl">
        <QueueSummary queue={queue} />
        <RejectedList rejected={rejected} onRetryFailed={reload} />
      </Stack>
    </Stack>
  );
}
