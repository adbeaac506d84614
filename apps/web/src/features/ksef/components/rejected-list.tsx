import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more';
import { CardsSkeleton, EmptyState, LoadError } from '../../../components/ui/query-states';
import { Cell, Td, Th } from '../../../components/ui/table-cells';
import type { KsefRejectedQuery } from '../../../gql/graphql';
import { formatDateOnly, formatDateTime, localeOf } from '../../../lib/format/date';
import type { useKsefRejected } from '../api/ksef-rejected';
import { statusCodeText } from '../utils/ksef-texts';
import { DeadlineBadge } from './deadline-badge';
import { RetryButton } from './retry-button';

type Refused = KsefRejectedQuery['ksefRejected']['items'][number];

interface RejectedListProps {
  rejected: ReturnType<typeof useKsefRejected>;
  onRetryFailed: () => void;
}

/** The invoices KSeF refused, the latest first: a table on a wide screen, cards on a phone, "Load more" under them. */
export function RejectedList({ rejected, onRetryFailed }: RejectedListProps) {
  const { t } = useTranslation('ksef');
  const { data, loading, error, refetch, loadMore } = rejected;
  const items = data?.ksefRejected.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="ksef-rejected-title">
      <Title order={2} fz="h4" id="ksef-rejected-title">
        {t('rejected.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('rejected.help')}
      </Text>
      {loading && !data ? <CardsSkeleton count={2} label={t('rejected.loading')} /> : null}
      {error && !data ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data && items.length === 0 ? (
        <EmptyState
          icon={<IconCircleCheck size={40} aria-hidden color="var(--mantine-color-green-text)" />}
          title={t('rejected.empty_title')}
          text={t('rejected.empty_text')}
        />
      ) : null}
      {items.length > 0 ? (
        <>
          <RefusedTable items={items} onRetryFailed={onRetryFailed} />
          <RefusedCards items={items} onRetryFailed={onRetryFailed} />
        </>
      ) : null}
      <LoadMore nextCursor={data?.ksefRejected.nextCursor} onLoadMore={loadMore} />
    </Stack>
  );
}

function useRefusedTexts() {
  const { t, i18n } = useTranslation('ksef');
  const locale = localeOf(i18n.resolvedLanguage);
  return {
    t,
    issued: (item: Refused) => formatDateOnly(item.issueDate, locale),
    refused: (item: Refused) => formatDateTime(item.updatedAt, locale),
    code: (item: Refused) => statusCodeText(item.ksefStatusCode, t),
    reason: (item: Refused) => item.lastError ?? t('rejected.no_reason'),
  };
}

function RefusedTable({ items, onRetryFailed }: { items: Refused[]; onRetryFailed: () => void }) {
  const { t, issued, refused, code, reason } = useRefusedTexts();
  return (
    <Paper withBorder bg="var(--ps-surface)" visibleFrom="md">
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-sm)' }}>
        <thead>
          <tr>
            <Th>{t('rejected.number')}</Th>
            <Th>{t('rejected.issue_date')}</Th>
            <Th>{t('rejected.refused_at')}</Th>
            <Th end>{t('rejected.code')}</Th>
            <Th>{t('rejected.reason')}</Th>
            <Th>
              <span className="sr-only">{t('rejected.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="ksef-rejected-row">
              <Td mono strong>
                {item.invoiceNumber}
              </Td>
              <Td>
                <Stack gap={4} align="flex-start">
                  {issued(item)}
                  <DeadlineBadge alert={item.deadlineAlert} />
                </Stack>
              </Td>
              <Td>{refused(item)}</Td>
              <Td end>{code(item)}</Td>
              <Td wrap>
                <span style={{ overflowWrap: 'anywhere' }}>{reason(item)}</span>
              </Td>
              <Td end>
                <RetryButton invoice={item} onFailed={onRetryFailed} size="compact-sm" variant="light" />
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

function RefusedCards({ items, onRetryFailed }: { items: Refused[]; onRetryFailed: () => void }) {
  const { t, issued, refused, code, reason } = useRefusedTexts();
  return (
    <Stack gap="xs" hiddenFrom="md">
      {items.map((item) => (
        <Paper
          key={item.id}
          component="article"
          aria-labelledby={`ksef-refused-${item.id}`}
          p="sm"
          withBorder
          bg="var(--ps-surface)"
          data-testid="ksef-rejected-card"
        >
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={700} ff="monospace" id={`ksef-refused-${item.id}`} style={{ overflowWrap: 'anywhere' }}>
                {item.invoiceNumber}
              </Text>
              <DeadlineBadge alert={item.deadlineAlert} />
            </Group>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
              <Cell label={t('rejected.issue_date')} value={issued(item)} />
              <Cell label={t('rejected.refused_at')} value={refused(item)} />
              <Cell label={t('rejected.code')} value={code(item)} />
            </SimpleGrid>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('rejected.reason')}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {reason(item)}
              </Text>
            </Stack>
            <RetryButton invoice={item} onFailed={onRetryFailed} variant="light" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
