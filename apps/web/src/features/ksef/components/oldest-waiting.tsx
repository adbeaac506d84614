import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Cell } from '../../../components/ui/table-cells';
import type { KsefQueueQuery } from '../../../gql/graphql';
import { formatDateOnly, formatDateTime, localeOf } from '../../../lib/format/date';
import { DeadlineBadge } from './deadline-badge';

type Waiting = NonNullable<KsefQueueQuery['ksefQueue']['oldestWaiting']>;

// As tall as its placeholder (queue-summary.tsx) with one line of facts, so the page does not jump.
export const OLDEST_HEIGHT = 132;

/**
 * The invoice waiting longest for KSeF: its number, when it was issued and queued, its deadline (marked when near
 * or past), the attempts so far, the next one while sending is on, and the last problem, if any.
 */
export function OldestWaiting({ invoice, sending }: { invoice: Waiting | null | undefined; sending: boolean }) {
  const { t, i18n } = useTranslation('ksef');
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <Paper
      p="md"
      withBorder
      bg="var(--ps-surface)"
      mih={OLDEST_HEIGHT}
      component="section"
      aria-labelledby="ksef-oldest"
      data-testid="ksef-oldest"
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id="ksef-oldest">
          {t('oldest.title')}
        </Title>
        {invoice ? (
          <>
            <Group gap="xs" align="center">
              <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="ksef-oldest-number">
                {invoice.invoiceNumber}
              </Text>
              <DeadlineBadge alert={invoice.deadlineAlert} />
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing={6}>
              <Cell label={t('oldest.issue_date')} value={formatDateOnly(invoice.issueDate, locale)} />
              <Cell label={t('oldest.queued_at')} value={formatDateTime(invoice.createdAt, locale)} />
              <Cell label={t('oldest.deadline')} value={formatDateTime(invoice.deadlineAt, locale)} />
              <Cell label={t('oldest.attempts')} value={String(invoice.attempts)} />
              {sending && invoice.status === 'queued' ? (
                <Cell label={t('oldest.next_attempt')} value={formatDateTime(invoice.nextAttemptAt, locale)} />
              ) : null}
            </SimpleGrid>
            {invoice.lastError ? (
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('oldest.last_error')}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {invoice.lastError}
                </Text>
              </Stack>
            ) : null}
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="ksef-oldest-none">
            {t('oldest.none')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
