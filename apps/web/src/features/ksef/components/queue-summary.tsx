import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/query-states';
import type { KsefQueueQuery } from '../../../gql/graphql';
import { localeOf } from '../../../lib/format/date';
import type { useKsefQueue } from '../api/ksef-queue';
import { countColor, deadlineColor, deadlineWarnings, KSEF_STATES } from '../utils/ksef-texts';
import { OLDEST_HEIGHT, OldestWaiting } from './oldest-waiting';
import { SENDING_PANEL_HEIGHT, SendingPanel } from './sending-panel';

type Queue = KsefQueueQuery['ksefQueue'];

const TILE_HEIGHT = 78;
const COLUMNS = { base: 2, sm: 4 };
const NUMBER_LOCALE = { en: 'en-GB', pl: 'pl-PL' } as const;

/** The top of /admin/ksef: sending on or off, the counts per state, the deadline warnings and the oldest waiting. */
export function QueueSummary({ queue }: { queue: ReturnType<typeof useKsefQueue> }) {
  const { t } = useTranslation('ksef');
  const { data, loading, error, refetch } = queue;
  if (loading && !data) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={SENDING_PANEL_HEIGHT} radius="md" />
        <SimpleGrid cols={COLUMNS} spacing="sm">
          {KSEF_STATES.map((state) => (
            <Skeleton key={state} height={TILE_HEIGHT} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={OLDEST_HEIGHT} radius="md" />
      </Stack>
    );
  }
  if (!data) {
    return error ? <LoadError error={error} onRetry={() => void refetch()} /> : null;
  }
  const summary = data.ksefQueue;
  return (
    <Stack gap="md">
      <SendingPanel
        sending={summary.sending}
        apiUrl={summary.apiUrl}
        ksefFrom={summary.ksefFrom}
        beforeKsefFrom={summary.beforeKsefFrom}
      />
      <Counts counts={summary.counts} />
      <DeadlineWarnings summary={summary} />
      <OldestWaiting invoice={summary.oldestWaiting} sending={summary.sending} />
    </Stack>
  );
}

function Counts({ counts }: { counts: Queue['counts'] }) {
  const { t, i18n } = useTranslation('ksef');
  const format = new Intl.NumberFormat(NUMBER_LOCALE[localeOf(i18n.resolvedLanguage)]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="ksef-counts">
      <Title order={2} fz="h4" id="ksef-counts">
        {t('counts.title')}
      </Title>
      <SimpleGrid cols={COLUMNS} spacing="sm">
        {KSEF_STATES.map((state) => (
          <Paper key={state} p="sm" withBorder bg="var(--ps-surface)" mih={TILE_HEIGHT}>
            <Text size="sm" c="dimmed">
              {t(`counts.${state}`)}
            </Text>
            <Text
              fz={26}
              fw={700}
              c={countColor(state, counts[state])}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`ksef-count-${state}`}
            >
              {format.format(counts[state])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DeadlineWarnings({ summary }: { summary: Queue }) {
  const { t } = useTranslation('ksef');
  const warnings = deadlineWarnings(summary, t);
  if (warnings.length === 0) {
    return (
      <Group gap={6} wrap="nowrap" data-testid="ksef-deadline-none">
        <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-text)" />
        <Text size="sm">{t('deadline.none')}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      {warnings.map((warning) => (
        <Alert
          key={warning.level}
          color={deadlineColor(warning.level)}
          icon={<IconAlertTriangle aria-hidden />}
          title={warning.title}
          data-testid={`ksef-deadline-${warning.level}`}
        >
          {warning.text}
        </Alert>
      ))}
    </Stack>
  );
}
