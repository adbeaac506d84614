import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@parkshare/shared/money';
import { IconFileDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { Cell, Td, Th } from '../../../components/ui/table-cells';
import { paths } from '../../../config/paths';
import type { PayoutBatchesQuery } from '../../../gql/graphql';
import { formatDateTime, localeOf } from '../../../lib/format/date';
import type { usePayoutBatches } from '../api/payout-batches';
import { transfersCount } from '../utils/transfer-texts';
import { DownloadFileButton } from './download-file-button';
import { FileStatusBadge } from './status-badges';

type PayoutFile = PayoutBatchesQuery['payoutBatches']['items'][number];

interface PayoutFileListProps {
  files: ReturnType<typeof usePayoutBatches>;
  /** By gateway the list only holds files made earlier, and says so. */
  earlier: boolean;
}

/** The transfer files, newest first: a table on a wide screen, cards on a phone, "Load more" under them. */
export function PayoutFileList({ files, earlier }: PayoutFileListProps) {
  const { t } = useTranslation('payout-files');
  const { data, loading, error, refetch, loadMore } = files;
  const items = data?.payoutBatches.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="payout-files-title">
      <Title order={2} fz="h4" id="payout-files-title">
        {t('files.title')}
      </Title>
      {earlier ? (
        <Text size="sm" c="dimmed">
          {t('gateway.earlier')}
        </Text>
      ) : null}
      {loading && !data ? <CardsSkeleton count={2} label={t('files.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && items.length === 0 ? (
        <EmptyState
          icon={<IconFileDollar size={40} aria-hidden color="var(--mantine-color-blue-6)" />}
          title={t('files.empty_title')}
          text={t('files.empty_text')}
        />
      ) : null}
      {items.length > 0 ? (
        <>
          <FileTable files={items} />
          <FileCards files={items} />
        </>
      ) : null}
      <LoadMore nextCursor={data?.payoutBatches.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}

function useFileTexts() {
  const { t, i18n } = useTranslation('payout-files');
  const locale = localeOf(i18n.resolvedLanguage);
  return {
    t,
    made: (file: PayoutFile) => formatDateTime(file.createdAt, locale),
    total: (file: PayoutFile) => formatMoney(file.total, locale),
    count: (file: PayoutFile) => transfersCount(file.payoutCount, t),
  };
}

function FileLink({ file, id }: { file: PayoutFile; id?: string }) {
  return (
    <Anchor component={Link} to={paths.adminPayoutFile.href(file.id)} fw={600} ff="monospace" inherit id={id}>
      {file.number}
    </Anchor>
  );
}

function FileTable({ files }: { files: PayoutFile[] }) {
  const { t, made, total, count } = useFileTexts();
  return (
    <Paper withBorder bg="var(--ps-surface)" visibleFrom="md">
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
        <thead>
          <tr>
            <Th>{t('files.number')}</Th>
            <Th>{t('files.created_at')}</Th>
            <Th end>{t('files.transfers')}</Th>
            <Th end>{t('files.total')}</Th>
            <Th>{t('files.status')}</Th>
            <Th>
              <span className="sr-only">{t('files.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id} data-testid="payout-file-row">
              <Td>
                <FileLink file={file} />
              </Td>
              <Td wrap>{made(file)}</Td>
              <Td end>{count(file)}</Td>
              <Td end strong>
                {total(file)}
              </Td>
              <Td>
                <FileStatusBadge status={file.status} />
              </Td>
              <Td end>
                <DownloadFileButton file={file} named size="compact-sm" variant="light" />
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

function FileCards({ files }: { files: PayoutFile[] }) {
  const { t, made, total, count } = useFileTexts();
  return (
    <Stack gap="xs" hiddenFrom="md">
      {files.map((file) => (
        <Paper
          key={file.id}
          component="article"
          aria-labelledby={`payout-file-${file.id}`}
          p="sm"
          withBorder
          bg="var(--ps-surface)"
          data-testid="payout-file-card"
        >
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <FileLink file={file} id={`payout-file-${file.id}`} />
              <FileStatusBadge status={file.status} />
            </Group>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
              <Cell label={t('files.created_at')} value={made(file)} />
              <Cell label={t('files.transfers')} value={count(file)} />
              <Cell label={t('files.total')} value={total(file)} strong />
            </SimpleGrid>
            <DownloadFileButton file={file} named variant="light" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
